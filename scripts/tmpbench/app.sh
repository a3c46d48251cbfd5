cd /work/main; export PATH=/work/main/node_modules/.bin:$PATH
D=$(mktemp -d); PORT=3301 HOST=127.0.0.1 DATA_DIR=$D LOG_LEVEL=warn DATABASE_URL= node src/server/main.ts > /tmp/prof/server.log 2>&1 &
P=$!
for i in $(seq 1 80); do curl -sf http://127.0.0.1:3301/readyz >/dev/null && break; sleep 0.5; done
for u in ${URLS:-/api/colors}; do echo "$u $(scripts/tmpbench/cpu.sh $P http://127.0.0.1:3301$u) us/req (min)"; done
kill $P; wait $P; rm -rf $D
