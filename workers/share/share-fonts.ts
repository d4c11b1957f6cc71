/** The faces share cards are drawn in, served with the static assets (scripts/lib/package-assets.ts copies them from dejavu-fonts-ttf). */
export const SHARE_FONT_FILES = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"] as const;
export const SHARE_FONT_FOLDER = "fonts";
export const SHARE_FONT_FAMILY = "DejaVu Sans";
