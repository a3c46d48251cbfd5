import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, type Cluster, call, login, startCluster } from "./cluster.ts";

const DATABASE_SERVER = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL;

// CI sets both; wherever they are set this suite runs (never skipped there).
describe.runIf(DATABASE_SERVER && REDIS_URL)(
  "a testimonial edited on one instance, shown by the other",
  () => {
    let cluster: Cluster;
    beforeAll(async () => {
      cluster = await startCluster(DATABASE_SERVER as string, REDIS_URL as string);
    }, 120_000);
    afterAll(() => cluster?.stop());

    const quotesOn = async (base: string): Promise<{ id: number; quote: string }[]> =>
      (await call(base, "GET", "/api/testimonials")).body;

    it("B drops its cached testimonials when A edits or hides one", async () => {
      // B has the testimonials in memory before the change.
      const [first] = await quotesOn(cluster.b.url);
      if (!first) throw new Error("no testimonials seeded");
      const auth = bearer(await login(cluster, cluster.a.url));
      const edited = await call(
        cluster.a.url,
        "PATCH",
        `/api/admin/testimonials/${first.id}`,
        { quote: "Edited on instance A." },
        auth,
      );
      expect(edited.status).toBe(200);
      const until = async (check: () => Promise<boolean>) => {
        for (let i = 0; i < 100 && !(await check()); i++) await new Promise((r) => setTimeout(r, 50));
      };
      const quoteOnB = async () => (await quotesOn(cluster.b.url)).find((t) => t.id === first.id)?.quote;
      await until(async () => (await quoteOnB()) === "Edited on instance A.");
      expect(await quoteOnB()).toBe("Edited on instance A.");

      const hidden = await call(
        cluster.a.url,
        "PATCH",
        `/api/admin/testimonials/${first.id}`,
        { active: false },
        auth,
      );
      expect(hidden.status).toBe(200);
      await until(async () => (await quoteOnB()) === undefined);
      expect(await quoteOnB()).toBeUndefined();
    });
  },
);
