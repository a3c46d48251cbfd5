import { type AttemptCounters, type AttemptLimit, hashedKeyPart } from "#server/plugins/rate-limit.ts";

/**
 * Failed sign-ins allowed per minute: per address and username, per username (only from addresses that
 * username never signed in from), per address. Past the first two, each refused attempt doubles the wait
 * (up to an hour).
 */
export const LOGIN_LIMITS = { perIpAndUser: 5, perUser: 20, perIp: 30, windowMs: 60_000 } as const;

interface CountedLimit {
  key: string;
  limit: AttemptLimit;
}

/**
 * The limits one attempt counts against. The username-wide ceiling stops guesses from many addresses; a
 * vouched-for sign-in (service.ts `vouchedFor`) skips it, so strangers cannot lock the admin out.
 */
export function signInLimits(username: string, address: string, vouched: boolean): CountedLimit[] {
  const user = hashedKeyPart(username.trim().toLowerCase());
  const { windowMs } = LOGIN_LIMITS;
  return [
    { key: `login:ip:${address}`, limit: { max: LOGIN_LIMITS.perIp, windowMs } },
    {
      key: `login:ipu:${address}:${user}`,
      limit: { max: LOGIN_LIMITS.perIpAndUser, windowMs, backoff: true },
    },
    ...(vouched
      ? []
      : [{ key: `login:u:${user}`, limit: { max: LOGIN_LIMITS.perUser, windowMs, backoff: true } }]),
  ];
}

/** Wrong second-factor codes allowed per person a minute; past them each refusal doubles the wait. */
export const SECOND_FACTOR_LIMIT = { max: 5, windowMs: 60_000, backoff: true } as const;

/**
 * The limit a code attempt counts against: per person, whatever the address, since the password is
 * already known to whoever is guessing codes.
 */
export function secondFactorLimits(userId: number): CountedLimit[] {
  return [{ key: `login:2fa:${userId}`, limit: SECOND_FACTOR_LIMIT }];
}

/** Wrong current passwords given to a password change, per person (the same limit as codes). */
export function currentPasswordLimits(userId: number): CountedLimit[] {
  return [{ key: `login:pw:${userId}`, limit: SECOND_FACTOR_LIMIT }];
}

/**
 * Counts the attempt against each limit in turn: the seconds to wait at the first one exceeded (a refused
 * attempt counts, which is what doubles a backoff), or null when the password may be checked.
 */
export async function takeAttempt(attempts: AttemptCounters, limits: CountedLimit[]): Promise<number | null> {
  for (const { key, limit } of limits) {
    const taken = await attempts.take(key, limit);
    if (!taken.allowed) return taken.retryAfterSeconds;
  }
  return null;
}

/** A correct password counts against no limit: its attempt is given back. */
export async function giveBackAttempt(attempts: AttemptCounters, limits: CountedLimit[]): Promise<void> {
  await Promise.all(limits.map(({ key }) => attempts.giveBack(key)));
}
