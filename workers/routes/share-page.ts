import type { Context } from "hono";
import { pairAddressSchema } from "../../shared/schemas/primitives";
import { pairDetail } from "../queries/pair-detail";
import { shareMeta } from "../share/share-meta";

/**
 * /chart/{pair}: the app's page, with the pair's title, description and share card in its head, so a shared
 * link previews as the chart it opens. The app itself is unchanged; a pair the indexer does not know (or
 * no pair at all) gets the page as it is, and the app says so.
 */
export async function servePairPage(c: Context<AppEnv>) {
  const parsed = pairAddressSchema.safeParse(c.req.param("address"));
  // The SPA answers every unknown path with the app's page: "/" is that page, whatever the path asked.
  const [page, detail] = await Promise.all([
    c.env.ASSETS.fetch(new URL("/", c.req.url)),
    parsed.success ? pairDetail(c.env, parsed.data.toLowerCase(), Math.floor(Date.now() / 1000)) : null,
  ]);
  const pair = detail?.pair ?? null;
  if (pair === null || !page.ok) return page;
  const meta = shareMeta(pair, c.req.url);
  return new HTMLRewriter()
    .on("title", { element: (title) => void title.setInnerContent(meta.title) })
    .on('meta[name="description"]', { element: (tag) => void tag.setAttribute("content", meta.description) })
    .on("head", { element: (head) => void head.append(meta.tags, { html: true }) })
    .transform(page);
}
