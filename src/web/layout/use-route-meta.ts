import { useEffect } from "react";
import { metaFor } from "#web/pages.ts";
import { applyDocumentMeta } from "../lib/document-meta.ts";
import { applyPageLinks } from "../lib/page-links.ts";

/** Title, description, canonical link and social tags for the route; unknown paths get the not-found meta. */
export function useRouteMeta(pathname: string): void {
  useEffect(() => {
    applyDocumentMeta(metaFor(pathname));
    applyPageLinks(pathname);
  }, [pathname]);
}
