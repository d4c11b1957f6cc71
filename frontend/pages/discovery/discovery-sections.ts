import type { TrendingSort } from "../../../shared/schemas/trending";

export type SectionId = "trending" | "new" | "graduating" | "graduated" | "gainers" | "losers";

/** A section of the discovery home: an order of the trending read and the filters it always applies. */
export type Section = {
  id: SectionId;
  title: string;
  description: string;
  sort: TrendingSort;
  order: "desc" | "asc";
  fixed: Record<string, string>;
};

export const SECTIONS: readonly Section[] = [
  { id: "trending", title: "Trending", description: "Ranked by the score below over the chosen window.", sort: "score", order: "desc", fixed: {} },
  { id: "new", title: "New launches", description: "The youngest markets first.", sort: "age", order: "asc", fixed: {} },
  {
    id: "graduating",
    title: "About to graduate",
    description: "Launchpad curves closest to selling out, when they move to HyperSwap.",
    sort: "progress",
    order: "desc",
    fixed: { bonded: "false", market: "liquidlaunch" },
  },
  {
    id: "graduated",
    title: "Just graduated",
    description: "Launches that bonded to HyperSwap, most recent first.",
    sort: "bondedAt",
    order: "desc",
    fixed: { bonded: "true" },
  },
  { id: "gainers", title: "Top gainers", description: "The largest price rises over the window.", sort: "priceChange", order: "desc", fixed: {} },
  { id: "losers", title: "Top losers", description: "The largest price falls over the window.", sort: "priceChange", order: "asc", fixed: {} },
];

export const sectionById = (id: string | null) => SECTIONS.find((section) => section.id === id);
