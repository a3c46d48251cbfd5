/** Reading a served page's HTML in API tests: what the server rendered into #root, and its data block. */

const ROOT_OPEN = '<div id="root">';
const SEED_BLOCK = /<script type="application\/json" id="ssr-data">([^<]*)<\/script>/;
const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
};

/** The text a reader sees in some HTML: tags dropped, React's text separators gone, entities decoded. */
export const textOf = (html: string): string =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, " ");

/** The HTML the server rendered inside #root ("" for the shell's empty root). */
export function renderedRoot(html: string): string {
  const start = html.indexOf(ROOT_OPEN);
  if (start < 0) throw new Error("the page has no #root");
  const seed = html.search(SEED_BLOCK);
  const end = seed >= 0 ? seed : html.indexOf("</body>");
  return html
    .slice(start + ROOT_OPEN.length, end)
    .trimEnd()
    .replace(/<\/div>$/, "");
}

/** The text of the page's <main> as rendered by the server (the header's menu and the footer left out). */
export function renderedMainText(html: string): string {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(renderedRoot(html))?.[1];
  return main === undefined ? "" : textOf(main);
}

/** The text of the first <h1> the server rendered, or undefined. */
export function renderedHeading(html: string): string | undefined {
  const h1 = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(renderedRoot(html))?.[1];
  return h1 === undefined ? undefined : textOf(h1).trim();
}

/** The answers the page was rendered with (the browser hydrates from them), or null without a data block. */
export function seedOf(html: string): Record<string, unknown> | null {
  const json = SEED_BLOCK.exec(html)?.[1];
  return json === undefined ? null : (JSON.parse(json) as Record<string, unknown>);
}
