import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../env.ts";
import { EARLY_INPUT_CSP_SOURCE } from "../lib/early-input-script.ts";

const STRIPE = {
  script: ["https://js.stripe.com"],
  connect: ["https://api.stripe.com"],
  frame: ["https://js.stripe.com", "https://hooks.stripe.com"],
};
const GOOGLE = {
  script: ["https://www.googletagmanager.com"],
  connect: [
    "https://www.google-analytics.com",
    "https://*.google-analytics.com",
    "https://*.analytics.google.com",
    "https://www.googletagmanager.com",
    "https://www.googleadservices.com",
    "https://googleads.g.doubleclick.net",
  ],
  img: [
    "https://www.google-analytics.com",
    "https://www.googletagmanager.com",
    "https://googleads.g.doubleclick.net",
  ],
  frame: ["https://td.doubleclick.net", "https://www.googletagmanager.com"],
};

/** The CSP names Stripe and Google's tags only when those are configured. */
export function cspDirectives(config: Config): Record<string, string[]> {
  const stripe = config.PAYMENT_PROVIDER === "stripe";
  const google = Boolean(config.GA_MEASUREMENT_ID || config.ADS_CONVERSION_ID);
  const add = (base: string[], s: string[] | undefined, g: string[] | undefined) => [
    ...base,
    ...(stripe && s ? s : []),
    ...(google && g ? g : []),
  ];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": add(["'self'", EARLY_INPUT_CSP_SOURCE], STRIPE.script, GOOGLE.script),
    // CSP3 'self' covers the same-origin WebSocket of the live chat (/ws).
    "connect-src": add(["'self'"], STRIPE.connect, GOOGLE.connect),
    "img-src": add(["'self'", "data:", "blob:"], [], GOOGLE.img),
    "frame-src": add(["'self'"], STRIPE.frame, GOOGLE.frame),
    "style-src": ["'self'", "'unsafe-inline'"],
    "font-src": ["'self'", "data:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'self'"],
  };
  // The media library's variants, when a bucket serves them (MEDIA_PUBLIC_URL).
  if (config.MEDIA_PUBLIC_URL) {
    const media = new URL(config.MEDIA_PUBLIC_URL).origin;
    directives["img-src"]?.push(media);
    directives["media-src"] = ["'self'", media];
  }
  if (config.PUBLIC_URL?.startsWith("https://")) directives["upgrade-insecure-requests"] = [];
  return directives;
}

/**
 * JSON answers get the headers that matter to an API response (OWASP's REST Security Cheat Sheet) as one
 * static set: helmet's document-only headers (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection) do nothing on JSON, and each
 * header costs throughput on the hot paths. Set in a global onRequest hook, which runs before any route's
 * own hooks, so answers those end early (401 from the admin guard, 429 from a rate limit) and errors
 * carry them too.
 */
export function apiHeaders(config: Config): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-resource-policy": "same-origin",
    "referrer-policy": "no-referrer",
    ...(config.PUBLIC_URL?.startsWith("https://")
      ? { "strict-transport-security": "max-age=31536000; includeSubDomains" }
      : {}),
    "x-content-type-options": "nosniff",
    "x-frame-options": "DENY",
  };
}

const isApi = (url: string) => url.startsWith("/api/");

/**
 * Every answer starts with the static JSON set, from one sync hook: the API's hot paths pay nothing more.
 * Register before any route.
 */
export function registerApiHeaders(app: FastifyInstance, config: Config): void {
  const headers = apiHeaders(config);
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * Pages (the app shell, static files, the not-found page) get helmet's headers with the page CSP. Call it
 * inside the encapsulated context that registers them, so helmet's per-request hooks run for pages only.
 */
export async function registerPageSecurity(pages: FastifyInstance, config: Config): Promise<void> {
  const apiHeaderNames = Object.keys(apiHeaders(config));
  // Before helmet, whose headers on the raw response the reply's own would override: drop the JSON set,
  // except on an unknown /api path, which reaches the pages' not-found handler and answers JSON.
  pages.addHook("onRequest", (request, reply, done) => {
    if (!isApi(request.url)) for (const name of apiHeaderNames) reply.removeHeader(name);
    done();
  });
  await pages.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL?.startsWith("https://") ? undefined : false,
  });
  // The shop's pictures are public and meant to be shown elsewhere: the logo in every email (mail clients
  // load it from their own origin) and the share cards. Pages and scripts stay same-origin.
  pages.addHook("onRequest", (request, reply, done) => {
    if (request.url.startsWith("/images/")) reply.header("cross-origin-resource-policy", "cross-origin");
    done();
  });
}
