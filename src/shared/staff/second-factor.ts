import { type Role, SECOND_FACTOR_REQUIRED } from "./roles.ts";

/**
 * Where a person stands with the second factor: `enabled`; `must-enrol` (their role needs one: until they
 * enrol they reach only their own session and the enrolment); `should-enrol` (the bootstrap owner, which
 * keeps working without one until it enrols, with a banner asking it to); `optional` (a role without the
 * requirement).
 */
export const SECOND_FACTOR_STATES = ["enabled", "must-enrol", "should-enrol", "optional"] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

export function secondFactorState(person: {
  role: Role;
  enabled: boolean;
  bootstrapOwner: boolean;
}): SecondFactorState {
  if (person.enabled) return "enabled";
  if (!SECOND_FACTOR_REQUIRED[person.role]) return "optional";
  return person.bootstrapOwner ? "should-enrol" : "must-enrol";
}

/** The state from a person's stored row: enabled once `totpEnabledAt` is set. */
export const secondFactorOf = (person: { role: Role; totpEnabledAt: Date | null; bootstrapOwner: boolean }) =>
  secondFactorState({ ...person, enabled: person.totpEnabledAt !== null });

export const MUST_ENROL_MESSAGE = "Set up a second factor first";
