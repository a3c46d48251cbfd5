export { EMPTY_ROOT, type RenderedRoot, type RootRenderer, serverPages } from "./pages.ts";
export { loadRenderer, type Renderer } from "./renderer.ts";
export { warmPublicPages } from "./warm-up.ts";
