import { createHash } from "node:crypto";
import { EARLY_INPUT_SCRIPT } from "#shared/early-input.ts";

/** The page's first script (it holds taps made before the app is ready), inline so it runs before any paint. */
export const EARLY_INPUT_TAG = `<script>${EARLY_INPUT_SCRIPT}</script>`;

/** The CSP source that allows exactly that inline script and no other. */
export const EARLY_INPUT_CSP_SOURCE = `'sha256-${createHash("sha256").update(EARLY_INPUT_SCRIPT).digest("base64")}'`;
