import type { ComponentProps } from "react";
import { openCookiePreferences } from "#web/lib/consent.ts";

/** A "Cookie Settings" control for the footer or a settings page: reopens the preferences dialog. */
export function CookieSettingsButton({ className, ...props }: ComponentProps<"button">) {
  return (
    <button type="button" onClick={openCookiePreferences} className={className} {...props}>
      Cookie Settings
    </button>
  );
}
