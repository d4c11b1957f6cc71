import { curveProgress, LAUNCH_RESERVES } from "../../../shared/launchpad-curve";

/** The progress of a curve nobody has bought from yet. */
export const LAUNCH_CURVE = curveProgress(LAUNCH_RESERVES, { frozen: false, graduatedAt: null, graduatedPair: null });
