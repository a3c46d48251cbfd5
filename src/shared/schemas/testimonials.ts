import { z } from "zod";
import { TESTIMONIAL_PAGES } from "../testimonials.ts";
import { optionalText, requiredText } from "./fields.ts";

export { TESTIMONIAL_PAGES };
export const TestimonialPage = z.enum(TESTIMONIAL_PAGES, { error: "Choose the page it appears on" });
export type TestimonialPage = z.infer<typeof TestimonialPage>;

export const TESTIMONIAL_PAGE_LABELS: Record<TestimonialPage, string> = {
  "prescription-guide": "Prescription sports sunglasses guide",
  "africa-r3d": "Africa R3D collection",
  "prescription-pro": "Prescription Pro",
};

export const QUOTE_MAX = 600;

const TESTIMONIAL_MESSAGES = {
  name: "Enter the customer's name",
  quote: "Enter the quote",
  sportOrSource: "Enter the sport, or where the quote comes from",
} as const;

/** A testimonial: name, achievement, quote, verified, location, sport or source. */
const fields = {
  name: requiredText("Name", TESTIMONIAL_MESSAGES.name, { max: 80 }),
  achievement: optionalText("Achievement", { max: 120 }).default(""),
  quote: requiredText("Quote", TESTIMONIAL_MESSAGES.quote, { max: QUOTE_MAX, multiline: true }),
  /** True only when the owner has matched the quote to a paid order. */
  verified: z.boolean().default(false),
  location: optionalText("Location", { max: 80 }).default(""),
  sport: optionalText("Sport", { max: 60 }).default(""),
  /** Where a quote from outside the shop was published (a review site, a club newsletter). */
  source: optionalText("Source", { max: 120 }).default(""),
  page: TestimonialPage,
  /** Hidden testimonials stay in the admin's list and are not shown. */
  active: z.boolean().default(true),
};

const hasSportOrSource = (t: { sport?: string; source?: string }) => Boolean(t.sport || t.source);

export const TestimonialInput = z
  .object(fields)
  .strict()
  .refine(hasSportOrSource, { message: TESTIMONIAL_MESSAGES.sportOrSource, path: ["sport"] });
export type TestimonialInput = z.input<typeof TestimonialInput>;
export type TestimonialValues = z.output<typeof TestimonialInput>;

/** An edit: only the fields sent change (the stored row is checked again as a whole). */
export const TestimonialPatch = z
  .object({
    name: fields.name.optional(),
    achievement: optionalText("Achievement", { max: 120 }),
    quote: fields.quote.optional(),
    verified: z.boolean().optional(),
    location: optionalText("Location", { max: 80 }),
    sport: optionalText("Sport", { max: 60 }),
    source: optionalText("Source", { max: 120 }),
    page: TestimonialPage.optional(),
    active: z.boolean().optional(),
  })
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: "Nothing to change" });
export type TestimonialPatch = z.input<typeof TestimonialPatch>;

/** What the storefront shows. */
export const Testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  achievement: z.string(),
  quote: z.string(),
  verified: z.boolean(),
  location: z.string(),
  sport: z.string(),
  source: z.string(),
  page: TestimonialPage,
});
export type Testimonial = z.infer<typeof Testimonial>;

/** What the admin edits: hidden ones too, in the admin's order. */
export const AdminTestimonial = Testimonial.extend({ active: z.boolean(), sortOrder: z.number().int() });
export type AdminTestimonial = z.infer<typeof AdminTestimonial>;

export const TestimonialIdParam = z.object({
  id: z.coerce.number({ error: "id must be a whole number" }).int().positive().max(2_147_483_647),
});

export const TestimonialOrder = z.object({
  ids: z
    .array(z.number().int().positive())
    .min(1, "Give the testimonials' ids in their new order")
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, "Each testimonial once"),
});
