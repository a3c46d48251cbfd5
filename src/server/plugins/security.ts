import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyReply } from "fastify";
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

/** JSON answers need no CSP; these few static headers are enough and keep the hot paths cheap. */
const API_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "no-referrer",
  "cross-origin-resource-policy": "same-origin",
};

export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api/") || route.helmet !== undefined) return;
    route.helmet = false;
    const setHeaders = async (_request: unknown, reply: FastifyReply) => {
      reply.headers(API_HEADERS);
    };
    const existing = route.onRequest;
    route.onRequest = existing
      ? [setHeaders, ...(Array.isArray(existing) ? existing : [existing])]
      : [setHeaders];
  });
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.PUBLIC_URL?.startsWith("https://") ? undefined : false,
  });
}
