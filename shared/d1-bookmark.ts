/**
 * The D1 bookmark a client carries between answers: every API answer names the point of the database its
 * reads saw (or its writes made), and a request that sends it back is answered by a replica at least that
 * fresh, so a trader reads their own trade right after making it.
 */
export const BOOKMARK_HEADER = "x-d1-bookmark";
