import type { Db } from '../../db/database.js';
import { preparedQueries } from '../../db/prepared-query.js';
import type { OrderWriter } from './new-order.js';
import { orderBatcher } from './order-write.js';
import { orderWriterThread } from './order-writer-thread.js';

/**
 * The submits' group commit: on a thread of its own for a SQLite file (order-writer-thread.ts), on
 * the app's pool for PostgreSQL, whose I/O never holds the event loop.
 */
export function orderWriter(db: Db, sqliteFile: string | undefined, einvoiceKey: Buffer): OrderWriter {
  if (sqliteFile) return orderWriterThread(sqliteFile, einvoiceKey);
  const batcher = orderBatcher(db, preparedQueries(), einvoiceKey);
  return { write: (order) => batcher.run(order), close: async () => undefined };
}
