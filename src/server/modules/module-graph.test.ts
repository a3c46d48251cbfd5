import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The modules' dependency graph, built from the import specifiers of their source, has no cycle: two
 * modules never import each other, directly or around a loop. What only tests load (tests, testing.ts and
 * the test-* helpers) is left out: a test may bring in any module.
 */
const MODULES = fileURLToPath(new URL(".", import.meta.url));
const SERVER = join(MODULES, "..");
const TEST_ONLY = /(\.test\.tsx?|testing\.ts|(^|\/)test-[^/]+\.ts)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;

type Graph = Map<string, Set<string>>;

function moduleOf(path: string): string | null {
  const [name, ...rest] = relative(MODULES, path).split(sep);
  return name && !name.startsWith("..") && rest.length > 0 ? name : null;
}

function moduleGraph(): Graph {
  const graph: Graph = new Map();
  const names = readdirSync(MODULES, { withFileTypes: true }).filter((d) => d.isDirectory());
  for (const { name } of names) graph.set(name, new Set());
  for (const [name, uses] of graph) {
    for (const file of readdirSync(join(MODULES, name), { recursive: true, encoding: "utf8" })) {
      if (!/\.tsx?$/.test(file) || TEST_ONLY.test(file.split(sep).join("/"))) continue;
      const path = join(MODULES, name, file);
      for (const [, spec = ""] of readFileSync(path, "utf8").matchAll(SPECIFIER)) {
        const target = spec.startsWith("#server/")
          ? join(SERVER, spec.slice("#server/".length))
          : spec.startsWith(".")
            ? resolve(dirname(path), spec)
            : null;
        const used = target && moduleOf(target);
        if (used && used !== name) uses.add(used);
      }
    }
  }
  return graph;
}

/** One cycle of the graph as the path round it (first node repeated at the end), or null. */
function findCycle(graph: Graph): string[] | null {
  const done = new Set<string>();
  const visit = (node: string, path: string[]): string[] | null => {
    if (path.includes(node)) return [...path.slice(path.indexOf(node)), node];
    if (done.has(node)) return null;
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next, [...path, node]);
      if (cycle) return cycle;
    }
    done.add(node);
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node, []);
    if (cycle) return cycle;
  }
  return null;
}

describe("the server modules' dependency graph", () => {
  it("is read from the modules' imports", () => {
    const graph = moduleGraph();
    expect([...(graph.get("checkout") ?? [])]).toEqual(
      expect.arrayContaining(["orders", "discounts", "stock"]),
    );
    expect(graph.get("catalogue")?.has("orders")).toBe(false);
  });

  it("has no cycle", () => {
    expect(findCycle(moduleGraph())?.join(" -> ") ?? "no cycle").toBe("no cycle");
  });

  it("finds a cycle of two modules and a longer one", () => {
    const graph = (edges: [string, string][]): Graph => {
      const g: Graph = new Map();
      for (const [from, to] of edges) {
        g.set(from, (g.get(from) ?? new Set()).add(to));
        if (!g.has(to)) g.set(to, new Set());
      }
      return g;
    };
    expect(
      findCycle(
        graph([
          ["a", "b"],
          ["b", "a"],
        ]),
      ),
    ).toEqual(["a", "b", "a"]);
    expect(
      findCycle(
        graph([
          ["a", "b"],
          ["b", "c"],
          ["c", "d"],
          ["d", "b"],
        ]),
      ),
    ).toEqual(["b", "c", "d", "b"]);
    expect(
      findCycle(
        graph([
          ["a", "b"],
          ["a", "c"],
          ["b", "c"],
        ]),
      ),
    ).toBeNull();
  });
});
