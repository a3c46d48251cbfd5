/**
 * A small check of the JSON-LD the pages emit against schema.org's types: the properties each type needs
 * (as Google's rich results name them) and the shapes schema.org expects. Returns the problems found.
 */
type Node = Record<string, unknown>;

const SCHEMA = /^https?:\/\/schema\.org\/?$/;
const ITEM_AVAILABILITY = [
  "InStock",
  "OutOfStock",
  "PreOrder",
  "BackOrder",
  "Discontinued",
  "LimitedAvailability",
  "OnlineOnly",
  "InStoreOnly",
  "SoldOut",
];

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && !Array.isArray(v);
const text = (v: unknown) => typeof v === "string" && v.trim().length > 0;
const absoluteUrl = (v: unknown) => typeof v === "string" && /^https?:\/\/[^\s]+$/.test(v);

function checkOffer(offer: unknown, at: string, problems: string[]): void {
  if (!isNode(offer) || !["Offer", "AggregateOffer"].includes(offer["@type"] as string)) {
    problems.push(`${at}: not an Offer`);
    return;
  }
  const price = offer["@type"] === "Offer" ? offer.price : offer.lowPrice;
  if (!(typeof price === "number" || (typeof price === "string" && /^\d+(\.\d+)?$/.test(price))))
    problems.push(`${at}.price: not a number without a currency sign (${String(price)})`);
  if (typeof offer.priceCurrency !== "string" || !/^[A-Z]{3}$/.test(offer.priceCurrency))
    problems.push(`${at}.priceCurrency: not an ISO 4217 code`);
  const availability = offer.availability;
  const name = typeof availability === "string" ? availability.replace(/^https?:\/\/schema\.org\//, "") : "";
  if (typeof availability !== "string" || !availability.startsWith("https://schema.org/"))
    problems.push(`${at}.availability: not a schema.org URL`);
  else if (!ITEM_AVAILABILITY.includes(name))
    problems.push(`${at}.availability: no ItemAvailability ${name}`);
  if (offer.url !== undefined && !absoluteUrl(offer.url)) problems.push(`${at}.url: not an absolute URL`);
}

const CHECKS: Record<string, (node: Node, at: string, problems: string[]) => void> = {
  Product(node, at, problems) {
    if (!text(node.name)) problems.push(`${at}.name: missing`);
    const offers = node.offers;
    if (offers === undefined) problems.push(`${at}.offers: missing`);
    else if (Array.isArray(offers)) {
      for (const [i, o] of offers.entries()) checkOffer(o, `${at}.offers[${i}]`, problems);
    } else checkOffer(offers, `${at}.offers`, problems);
    for (const image of [node.image].flat())
      if (!absoluteUrl(image)) problems.push(`${at}.image: not an absolute URL`);
  },
  FAQPage(node, at, problems) {
    const entities = node.mainEntity;
    if (!Array.isArray(entities) || entities.length === 0) {
      problems.push(`${at}.mainEntity: no questions`);
      return;
    }
    entities.forEach((q, i) => {
      const here = `${at}.mainEntity[${i}]`;
      if (!isNode(q) || q["@type"] !== "Question") {
        problems.push(`${here}: not a Question`);
        return;
      }
      if (!text(q.name)) problems.push(`${here}.name: missing`);
      const answer = q.acceptedAnswer;
      if (!isNode(answer) || answer["@type"] !== "Answer")
        problems.push(`${here}.acceptedAnswer: not an Answer`);
      else if (!text(answer.text)) problems.push(`${here}.acceptedAnswer.text: missing`);
    });
  },
  Organization(node, at, problems) {
    if (!text(node.name)) problems.push(`${at}.name: missing`);
    if (!absoluteUrl(node.url)) problems.push(`${at}.url: not an absolute URL`);
    if (node.logo !== undefined && !absoluteUrl(node.logo)) problems.push(`${at}.logo: not an absolute URL`);
  },
  BreadcrumbList(node, at, problems) {
    const items = node.itemListElement;
    if (!Array.isArray(items) || items.length < 2) {
      problems.push(`${at}.itemListElement: fewer than two items`);
      return;
    }
    items.forEach((item, i) => {
      const here = `${at}.itemListElement[${i}]`;
      if (!isNode(item) || item["@type"] !== "ListItem") {
        problems.push(`${here}: not a ListItem`);
        return;
      }
      if (item.position !== i + 1) problems.push(`${here}.position: ${String(item.position)}, not ${i + 1}`);
      if (!text(item.name)) problems.push(`${here}.name: missing`);
      // The last crumb may go without its URL; every other one needs it.
      if (i < items.length - 1 && !absoluteUrl(item.item)) problems.push(`${here}.item: not an absolute URL`);
    });
  },
};

/** Problems with one top-level JSON-LD object; empty when it is valid for the types checked here. */
export function schemaOrgProblems(data: unknown): string[] {
  if (!isNode(data)) return ["not an object"];
  const problems: string[] = [];
  if (typeof data["@context"] !== "string" || !SCHEMA.test(data["@context"]))
    problems.push("@context: not schema.org");
  const type = data["@type"];
  const check = typeof type === "string" ? CHECKS[type] : undefined;
  if (!check) return [...problems, `@type: ${String(type)} is not one this validator knows`];
  check(data, type as string, problems);
  return problems;
}

/** Every JSON-LD block of an HTML page, parsed. */
export function jsonLdOf(html: string): Node[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...blocks].map((m) => JSON.parse(m[1] ?? "null") as Node);
}
