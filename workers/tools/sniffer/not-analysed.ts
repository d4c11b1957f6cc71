/** A fact the sniffer could not establish, and why: its checks are "not analysed", never passed. */
export type NotAnalysed = { notAnalysed: string };

export const isKnown = <T>(fact: T | NotAnalysed): fact is T => typeof fact !== "object" || fact === null || !("notAnalysed" in fact);
