import type { Context } from "hono";
import { z } from "zod";
import { pairAddressSchema } from "../../shared/schemas/primitives";
import { documented } from "../openapi/describe";
import { PAIR_PAGE_PARAMETER } from "../openapi/page-parameters";
import { pairDetail } from "../queries/pair-detail";
import { shareMeta } from "../share/share-meta";

export const documentedPairPage = documented({
  tag: "Embeds",
  summary: "The chart page of a pair, with its link preview",
  description:
    "The app's page for /chart/{pairAddress}, whose head carries the pair's Open Graph and X card tags (title, description and the share card of /api/v1/indexer/share-image/{pairAddress}), so a shared link previews as the chart it opens.",
  response: z.string(),
  mediaType: "text/html",
  parameters: [PAIR_PAGE_PARAMETER],
});

/**
 * /chart/{pair}: the app's page, with the pair's title, description and share card in its head, so a shared
 * link previews as the chart it opens. The app itself is unchanged; a pair the indexer does not know, or no pair
 * at all (a deeper path such as /chart/a/b, which the app sends home), gets the page as it is.
 */
export async function servePairPage(c: Context<AppEnv>) {
  const parsed = pairAddressSchema.safeParse(c.req.param("address"));
  // The SPA answers every unknown path with the app's page: "/" is that page, whatever the path asked.
  const [page, detail] = await Promise.all([
    c.env.ASSETS.fetch(new URL("/", c.req.url)),
    // The tags are extra: when the detail cannot be read the app still loads, and asks for it itself.
    parsed.success ? pairDetail(c.env, parsed.data.toLowerCase(), Math.floor(Date.now() / 1000)).catch(() => null) : null,
  ]);
  const pair = detail?.pair ?? null;
  // A copy: the assets' answer has immutable headers, and the edge cache sets its own on the way out.
  if (pair === null || !page.ok) return new Response(page.body, page);
  const meta = shareMeta(pair, c.req.url);
  const rewritten = new HTMLRewriter()
    .on("title", { element: (title) => void title.setInnerContent(meta.title) })
    .on('meta[name="description"]', { element: (tag) => void tag.setAttribute("content", meta.description) })
    .on("head", { element: (head) => void head.append(meta.tags, { html: true }) })
    .transform(page);
  // The asset's ETag names the file as stored, not this page: a revalidation must not match it.
  const response = new Response(rewritten.body, rewritten);
  response.headers.delete("ETag");
  return response;
}
