import { z } from "zod";
import { DiscountCode } from "#shared/schemas/discount-codes.ts";
import { DISCOUNT_CODES_URL, useAdminQuery } from "./admin-query.ts";

export const useDiscountCodes = () => useAdminQuery(DISCOUNT_CODES_URL, z.array(DiscountCode));
