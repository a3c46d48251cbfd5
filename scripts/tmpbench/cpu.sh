# usage: cpu.sh PID URL -> min server CPU microseconds per request over 6 runs of 20000 requests
PID=$1; URL=$2
export PATH=/work/main/node_modules/.bin:$PATH
autocannon -c 50 -a 20000 $URL >/dev/null 2>&1
best=999999
for i in 1 2 3 4 5 6; do
t0=$(awk '{print $14+$15}' /proc/$PID/stat)
autocannon -c 50 -a 20000 $URL >/dev/null 2>&1
t1=$(awk '{print $14+$15}' /proc/$PID/stat)
d=$((t1-t0)); [ $d -lt $best ] && best=$d
done
echo "scale=1; $best*10000/20000" | bc
