const STORAGE_KEY = "lqscan.sessionId";

/** This browser's reaction session: made once, then kept in localStorage so toggles survive reloads. */
export function reactionSessionId(): string {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (stored !== null && stored !== "") return stored;
  const made = crypto.randomUUID();
  localStorage.setItem(STORAGE_KEY, made);
  return made;
}
