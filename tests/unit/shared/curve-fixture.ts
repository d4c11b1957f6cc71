import { curveProgress, LAUNCH_RESERVES } from "../../../shared/launchpad-curve";

/** The progress of a curve nobody has bought from yet. */
export const LAUNCH_CURVE = curveProgress(LAUNCH_RESERVES, { frozen: false, graduatedAt: null, graduatedPair: null });

/** A launch nobody sniped or bundled, its creator holding none and the sniffer not run on it yet. */
export const UNCHECKED_SAFETY = { creatorShare: 0, sniperShare: 0, bundleShare: 0, lp: null, snifferVerdict: null, snifferScore: null };
