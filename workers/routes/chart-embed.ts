import type { Context } from "hono";

/**
 * /iframe/{pair}: the chart iframe's own page (frontend/iframe.html). Any site may frame it,
 * so it carries `frame-ancestors *` and never X-Frame-Options.
 */
export async function serveChartEmbed(c: Context<AppEnv>) {
  // The assets layer serves iframe.html at /iframe (it drops the .html extension).
  const page = await c.env.ASSETS.fetch(new URL("/iframe", c.req.url));
  const headers = new Headers(page.headers);
  headers.set("Content-Security-Policy", "frame-ancestors *");
  headers.delete("X-Frame-Options");
  return new Response(page.body, { status: page.status, headers });
}
