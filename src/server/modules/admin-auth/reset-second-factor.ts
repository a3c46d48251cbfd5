import type { AppContext } from "#server/context.ts";
import { notFound } from "#server/lib/http-error.ts";
import { ownerAlertHtml, shopBrand } from "#server/modules/emails/index.ts";
import { clearSecondFactor, findUserById } from "./second-factor-repo.ts";
import { revokeAllSessions } from "./service.ts";

function adminUrl(config: AppContext["config"]): string {
  return `${(config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "")}/admin`;
}

/**
 * An owner's reset of another person's second factor (a lost phone): it is removed, every session of
 * theirs ends, and they are emailed so a reset they did not ask for does not go unnoticed. Whether an
 * email was queued (a person without an address gets none).
 */
export async function resetSecondFactor(
  ctx: AppContext,
  userId: number,
  by: { username: string },
): Promise<{ emailed: boolean }> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw notFound("No such person");
  await clearSecondFactor(ctx.db, userId);
  await revokeAllSessions(ctx, userId);
  if (!user.email) return { emailed: false };
  const subject = "Your second factor was reset";
  const lines = [
    `Hello ${user.name.trim() || user.username},`,
    `${by.username} reset the second factor of your admin account, and signed you out everywhere.`,
    "Sign in with your password and set up your authenticator app again.",
    "If you did not ask for this, tell the shop's owner straight away.",
  ];
  const url = adminUrl(ctx.config);
  const html = await ownerAlertHtml({ brand: await shopBrand(ctx), heading: subject, lines, adminUrl: url });
  await ctx.email.send("staff_second_factor_reset", {
    to: user.email,
    subject,
    text: [...lines, "", `Sign in: ${url}`].join("\n"),
    html,
  });
  return { emailed: true };
}
