import { initWasm, Resvg } from "@resvg/resvg-wasm";
import resvgModule from "@resvg/resvg-wasm/index_bg.wasm";
import { SHARE_FONT_FAMILY, SHARE_FONT_FILES, SHARE_FONT_FOLDER } from "./share-fonts";

let ready: Promise<Uint8Array[]> | null = null;

/** resvg's module is instantiated once per isolate, and its fonts read from the static assets once. */
function prepare(assets: Fetcher, origin: string): Promise<Uint8Array[]> {
  ready ??= (async () => {
    const [, ...fonts] = await Promise.all([
      initWasm(resvgModule),
      ...SHARE_FONT_FILES.map(async (file) => {
        const answer = await assets.fetch(new URL(`/${SHARE_FONT_FOLDER}/${file}`, origin));
        if (!answer.ok) throw new Error(`share font ${file} answered ${answer.status}`);
        return new Uint8Array(await answer.arrayBuffer());
      }),
    ]);
    return fonts;
  })().catch((error: unknown) => {
    ready = null;
    throw error;
  });
  return ready;
}

/** An SVG drawn as PNG, the format every link preview (X, Telegram, Discord, iMessage) shows; SVG previews are not. */
export async function renderPng(assets: Fetcher, origin: string, svg: string): Promise<Uint8Array> {
  const fontBuffers = await prepare(assets, origin);
  const resvg = new Resvg(svg, { font: { fontBuffers, defaultFontFamily: SHARE_FONT_FAMILY }, fitTo: { mode: "original" } });
  try {
    const image = resvg.render();
    const png = image.asPng();
    image.free();
    return png;
  } finally {
    resvg.free();
  }
}
