import { createRequire } from "node:module";
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/** Admin passwords in production are at least this long; elsewhere 8 will do. */
const PRODUCTION_MIN_LENGTH = 12;
const MIN_LENGTH = 8;
/** zxcvbn's 0-4 scale: 3 is "safely unguessable" (about 10^8 guesses or more). */
const MIN_SCORE = 3;
/** Words a guesser of this shop's admin password would try first. */
const SHOP_WORDS = ["ndr", "eyewear", "sports", "sunglasses", "shop", "admin", "administrator"];

let checker: ZxcvbnFactory | undefined;
/** Passwords are checked at start only: the checker (half of the ~28 MB it costs) goes after this long. */
const KEEP_MS = 60_000;

/**
 * zxcvbn with its common-password and English dictionaries, built on first use (about a second),
 * synchronously so that configuration loading can stay synchronous.
 */
function zxcvbn(): ZxcvbnFactory {
  if (!checker) {
    const require = createRequire(import.meta.url);
    setTimeout(() => {
      checker = undefined;
    }, KEEP_MS).unref();
    const core = require("@zxcvbn-ts/core") as typeof import("@zxcvbn-ts/core");
    const common = require("@zxcvbn-ts/language-common") as typeof import("@zxcvbn-ts/language-common");
    const en = require("@zxcvbn-ts/language-en") as typeof import("@zxcvbn-ts/language-en");
    checker = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  }
  return checker;
}

/**
 * Why this admin password must not be used, or undefined when it may: too short (12 characters in
 * production, 8 elsewhere), or easy to guess by zxcvbn's breached-password and word lists, the username
 * and the shop's own name included.
 */
export function adminPasswordProblem(
  password: string,
  opts: { production: boolean; username?: string },
): string | undefined {
  const min = opts.production ? PRODUCTION_MIN_LENGTH : MIN_LENGTH;
  if (password.length < min) return `must be at least ${min} characters`;
  const result = zxcvbn().check(password, [...SHOP_WORDS, ...(opts.username ? [opts.username] : [])]);
  if (result.score >= MIN_SCORE) return undefined;
  const why = result.feedback.warning ? ` (${result.feedback.warning.replace(/\.$/, "")})` : "";
  return `is too easy to guess${why}: use a longer passphrase of unrelated words`;
}
