import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";
import { SHARE_FONT_FILES, SHARE_FONT_FOLDER } from "../../workers/share/share-fonts";

const require = createRequire(import.meta.url);

/** Files of npm packages served with the static assets, so nothing is loaded from a CDN (and an offline devnet works). */
const PACKAGE_ASSETS = [
  // The API reference's script and styles: the worker's /api/docs page loads them.
  { packageName: "swagger-ui-dist", from: "", files: ["swagger-ui-bundle.js", "swagger-ui.css"], to: "api-docs" },
  // The faces the worker draws share cards in (workers/share/render-png.ts reads them from the assets).
  { packageName: "dejavu-fonts-ttf", from: "ttf", files: [...SHARE_FONT_FILES], to: SHARE_FONT_FOLDER },
];

/** Emits each package's files into the build under its folder. */
export function packageAssets(): Plugin {
  return {
    name: "package-assets",
    apply: "build",
    generateBundle() {
      for (const { packageName, from, files, to } of PACKAGE_ASSETS) {
        const folder = join(dirname(require.resolve(`${packageName}/package.json`)), from);
        for (const file of files) this.emitFile({ type: "asset", fileName: `${to}/${file}`, source: readFileSync(join(folder, file)) });
      }
    },
  };
}
