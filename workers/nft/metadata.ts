/** What a token's metadata shows: its name, an image the browser may load as <img src>, and its traits. */
export type NftMetadata = { name: string | null; image: string | null; attributes: { trait: string; value: string }[] };

const MAX_IMAGE_CHARS = 100_000;
const MAX_TRAITS = 20;
/** Images the page shows: inline raster or SVG (an <img> runs no script of an SVG) or an https URL. */
const SAFE_IMAGE = /^(data:image\/(svg\+xml|png|gif|jpeg|webp);base64,[A-Za-z0-9+/=]+|https:\/\/[^\s"'<>]+)$/;

/**
 * The metadata of a tokenURI/uri answer that carries it inline (a data: URI of JSON, base64 or not); null for
 * anything else (an http or ipfs link is not followed: the worker fetches nothing a contract names).
 */
export function inlineMetadata(uri: string): NftMetadata | null {
  const match = /^data:application\/json(;charset=[\w-]+)?(;base64)?,(.*)$/s.exec(uri.trim());
  if (match === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(match[2] ? atob(match[3]!) : decodeURIComponent(match[3]!));
  } catch {
    return null;
  }
  if (typeof json !== "object" || json === null) return null;
  const { name, image, attributes } = json as Record<string, unknown>;
  const traits = Array.isArray(attributes) ? attributes : [];
  return {
    name: typeof name === "string" ? name.slice(0, 200) : null,
    image: typeof image === "string" && image.length <= MAX_IMAGE_CHARS && SAFE_IMAGE.test(image) ? image : null,
    attributes: traits.slice(0, MAX_TRAITS).flatMap((item) => {
      const { trait_type: trait, value } = (item ?? {}) as Record<string, unknown>;
      return typeof trait === "string" && (typeof value === "string" || typeof value === "number")
        ? [{ trait: trait.slice(0, 60), value: String(value).slice(0, 60) }]
        : [];
    }),
  };
}
