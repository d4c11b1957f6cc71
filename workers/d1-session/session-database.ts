/**
 * A D1 session dressed as the database binding, so queries written against `env.DB` read through it unchanged:
 * statements and batches go through the session (a replica consistent with its bookmark), while a
 * multi-statement script or a new session, which sessions do not offer, go to the binding itself.
 */
export function sessionDatabase(binding: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T = unknown>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query: string) => binding.exec(query),
    withSession: (constraintOrBookmark?: string) => binding.withSession(constraintOrBookmark),
    dump: () => binding.dump(),
  };
}
