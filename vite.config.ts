import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** `vite build` builds the browser's app; `vite build --ssr entry-server.tsx` the server's renderer of it. */
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  publicDir: "../../public",
  plugins: [react(), tailwindcss()],
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
