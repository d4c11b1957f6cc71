import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { packageAssets } from "./scripts/lib/package-assets";

// The SPA is built into dist/client, which wrangler.toml serves as static assets.
export default defineConfig({
  root: "frontend",
  publicDir: "public",
  plugins: [react(), packageAssets()],
  build: {
    outDir: "../dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // Two pages: the app, and the chart iframe's own minimal bundle.
    rollupOptions: { input: { app: "frontend/index.html", iframe: "frontend/iframe.html" } },
  },
});
