/**
 * The D1 bookmark a client carries between answers: every API answer names the point of the database its
 * reads saw (or its writes made), and a request that sends it back is answered by a replica at least that
 * fresh, so a trader reads their own trade right after making it.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";

export const INVALID_BOOKMARK = `Invalid ${BOOKMARK_HEADER} header: send back the bookmark an earlier answer carried`;

/** D1's bookmarks are dash-separated hexadecimal counters; anything else is refused before D1 sees it. */
const BOOKMARK_PATTERN = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){0,7}$/i;

export const isBookmark = (value: string) => BOOKMARK_PATTERN.test(value);
