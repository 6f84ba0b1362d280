import { createRequire } from 'node:module';
import type BetterSqlite3 from 'better-sqlite3';

/**
 * better-sqlite3 up to 12 aborts the whole process on Node 24 whenever the garbage collector frees a
 * statement at the wrong moment (its `node::ObjectWrap` removes a cleanup hook from an environment
 * that is gone: "Assertion failed: (env) != nullptr"). 13 is built on Node-API and does not, but it
 * needs Node-API 10 (Node 22.14 and later) and crashes on Node 20. Node 20, past its end of life and
 * still in `engines`, keeps 12 under the alias `better-sqlite3-node20` until its support is dropped.
 */
const require = createRequire(import.meta.url);
const nodeApi = Number(process.versions.napi ?? 0);

export const SQLite: typeof BetterSqlite3 = require(nodeApi >= 10 ? 'better-sqlite3' : 'better-sqlite3-node20');
export type SqliteConnection = BetterSqlite3.Database;
export type SqliteStatement = BetterSqlite3.Statement;
