import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const swaggerUiFolder = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/** Where the API reference's script and styles are served from (the worker's /api/docs page loads them). */
export const API_DOCS_ASSETS = "api-docs";

/** Ships Swagger UI's bundle with the static assets, so /api/docs works with no CDN (and on an offline devnet). */
export function apiDocsAssets(): Plugin {
  return {
    name: "api-docs-assets",
    apply: "build",
    generateBundle() {
      for (const file of ["swagger-ui-bundle.js", "swagger-ui.css"]) {
        this.emitFile({ type: "asset", fileName: `${API_DOCS_ASSETS}/${file}`, source: readFileSync(join(swaggerUiFolder, file)) });
      }
    },
  };
}
