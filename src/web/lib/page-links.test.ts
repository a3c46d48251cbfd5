// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { applyPageLinks, resetServedPath } from "./page-links.ts";

const SERVED = `<link rel="canonical" href="https://shop.example/faq" />
<meta property="og:url" content="https://shop.example/faq" />
<meta property="og:image" content="https://shop.example/images/og/faq.jpg" />
<script type="application/ld+json">{"@type":"FAQPage"}</script>`;

const canonicals = () => document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]');
const og = (p: string) => document.head.querySelector<HTMLMetaElement>(`meta[property="${p}"]`)?.content;

beforeEach(() => {
  document.head.innerHTML = SERVED;
  resetServedPath();
});

describe("applyPageLinks", () => {
  it("keeps the server's tags on the page it served", () => {
    applyPageLinks("/faq/");
    expect([...canonicals()].map((l) => l.href)).toEqual(["https://shop.example/faq"]);
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(1);
    expect(og("og:image")).toBe("https://shop.example/images/og/faq.jpg");
  });

  it("names the next page in the one canonical link and drops the first page's structured data", () => {
    applyPageLinks("/faq");
    applyPageLinks("/sports-socks");
    expect([...canonicals()].map((l) => l.href)).toEqual(["https://shop.example/sports-socks"]);
    expect(og("og:url")).toBe("https://shop.example/sports-socks");
    expect(og("og:image")).toBe("https://shop.example/images/og-default.jpg");
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });

  it("has no canonical link on an unknown path", () => {
    applyPageLinks("/faq");
    applyPageLinks("/no-such-page");
    expect(canonicals()).toHaveLength(0);
    expect(og("og:url")).toBeUndefined();
  });
});
