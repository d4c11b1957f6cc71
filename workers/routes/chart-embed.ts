import type { Context } from "hono";
import { z } from "zod";
import { documented } from "../openapi/describe";
import { PAIR_PAGE_PARAMETER } from "../openapi/page-parameters";

export const documentedChartEmbed = documented({
  tag: "Embeds",
  summary: "The chart iframe of a pair",
  description: 'An HTML page any site may frame: <iframe src="/iframe/{pairAddress}">. Its options travel in the query string.',
  response: z.string(),
  mediaType: "text/html",
  parameters: [PAIR_PAGE_PARAMETER],
});

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
