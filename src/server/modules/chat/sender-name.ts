import { CHAT_DEFAULT_SENDER, CHAT_MAX_SENDER_LENGTH } from "#shared/schemas/chat.ts";

/**
 * A shopper's chat name as the admin's console shows it. The shop's own names (Admin, Support, System...)
 * are refused however they are spelt: with full-width or styled letters, accents, Cyrillic or Greek
 * look-alikes, digits for letters, or invisible characters in between.
 */

/** Format characters (zero-width spaces and joiners, bidi controls, soft hyphen...), controls, blank fillers. */
const INVISIBLE = /[\p{Cf}\p{Cc}\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** Letters of other scripts, and digits and signs, that read as Latin letters (after lower-casing). */
const LOOK_ALIKES = new Map(
  [
    // Cyrillic
    "а=a в=b г=r д=d е=e ё=e к=k м=m н=h о=o п=n р=p с=c т=t у=y х=x ѕ=s і=i ї=i ј=j ԁ=d һ=h ӏ=l ԛ=q ԝ=w ү=y ь=b",
    // Greek
    "α=a β=b γ=y δ=d ε=e ζ=z η=n ι=i κ=k μ=u ν=v ο=o ρ=p σ=o ς=s τ=t υ=u χ=x ω=w ϲ=c ϳ=j",
    // Latin letters outside a-z, small capitals
    "ı=i ɩ=i ȷ=j ɡ=g ʏ=y ᴀ=a ᴅ=d ᴍ=m ɪ=i ɴ=n ꜱ=s ᴛ=t ᴜ=u ᴏ=o ᴘ=p ʀ=r ß=ss æ=ae œ=oe ø=o đ=d ħ=h ł=l",
    // Digits and signs written for letters
    "0=o 1=i 3=e 4=a 5=s 7=t 8=b @=a $=s !=i |=i",
  ]
    .join(" ")
    .split(" ")
    .map((pair) => pair.split("=") as [string, string]),
);

/** Folds text to the plain a-z letters it reads as: "Аdm1n" and "ѕupроrt" (Cyrillic) read as Latin. */
function fold(text: string): string {
  return (
    [...text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")]
      .map((ch) => LOOK_ALIKES.get(ch) ?? ch)
      .join("")
      // An l and an i look alike in many fonts, and rn looks like m.
      .replace(/l/g, "i")
      .replace(/rn/g, "m")
      .replace(/[^a-z]/g, "")
  );
}

/** Words the shop uses for itself; a name that reads as containing one is refused. */
const RESERVED = ["admin", "support", "system", "moderator", "service", "helpdesk", "official"].map(fold);

/** The name to store and show: NFKC (plain letters for styled ones), nothing invisible, single spaces. */
export function normaliseName(raw: string): string {
  const text = raw.normalize("NFKC").replace(INVISIBLE, "").replace(/\s+/gu, " ").trim();
  return [...text].slice(0, CHAT_MAX_SENDER_LENGTH).join("");
}

/** The name reduced to the plain a-z letters it reads as, to compare with the reserved words. */
function nameSkeleton(name: string): string {
  return fold(normaliseName(name));
}

/**
 * A word of the name reads as containing a reserved word ("Admin", "Live-Support", "Ѕуѕtem1"), or the whole
 * name starts or ends with one once its spaces are gone ("A d m i n", "Sup port"). Only the ends of the whole
 * name, so that "Chad Minter" is not read as "admin".
 */
export function isReservedName(name: string): boolean {
  const whole = nameSkeleton(name);
  const words = normaliseName(name).split(" ").map(fold);
  return RESERVED.some(
    (reserved) =>
      words.some((word) => word.includes(reserved)) || whole.startsWith(reserved) || whole.endsWith(reserved),
  );
}

/** The sender a shopper's message is stored under: their normalised name, or "Customer" for none or a reserved one. */
export function shopperSender(raw: string | undefined): string {
  const name = normaliseName(raw ?? "");
  return !name || isReservedName(name) ? CHAT_DEFAULT_SENDER : name;
}
