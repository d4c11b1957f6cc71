import { createMiddleware } from "hono/factory";
import { ApiError } from "../http/errors";
import { BOOKMARK_HEADER, INVALID_BOOKMARK, isBookmark } from "./bookmark-header";
import { sessionDatabase } from "./session-database";

const READS = ["GET", "HEAD", "OPTIONS"];

/**
 * Every API request reads and writes D1 through one session: a read without a bookmark may be answered by
 * any replica (the nearest), a write starts at the primary, and a request carrying a bookmark is answered by
 * a replica at least as fresh as it. The answer carries the session's newest bookmark for the client to send back.
 */
export const d1Sessions = createMiddleware<AppEnv>(async (c, next) => {
  const sent = c.req.header(BOOKMARK_HEADER);
  if (sent !== undefined && !isBookmark(sent)) throw new ApiError(400, INVALID_BOOKMARK);
  const binding = c.env.DB;
  const session = binding.withSession(sent ?? (READS.includes(c.req.method) ? "first-unconstrained" : "first-primary"));
  c.env = { ...c.env, DB: sessionDatabase(binding, session) };
  await next();
  const bookmark = session.getBookmark();
  if (bookmark !== null) c.res.headers.set(BOOKMARK_HEADER, bookmark);
});
