// The trading terminal is reachable only by knowing this path. It is configured here and
// nowhere else, and no link in the app points to it.
export const TERMINAL_PATH = "/terminal-7f3c9a1e5b2d48c6";
