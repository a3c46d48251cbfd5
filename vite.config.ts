import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * The files every page has loaded before any lazy chunk: the entry and its static imports (index.html's
 * modulepreloads). The lists of what to preload with a lazy chunk leave them out: preloading them again does
 * nothing, and naming them in every chunk that has a lazy import cost each page about 3 KB of gzip JavaScript.
 */
function shellFiles() {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: "shell-files",
    // Before Vite writes the preload lists (its import analysis runs after the project's plugins).
    generateBundle(_options, bundle) {
      files.clear();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== "chunk") return;
        files.add(fileName);
        for (const imported of chunk.imports) add(imported);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunk.isEntry) add(chunk.fileName);
    },
  };
  return { plugin, loaded: (fileName: string) => files.has(fileName) };
}

const shell = shellFiles();

/** `vite build` builds the browser's app; `vite build --ssr entry-server.tsx` the server's renderer of it. */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [shell.plugin])],
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
        modulePreload: {
          resolveDependencies: (_file: string, deps: string[]) => deps.filter((dep) => !shell.loaded(dep)),
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
