import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/** The chunks of the app's shell, which main.tsx evaluates in stages (see there). */
const SHELL_CHUNKS = new Set(["react-stage", "react", "router-stage", "react-router", "start-app"]);

/**
 * The files every page has loaded before any lazy chunk: the entry with its static imports, and the shell's
 * stages with theirs. The lists of what to preload with a lazy chunk leave them out: preloading them again
 * does nothing, and naming them in every chunk that has a lazy import cost each page about 3 KB of gzip
 * JavaScript. The entry's first stage preloads all stages, so the shell arrives at once.
 */
function shellFiles() {
  const entry = new Set<string>();
  const stages = new Set<string>();
  const plugin: Plugin = {
    name: "shell-files",
    // Before Vite writes the preload lists (its import analysis runs after the project's plugins).
    generateBundle(_options, bundle) {
      entry.clear();
      stages.clear();
      const add = (files: Set<string>, fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== "chunk") return;
        files.add(fileName);
        for (const imported of chunk.imports) add(files, imported);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk") continue;
        if (chunk.isEntry) add(entry, chunk.fileName);
        else if (SHELL_CHUNKS.has(chunk.name)) add(stages, chunk.fileName);
      }
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) =>
    entry.has(hostId)
      ? [...new Set([...deps, ...stages])].filter((dep) => !entry.has(dep))
      : deps.filter((dep) => !entry.has(dep) && !stages.has(dep));
  return { plugin, resolveDependencies };
}

const shell = shellFiles();

/**
 * V8's compile hint for the shell: all of its functions run while hydrating, so they are compiled as the file
 * streams in, off the main thread, rather than one by one on it as they are first called. The comment must
 * open the file, so it goes in last (after Vite's own additions).
 */
const compileShellEagerly: Plugin = {
  name: "compile-shell-eagerly",
  generateBundle: {
    order: "post",
    handler(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && SHELL_CHUNKS.has(chunk.name))
          chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    },
  },
};

/** `vite build` builds the browser's app; `vite build --ssr entry-server.tsx` the server's renderer of it. */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [shell.plugin, compileShellEagerly])],
  build: isSsrBuild
    ? {
        outDir: "../../dist/ssr",
        emptyOutDir: true,
        sourcemap: false,
        target: "node24",
        copyPublicDir: false,
      }
    : {
        outDir: "../../dist/web",
        emptyOutDir: true,
        sourcemap: false,
        target: "es2022",
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // The app's shell (start-app.tsx and all it imports) in one file: loaded as one request and
              // one module instead of some 25, each with its own preload and instantiation on a slow phone.
              groups: [
                // Vite's preloading code stays apart: main.tsx needs it before the shell is fetched.
                { name: "preload-helper", test: /vite\/preload-helper/, priority: 3 },
                // The frameworks apart from the app, so main.tsx can run each in a task of its own.
                {
                  name: "react",
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 2,
                },
                { name: "react-router", test: /[\\/]node_modules[\\/]react-router[\\/]/, priority: 2 },
                { name: "start-app", test: /[\\/]src[\\/]web[\\/]start-app\.tsx$/, priority: 1 },
              ],
            },
          },
        },
        modulePreload: {
          // Every browser the shop supports preloads modules itself.
          polyfill: false,
          resolveDependencies: shell.resolveDependencies,
        },
      },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:3000",
      "/ws": { target: "ws://localhost:3000", ws: true },
      "/healthz": "http://localhost:3000",
    },
  },
}));
