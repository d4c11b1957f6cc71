/** Background hues of drawn token images: distinct on the dark theme. */
const HUES = [8, 28, 48, 88, 142, 172, 196, 218, 248, 276, 304, 332];

/** A 32-bit FNV-1a hash: the same name always draws the same image. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * A token's logo drawn from its image name (`<symbol>-<id>`): a disc in a hue of its own with the
 * symbol's first letters, and a ring whose angle also comes from the name.
 */
export function tokenImageSvg(name: string): string {
  const hash = hashOf(name);
  const hue = HUES[hash % HUES.length]!;
  const angle = (hash >>> 8) % 360;
  const letters = name
    .split("-")[0]!
    .slice(0, 3)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)"><stop offset="0" stop-color="hsl(${hue} 70% 48%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 70% 30%)"/></linearGradient></defs>
<circle cx="32" cy="32" r="31" fill="url(#g)"/>
<circle cx="32" cy="32" r="25" fill="none" stroke="hsl(${hue} 80% 80% / .35)" stroke-width="2"/>
<text x="32" y="${letters.length > 2 ? 38 : 40}" text-anchor="middle" font-family="system-ui, sans-serif" font-weight="700" font-size="${letters.length > 2 ? 17 : 21}" fill="#fff">${letters}</text>
</svg>`;
}
