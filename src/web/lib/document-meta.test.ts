// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { metaFor, NOT_FOUND_PAGE } from "#web/pages.ts";
import { applyDocumentMeta } from "./document-meta.ts";

const content = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;

beforeEach(() => {
  document.head.innerHTML = "";
});

describe("applyDocumentMeta", () => {
  it("sets the title, description and social tags", () => {
    const meta = metaFor("/sports-socks");
    applyDocumentMeta(meta);
    expect(document.title).toBe(meta.title);
    expect(content('meta[name="description"]')).toBe(meta.description);
    expect(content('meta[property="og:title"]')).toBe(meta.title);
    expect(content('meta[property="og:description"]')).toBe(meta.description);
    expect(content('meta[name="twitter:title"]')).toBe(meta.title);
    expect(content('meta[name="twitter:description"]')).toBe(meta.description);
  });

  it("updates the tags the server rendered instead of adding copies", () => {
    document.head.innerHTML =
      '<meta name="description" content="old"><meta property="og:title" content="old">';
    applyDocumentMeta(NOT_FOUND_PAGE.meta);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(content('meta[property="og:title"]')).toBe(NOT_FOUND_PAGE.meta.title);
  });

  it("uses the not-found meta for an unknown path", () => {
    expect(metaFor("/no-such-page")).toBe(NOT_FOUND_PAGE.meta);
  });
});
