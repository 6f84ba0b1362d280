import { foldForSearch } from '@comandero/contracts';
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../dialect.js';

const BATCH = 1000;

/**
 * A customer's name folded for search (foldForSearch: lower case, no accents), written with the
 * name by the application. Both databases then compare the same stored text with a plain LIKE, so
 * they find the same rows: PostgreSQL's lower() and translate() depended on its locale and a list
 * of letters, SQLite's needed a function registered on each connection, and both folded every row
 * on every search. The list's covering index carries the folded name instead of the name.
 */
export function customerNameSearch(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await sql`ALTER TABLE customers ADD COLUMN name_search text NOT NULL DEFAULT ''`.execute(db);
      for (let after = ''; ;) {
        const { rows } = await sql<{ phone: string; name: string }>`
          SELECT phone, name FROM customers WHERE phone > ${after} ORDER BY phone LIMIT ${BATCH}`.execute(db);
        if (rows.length === 0) break;
        const folded = JSON.stringify(rows.map((r) => ({ phone: r.phone, folded: foldForSearch(r.name) })));
        await (
          dialect === 'postgres'
            ? sql`UPDATE customers SET name_search = x.folded
              FROM json_to_recordset(${folded}::json) AS x(phone text, folded text) WHERE customers.phone = x.phone`
            : sql`UPDATE customers SET name_search = (
              SELECT j.value ->> 'folded' FROM json_each(${folded}) AS j WHERE j.value ->> 'phone' = customers.phone)
              WHERE phone IN (SELECT j.value ->> 'phone' FROM json_each(${folded}) AS j)`
        ).execute(db);
        after = rows[rows.length - 1].phone;
      }
      await db.schema.dropIndex('customers_created_phone_idx').ifExists().execute();
      await db.schema
        .createIndex('customers_created_phone_search_idx')
        .on('customers')
        .columns(['created_at', 'phone', 'name_search'])
        .execute();
    },
  };
}
