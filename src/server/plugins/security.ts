import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../env.ts";

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
    "script-src": add(["'self'"], STRIPE.script, GOOGLE.script),
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
  if (config.PUBLIC_URL?.startsWith("https://")) directives["upgrade-insecure-requests"] = [];
  return directives;
}

/**
 * JSON answers get helmet's headers as one static set (a JSON answer needs no sources in its CSP), which
 * keeps the hot paths cheap. Set in a global onRequest hook, which runs before any route's own hooks, so
 * answers those end early (401 from the admin guard, 429 from a rate limit) and errors carry them too.
 */
export function apiHeaders(config: Config): Record<string, string> {
  return {
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    ...(config.PUBLIC_URL?.startsWith("https://")
      ? { "strict-transport-security": "max-age=31536000; includeSubDomains" }
      : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "DENY",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

const isApi = (url: string) => url.startsWith("/api/");

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  const headers = apiHeaders(config);
  app.addHook("onRoute", (route) => {
    if (isApi(route.url) && route.helmet === undefined) route.helmet = false;
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL?.startsWith("https://") ? undefined : false,
  });
  // After helmet's own hook, so an unknown /api path (no route, so helmet's page set) gets the JSON set.
  app.addHook("onRequest", (request, reply, done) => {
    if (isApi(request.url)) reply.headers(headers);
    done();
  });
}
