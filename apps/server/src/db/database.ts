import { Kysely, Migrator, type Migration } from 'kysely';
import pg from 'pg';
import type { DialectName } from './dialect.js';
import { postgresDialect } from './pg-dialect.js';
import { useNamedStatements } from './pg-named-statements.js';
import { schemaOfUrl } from './pg-schema.js';
import { openSqlite } from './sqlite.js';
import { initialSchema } from './migrations/0001-initial-schema.js';
import { catalogueVersion } from './migrations/0002-catalogue-version.js';
import { refreshGrace } from './migrations/0003-refresh-grace.js';
import { idempotencyRequestHash } from './migrations/0004-idempotency-request-hash.js';
import { ordersVersion } from './migrations/0005-orders-version.js';
import { backOfficeIndexes } from './migrations/0007-back-office-indexes.js';
import { kitchenThresholds } from './migrations/0008-kitchen-thresholds.js';
import { bills } from './migrations/0009-bills.js';
import { tipsAndCash } from './migrations/0010-tips-and-cash.js';
import { cashDrawer } from './migrations/0012-cash-drawer.js';
import { sessionKeyOutOfDb } from './migrations/0011-session-key-out-of-db.js';
import { voidsAndTableMoves } from './migrations/0014-voids-and-table-moves.js';
import { billPartCount } from './migrations/0013-bill-part-count.js';
import { auditLog } from './migrations/0015-audit-log.js';
import { dropRedundantIndexes } from './migrations/0016-drop-redundant-indexes.js';
import { invoiceTenders } from './migrations/0017-invoice-tenders.js';
import { dataVersions } from './migrations/0018-data-versions.js';
import { customerNameSearch } from './migrations/0019-customer-name-search.js';
import { printers } from './migrations/0020-printers.js';
import { printQueue } from './migrations/0021-print-queue.js';
import { courses } from './migrations/0022-courses.js';
import { printRequestOrders } from './migrations/0023-print-request-orders.js';
import { kitchenLineTimes } from './migrations/0024-kitchen-line-times.js';
import { customerDisplay } from './migrations/0026-customer-display.js';
import { offlineSales } from './migrations/0027-offline-sales.js';
import { einvoice } from './migrations/0028-einvoice.js';
import { customerDocuments } from './migrations/0029-customer-documents.js';
import { einvoiceTransmission } from './migrations/0030-einvoice-transmission.js';
import { inventory } from './migrations/0033-inventory.js';
import { membership } from './migrations/0035-membership.js';
import { einvoiceNotes } from './migrations/0036-einvoice-notes.js';
import { invoiceVoids } from './migrations/0037-invoice-voids.js';
import { memberErasure } from './migrations/0038-member-erasure.js';
import { recipeCatalogue } from './migrations/0039-recipe-catalogue.js';
import { stationCatalogue } from './migrations/0044-station-catalogue.js';
import { einvoiceDeferredSigning } from './migrations/0045-einvoice-deferred-signing.js';
import { orderLineStock } from './migrations/0046-order-line-stock.js';
import { einvoiceSigningLease } from './migrations/0047-einvoice-signing-lease.js';
import { printJobsOpenIndexes } from './migrations/0048-print-jobs-open-indexes.js';
import { stockMovementsCountIndex } from './migrations/0049-stock-movements-count-index.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  dialect: DialectName;
  /** Only for PostgreSQL: the pool, which the socket.io adapter shares for LISTEN/NOTIFY. */
  pgPool?: pg.Pool;
  pgSchema?: string;
  /** Only for a SQLite file (not :memory:): a second connection, on another thread, may open it. */
  sqliteFile?: string;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** postgres://… selects PostgreSQL; otherwise SQLite at sqliteFile. */
  databaseUrl?: string;
  sqliteFile?: string;
  /** PostgreSQL schema to work in (tests get a fresh one each). */
  pgSchema?: string;
  /** false: no named prepared statements (PG_PREPARED_STATEMENTS=0, for transaction-mode poolers). */
  pgPreparedStatements?: boolean;
};

// PostgreSQL's COUNT/SUM answer bigint and numeric as strings; our values fit a JS number.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1700, (v) => Number(v));

export function openDatabase(opts: DatabaseOptions): DatabaseHandle {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      ...(opts.pgSchema ? { options: `-c search_path=${opts.pgSchema}` } : {}),
    });
    if (opts.pgPreparedStatements !== false) useNamedStatements(pool);
    const db = new Kysely<Database>({ dialect: postgresDialect(pool) });
    // A schema named in the URL is ours as much as one passed in: migrations and realtime channels keep to it.
    const pgSchema = opts.pgSchema ?? schemaOfUrl(opts.databaseUrl);
    return { db, dialect: 'postgres', pgPool: pool, pgSchema, close: () => db.destroy() };
  }
  const file = opts.sqliteFile ?? ':memory:';
  const db = openSqlite(file);
  return { db, dialect: 'sqlite', sqliteFile: file === ':memory:' ? undefined : file, close: () => db.destroy() };
}

export async function migrateToLatest(handle: DatabaseHandle): Promise<void> {
  const migrations: Record<string, Migration> = {
    '0001-initial-schema': initialSchema(handle.dialect),
    '0002-catalogue-version': catalogueVersion(handle.dialect),
    '0003-refresh-grace': refreshGrace(),
    '0004-idempotency-request-hash': idempotencyRequestHash(),
    '0005-orders-version': ordersVersion(handle.dialect),
    '0007-back-office-indexes': backOfficeIndexes(),
    '0008-kitchen-thresholds': kitchenThresholds(),
    '0009-bills': bills(handle.dialect),
    '0010-tips-and-cash': tipsAndCash(),
    '0012-cash-drawer': cashDrawer(handle.dialect),
    '0011-session-key-out-of-db': sessionKeyOutOfDb(),
    '0014-voids-and-table-moves': voidsAndTableMoves(handle.dialect),
    '0013-bill-part-count': billPartCount(),
    '0015-audit-log': auditLog(handle.dialect),
    '0016-drop-redundant-indexes': dropRedundantIndexes(),
    '0017-invoice-tenders': invoiceTenders(handle.dialect),
    '0018-data-versions': dataVersions(handle.dialect),
    '0019-customer-name-search': customerNameSearch(handle.dialect),
    '0020-printers': printers(handle.dialect),
    '0021-print-queue': printQueue(handle.dialect),
    '0022-courses': courses(handle.dialect),
    '0023-print-request-orders': printRequestOrders(),
    '0024-kitchen-line-times': kitchenLineTimes(handle.dialect),
    '0026-customer-display': customerDisplay(),
    '0027-offline-sales': offlineSales(),
    '0028-einvoice': einvoice(handle.dialect),
    '0029-customer-documents': customerDocuments(),
    '0030-einvoice-transmission': einvoiceTransmission(),
    '0033-inventory': inventory(handle.dialect),
    '0035-membership': membership(handle.dialect),
    '0036-einvoice-notes': einvoiceNotes(handle.dialect),
    '0037-invoice-voids': invoiceVoids(handle.dialect),
    '0038-member-erasure': memberErasure(handle.dialect),
    '0039-recipe-catalogue': recipeCatalogue(handle.dialect),
    '0044-station-catalogue': stationCatalogue(handle.dialect),
    '0045-einvoice-deferred-signing': einvoiceDeferredSigning(),
    '0046-order-line-stock': orderLineStock(),
    '0047-einvoice-signing-lease': einvoiceSigningLease(),
    '0048-print-jobs-open-indexes': printJobsOpenIndexes(),
    '0049-stock-movements-count-index': stockMovementsCountIndex(),
  };
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    // Our introspector sees the connection's own schema only (pg-dialect.ts), so another schema
    // of the database holding our tables (a second store, a parallel test file) is never taken for ours.
    migrationTableSchema: handle.pgSchema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migración fallida: ${failed?.migrationName ?? ''} ${String(error)}`);
  }
}
