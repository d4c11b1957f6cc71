import { applyD1Migrations, env } from "cloudflare:test";

// Every worker test file starts from a database with all migrations applied.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
