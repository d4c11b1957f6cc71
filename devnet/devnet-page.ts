// The devnet's own pages (the issuer's account picker, the wallet provider's inbox) in the app's dark theme:
// they carry the app's design tokens (frontend/styles/design-system.css) and style themselves with them only.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const DESIGN_TOKENS = readFileSync(fileURLToPath(new URL("../frontend/styles/design-system.css", import.meta.url)), "utf8");

const PAGE_STYLE = `
body{margin:0;font-family:var(--font-sans);font-size:var(--font-size-lg);line-height:var(--line-height-body);color:var(--color-text);background:var(--color-bg)}
main{box-sizing:border-box;margin:0 auto;padding:var(--space-5) var(--space-4)}
h1{font-size:var(--font-size-xl);line-height:var(--line-height-tight);margin:0 0 var(--space-2);overflow-wrap:anywhere}
h2{font-size:var(--font-size-lg);margin:0 0 var(--space-1)}
p{margin:0 0 var(--space-4);color:var(--color-text-muted)}
.card{background:var(--color-surface);border:1px solid var(--color-border);border-radius:var(--radius-lg);padding:var(--space-4)}
label{display:block;font-size:var(--font-size-md);margin:var(--space-3) 0 var(--space-1)}
input{box-sizing:border-box;width:100%;height:40px;padding:0 var(--space-3);border:1px solid var(--color-border-strong);border-radius:var(--radius-md);color:var(--color-text);background:var(--color-bg);font:inherit}
button{box-sizing:border-box;width:100%;height:44px;margin-top:var(--space-5);border:0;border-radius:var(--radius-md);color:var(--color-accent-contrast);background:var(--color-accent);font:inherit;font-weight:var(--font-weight-medium);cursor:pointer}
button:hover{background:var(--color-accent-strong)}
:focus-visible{outline:var(--focus-ring);outline-offset:var(--focus-ring-offset)}
.error{color:var(--color-down)}
`;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A whole page: its title, its own layout rules (in the design tokens' terms) and its body's HTML. */
export function devnetPage(title: string, style: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${DESIGN_TOKENS}${PAGE_STYLE}${style}</style>
</head><body>${body}</body></html>`;
}
