import { cors } from "hono/cors";
import { createMiddleware } from "hono/factory";
import { secureHeaders } from "hono/secure-headers";

/**
 * What a security review expects on every answer of the worker: no MIME sniffing, no referrer beyond the
 * origin, and for the API's JSON a policy that loads nothing. Framing is decided per route (the chart
 * iframe may be framed by anyone, and says so itself).
 */
export const apiSecurityHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: false,
  crossOriginResourcePolicy: "cross-origin",
  crossOriginEmbedderPolicy: false,
});

export const pageSecurityHeaders = secureHeaders({
  referrerPolicy: "strict-origin-when-cross-origin",
  xFrameOptions: false,
  crossOriginResourcePolicy: "cross-origin",
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
});

const READ_METHODS = ["GET", "HEAD", "OPTIONS"];
const corsForReads = cors({ origin: "*", allowMethods: ["GET", "HEAD"], maxAge: 86_400 });

/** The public read API may be called from any site's browser; writes are for our own pages only (no CORS). */
export const openReads = createMiddleware<AppEnv>((c, next) => (READ_METHODS.includes(c.req.method) ? corsForReads(c, next) : next()));
