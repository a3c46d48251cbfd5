import { z } from "zod";
import { API_DECIMAL } from "../money.ts";

/** A price in the API: a decimal string with two places, "55.00". */
export const DecimalPrice = z.string().regex(API_DECIMAL);

export const ErrorBody = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /** The request's id (also the X-Request-Id header), for a shopper to quote; the server adds it to every error. */
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** A database id in a path: digits only, in the int4 range. */
export const IdParam = z.object({
  id: z.coerce
    .number({ error: "id must be a number" })
    .int("id must be a whole number")
    .positive("id must be positive")
    .max(2_147_483_647, "id is out of range"),
});

export const Email = z.email("Invalid email address").max(254);

/** Who an order is for and where it goes, as the admin and the payment page show it. */
export const OrderContact = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  country: z.string(),
});
export type OrderContact = z.infer<typeof OrderContact>;
