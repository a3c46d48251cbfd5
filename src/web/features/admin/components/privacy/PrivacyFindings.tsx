import { londonShortDate, londonShortDateTime } from "#shared/dates.ts";
import { formatPence } from "#shared/money.ts";
import {
  PRIVACY_KIND_LABELS,
  PRIVACY_KINDS,
  type PrivacyKind,
  type PrivacySearchResult,
} from "#shared/schemas/privacy.ts";

/** One line per record: enough to recognise it. */
function lines(found: PrivacySearchResult, kind: PrivacyKind): string[] {
  switch (kind) {
    case "orders":
      return found.orders.map(
        (o) =>
          `${o.orderNumber ?? `Unpaid order #${o.id}`} · ${o.status} · ${formatPence(o.totalPence)} · ${londonShortDate(o.createdAt)}${o.paid ? " · paid: accounting fields are kept" : ""}`,
      );
    case "prescriptions":
      return found.prescriptions.map(
        (p) =>
          `Prescription #${p.id} · ${londonShortDate(p.createdAt)} · ${p.orderId ? `for order #${p.orderId}` : "no order"} · ${p.hasFile ? "with a file" : "no file"}`,
      );
    case "contactMessages":
      return found.contactMessages.map((m) => `${m.subject} · ${londonShortDateTime(m.createdAt)}`);
    case "chatConversations":
      return found.chatConversations.map(
        (c) => `${c.messages} message${c.messages === 1 ? "" : "s"} · last ${londonShortDateTime(c.lastAt)}`,
      );
    case "clubMemberships":
      return found.clubMemberships.map(
        (m) => `Member since ${londonShortDate(m.createdAt)}${m.unsubscribed ? " · unsubscribed" : ""}`,
      );
    case "abandonedCarts":
      return found.abandonedCarts.map(
        (c) => `${formatPence(c.totalPence)} · ${londonShortDateTime(c.updatedAt)}`,
      );
    case "emails":
      return found.emails.map(
        (e) => `${e.kind.replaceAll("_", " ")} · ${e.status} · ${londonShortDateTime(e.createdAt)}`,
      );
  }
}

/** The search's records grouped by kind, each group with its count. */
export function PrivacyFindings({ found }: { found: PrivacySearchResult }) {
  return (
    <ul aria-label="Records found" className="grid gap-3 md:grid-cols-2">
      {PRIVACY_KINDS.map((kind) => {
        const count = found.counts[kind];
        const headingId = `privacy-kind-${kind}`;
        return (
          <li key={kind} aria-labelledby={headingId} className="rounded-lg border border-zinc-200 p-3">
            <h4 id={headingId} className="flex items-baseline justify-between gap-2 font-semibold">
              <span>{PRIVACY_KIND_LABELS[kind]}</span>
              <span className="text-sm text-zinc-600" data-testid={`privacy-count-${kind}`}>
                {count}
              </span>
            </h4>
            {count > 0 ? (
              <ul className="mt-2 flex flex-col gap-1 text-sm text-zinc-700">
                {lines(found, kind).map((line, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: lines of one answer, never reordered
                  <li key={i} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
