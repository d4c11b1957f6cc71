import type { Context } from "hono";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { OPENAPI_PATH } from "./paths";

// Swagger UI's files ship with the static assets (scripts/lib/package-assets.ts), never from a CDN.
const ASSETS = "/api-docs";

/** The page loads Swagger UI from our assets and runs one script of its own, by nonce; try-it-out calls our API. */
export const apiDocsSecurityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", NONCE],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: "strict-origin-when-cross-origin",
});

/** GET /api/docs: the interactive reference of the OpenAPI document, dark like the app. */
export function apiDocsPage(c: Context<AppEnv>) {
  return c.html(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>LQScan API reference</title>
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<style>
  body { margin: 0; background: #0b0e14; }
  .swagger-ui { filter: invert(0.9) hue-rotate(180deg); }
  .swagger-ui .microlight, .swagger-ui img { filter: invert(1) hue-rotate(180deg); }
</style>
</head>
<body>
<main id="reference"></main>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script nonce="${c.get("secureHeadersNonce")}">
  SwaggerUIBundle({ url: "${OPENAPI_PATH}", dom_id: "#reference", deepLinking: true, tryItOutEnabled: true, displayRequestDuration: true });
</script>
</body>
</html>`);
}
