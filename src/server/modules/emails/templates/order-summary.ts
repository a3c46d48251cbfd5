import { Img } from "@react-email/img";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { createElement as h } from "react";
import { formatPence } from "#shared/money.ts";
import { vatIncludedPence } from "#shared/pricing/vat.ts";
import { styles, withBreaks } from "./layout.ts";

export interface OrderLine {
  quantity: number;
  name: string;
  /** What was bought, "Celeste, Polarized": the description every output of the order shows. */
  description: string;
  totalPence: number;
  /** The line's picture (absolute URL): the owner's photo of its colour or product, else the drawing. */
  picture?: string;
}

interface DeliveryAddress {
  name: string;
  address: string;
  city: string;
  postcode: string;
  country: string;
}

/** An order as its emails show it: every amount is integer pence and VAT-inclusive. */
export interface OrderSummary {
  number: string;
  placedAt: Date;
  customerName: string;
  lines: OrderLine[];
  subtotalPence: number;
  discountPence: number;
  discountCode: string | null;
  shippingPence: number;
  totalPence: number;
  /** What the card was charged (a minimum charge can make it differ from the total). */
  chargedPence: number;
  address: DeliveryAddress;
}

/** The class render.ts lays out as columns in the text part. */
export const AMOUNTS_CLASS = "amounts";

const cell = { fontSize: "15px", lineHeight: "22px", padding: "4px 0", verticalAlign: "top" };
const muted = { fontSize: "13px", color: "#52525b" };

function amountRow(label: string, value: string, strong = false) {
  const weight = strong ? { fontWeight: 700 } : {};
  return h(
    "tr",
    { key: label },
    h("td", { style: { ...cell, ...weight } }, label),
    h("td", { align: "right", style: { ...cell, ...weight } }, value),
  );
}

/** The receipt part of an email: each line, discount, shipping, total, the VAT in it and the seller's VAT number. */
export function OrderTotals({ order, vatNumber }: { order: OrderSummary; vatNumber: string }) {
  const lines = order.lines.map((line, i) =>
    h(
      "tr",
      { key: `line-${i}` },
      h(
        "td",
        { style: cell },
        line.picture
          ? h(Img, {
              src: line.picture,
              alt: "",
              width: 64,
              height: 48,
              style: {
                display: "inline-block",
                marginRight: "12px",
                borderRadius: "6px",
                objectFit: "cover",
                verticalAlign: "middle",
              },
            })
          : null,
        `${line.quantity} × ${line.name}`,
        line.description ? h("br") : null,
        line.description ? h("span", { style: muted }, line.description) : null,
      ),
      h("td", { align: "right", style: cell }, formatPence(line.totalPence)),
    ),
  );
  const discountLabel = `Discount${order.discountCode ? ` (${order.discountCode})` : ""}`;
  return h(
    Section,
    { style: { margin: "16px 0" } },
    h(
      "table",
      { className: AMOUNTS_CLASS, width: "100%", cellPadding: 0, cellSpacing: 0, role: "presentation" },
      h(
        "tbody",
        null,
        ...lines,
        amountRow("Subtotal", formatPence(order.subtotalPence)),
        order.discountPence > 0 ? amountRow(discountLabel, `-${formatPence(order.discountPence)}`) : null,
        amountRow("Shipping", order.shippingPence === 0 ? "Free" : formatPence(order.shippingPence)),
        amountRow("Total", formatPence(order.totalPence), true),
        order.chargedPence !== order.totalPence
          ? amountRow("Charged to your card", formatPence(order.chargedPence))
          : null,
        amountRow("VAT included (20%)", formatPence(vatIncludedPence(order.chargedPence))),
      ),
    ),
    h(Text, { style: styles.muted }, `Seller's VAT number: ${vatNumber}`),
  );
}

export function AddressBlock({ address }: { address: DeliveryAddress }) {
  const parts = [address.name, address.address, address.city, address.postcode, address.country].filter(
    (p) => p.trim() !== "",
  );
  return h(
    Section,
    null,
    h(Text, { style: { ...styles.text, fontWeight: 700 } }, "Delivery address"),
    h(Text, { style: styles.text }, ...withBreaks(parts)),
  );
}
