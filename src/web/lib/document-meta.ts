import type { PageMeta } from "#shared/page-meta.ts";

type MetaAttribute = "name" | "property";

/** Updates the tag the server rendered, or adds one when the page was served without it. */
function setMetaContent(attribute: MetaAttribute, key: string, content: string): void {
  const existing =
    document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"]`) ??
    document.head.querySelector<HTMLMetaElement>(`meta[property="${key}"]`);
  if (existing) {
    existing.content = content;
    return;
  }
  const tag = document.createElement("meta");
  tag.setAttribute(attribute, key);
  tag.content = content;
  document.head.append(tag);
}

export function applyDocumentMeta(meta: PageMeta): void {
  document.title = meta.title;
  setMetaContent("name", "description", meta.description);
  setMetaContent("property", "og:title", meta.title);
  setMetaContent("property", "og:description", meta.description);
  setMetaContent("name", "twitter:title", meta.title);
  setMetaContent("name", "twitter:description", meta.description);
  document.head.querySelector('meta[name="robots"]')?.remove();
  if (meta.noindex) setMetaContent("name", "robots", "noindex");
}
