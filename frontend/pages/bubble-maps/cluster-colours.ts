/** Cluster colours, in order of the clusters' share; a holder in no cluster is grey, a market or burn address dark. */
export const CLUSTER_COLOURS = ["#f4646c", "#6e9cf2", "#f0b90b", "#b98cff", "#4ade9b", "#f0904b", "#38bdf8", "#e879f9"] as const;
export const LONE_COLOUR = "#8a93a6";
export const LABELLED_COLOUR = "#323b4f";

export const clusterColour = (cluster: number | null) => (cluster === null ? LONE_COLOUR : CLUSTER_COLOURS[(cluster - 1) % CLUSTER_COLOURS.length]!);
