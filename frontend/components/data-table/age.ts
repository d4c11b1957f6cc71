const UNITS = [
  { seconds: 86_400, suffix: "d" },
  { seconds: 3600, suffix: "h" },
  { seconds: 60, suffix: "m" },
] as const;

/** How long ago a unix time was, in its largest whole unit: "45s", "12m", "3h", "6d". */
export function formatAge(unixSeconds: number | null, nowSeconds: number): string {
  if (unixSeconds === null) return "—";
  const elapsed = Math.max(0, nowSeconds - unixSeconds);
  const unit = UNITS.find(({ seconds }) => elapsed >= seconds);
  return unit === undefined ? `${Math.floor(elapsed)}s` : `${Math.floor(elapsed / unit.seconds)}${unit.suffix}`;
}
