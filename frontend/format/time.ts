// One clock across the app: 24-hour time with seconds and dates as "24 Nov 2026", in the reader's time zone.

const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", second: "2-digit", hourCycle: "h23" });
const minutes = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
const dayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short" });
const fullDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });
const month = new Intl.DateTimeFormat("en-GB", { month: "short" });
const year = new Intl.DateTimeFormat("en-GB", { year: "numeric" });

const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** "09:49:28" */
export const formatClock = (unixSeconds: number) => clock.format(at(unixSeconds));

/** "09:49", for chart ticks. */
export const formatClockMinutes = (unixSeconds: number) => minutes.format(at(unixSeconds));

/** "24 Nov 2026" */
export const formatDate = (unixSeconds: number) => fullDate.format(at(unixSeconds));

/** "24 Nov 2026 09:49:28" */
export const formatDateTime = (unixSeconds: number) => `${formatDate(unixSeconds)} ${formatClock(unixSeconds)}`;

/** "24 Nov", "Nov", "2026": the chart's day, month and year ticks. */
export const formatDayMonth = (unixSeconds: number) => dayMonth.format(at(unixSeconds));
export const formatMonth = (unixSeconds: number) => month.format(at(unixSeconds));
export const formatYear = (unixSeconds: number) => year.format(at(unixSeconds));

const utcDayMonth = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
const utcDate = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "2 Dec", "2 Dec 2026": a UTC day, as daily figures are counted, in every reader's time zone. */
export const formatUtcDayMonth = (unixSeconds: number) => utcDayMonth.format(at(unixSeconds));
export const formatUtcDate = (unixSeconds: number) => utcDate.format(at(unixSeconds));

/** A recent moment: today's by the clock ("09:49:28"), an earlier day's with its day ("23 Nov 09:49:28"). */
export function formatRecentTime(unixSeconds: number, nowSeconds = Date.now() / 1000): string {
  const sameDay = at(unixSeconds).toDateString() === at(nowSeconds).toDateString();
  return sameDay ? formatClock(unixSeconds) : `${formatDayMonth(unixSeconds)} ${formatClock(unixSeconds)}`;
}
