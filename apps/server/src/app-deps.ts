import type { Config } from './config.js';
import type { Db } from './db/database.js';
import type { DialectName } from './db/dialect.js';
import type { DomainEventPublisher } from './events/domain-events.js';
import type { Clock } from './lib/clock.js';

/** What every domain module receives: no module reaches for globals or process.env. */
export type AppDeps = {
  db: Db;
  dialect: DialectName;
  /** SQLite on a file: where the order writer's thread opens its own connection. */
  sqliteFile?: string;
  clock: Clock;
  config: Config;
  /** HMAC key for access tokens: SESSION_SECRET, or the key file in DATA_DIR (never the database). */
  sessionSecret: string;
  /** Issue 23: seals the e-invoicing secrets (einvoice-secrets.ts); never in the database. */
  einvoiceKey: Buffer;
  /** Publish only after the write committed: the sockets (and later printers) subscribe to these. */
  events: DomainEventPublisher;
};
