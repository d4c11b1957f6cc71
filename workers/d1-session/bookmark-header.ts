import { BOOKMARK_HEADER } from "../../shared/d1-bookmark";

export { BOOKMARK_HEADER };

export const INVALID_BOOKMARK = `Invalid ${BOOKMARK_HEADER} header: send back the bookmark an earlier answer carried`;

/** D1's bookmarks are dash-separated hexadecimal counters; anything else is refused before D1 sees it. */
const BOOKMARK_PATTERN = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){0,7}$/i;

export const isBookmark = (value: string) => BOOKMARK_PATTERN.test(value);
