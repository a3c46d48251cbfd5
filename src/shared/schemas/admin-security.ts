import { z } from "zod";
import { SECOND_FACTOR_STATES } from "#shared/staff/second-factor.ts";

/** A sign-in ticket or session id as the server makes them: base64url. */
const Ticket = z
  .string()
  .min(16, "The sign-in has expired. Please start again.")
  .max(200, "The sign-in has expired. Please start again.")
  .regex(/^[A-Za-z0-9_-]+$/, "The sign-in has expired. Please start again.");

/** A TOTP or recovery code as typed; its form is checked by the server, which names what is wrong. */
const Code = z.string().trim().min(1, "Enter a code").max(64, "That code is too long");

export const SecondFactorLoginBody = z.object({
  challenge: Ticket,
  code: Code,
  /** "token" for API clients that keep the token themselves; the admin in a browser uses the cookie. */
  session: z.enum(["cookie", "token"]).optional(),
});

export const CodeBody = z.object({ code: Code });

export const SecondFactorState = z.enum(SECOND_FACTOR_STATES);

export const SecondFactorStatus = z.object({
  state: SecondFactorState,
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>;

export const EnrolmentStart = z.object({
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  uri: z.string(),
  /** The URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type EnrolmentStart = z.infer<typeof EnrolmentStart>;

export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodes>;

export const AdminSession = z.object({
  id: z.number().int(),
  device: z.string(),
  address: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof AdminSession>;

export const AdminSessions = z.object({ sessions: z.array(AdminSession) });

export const ChangePasswordBody = z.object({
  currentPassword: z.string().max(1024, "Password is too long"),
  newPassword: z.string().max(1024, "Password is too long"),
});
