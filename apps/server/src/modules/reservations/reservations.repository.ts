import { sortTables, type Reservation, type ReservationsInit } from '@comandero/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DialectName } from '../../db/dialect.js';
import type { Database } from '../../db/types.js';
import { contains, foldedContains, phoneFragment } from '../customers/customers-search.js';

type Conn = Kysely<Database>;

export type ReservationValues = {
  date: string;
  tableId: number | null;
  status: string;
  notes: string | null;
  peopleCount: number;
};

function selectReservations(db: Conn) {
  return db
    .selectFrom('reservations as r')
    .innerJoin('customers as c', 'c.phone', 'r.customer_id')
    .leftJoin('store_tables as t', 't.id', 'r.table_id')
    .select([
      'r.id',
      'r.customer_id',
      'c.name as customer_name',
      'r.date',
      'r.table_id',
      't.table_title',
      't.floor',
      'r.status',
      'r.notes',
      'r.people_count',
      'r.unique_code',
      'r.created_at',
      'r.updated_at',
    ]);
}

export function reservationsRepository(db: Db, dialect: DialectName) {
  return {
    /** By floor, then title as people read them; SQL collation would put "Mesa 10" before "Mesa 9". */
    async tables(): Promise<ReservationsInit['storeTables']> {
      const rows = await db
        .selectFrom('store_tables')
        .select(['id', 'table_title', 'floor', 'seating_capacity'])
        .execute();
      return sortTables(rows, { floorFirst: true });
    },

    /** Reservations whose time falls in [start, end), soonest first. */
    inRange(start: string, end: string, opts: { excludeCancelled?: boolean } = {}): Promise<Reservation[]> {
      return selectReservations(db)
        .where('r.date', '>=', start)
        .where('r.date', '<', end)
        .$if(opts.excludeCancelled === true, (qb) => qb.where('r.status', '<>', 'cancelled'))
        .orderBy('r.date')
        .orderBy('r.id')
        .execute();
    },

    search(q: string, limit: number): Promise<Reservation[]> {
      const phone = phoneFragment(q);
      return selectReservations(db)
        .where((eb) =>
          eb.or([
            eb('r.unique_code', '=', q.toUpperCase()),
            foldedContains(eb.ref('c.name_search'), q),
            ...(phone ? [contains(eb.ref('r.customer_id'), phone)] : []),
          ]),
        )
        .orderBy('r.date', 'desc')
        .orderBy('r.id', 'desc')
        .limit(limit)
        .execute();
    },

    byId(conn: Conn, id: number): Promise<Reservation | undefined> {
      return selectReservations(conn).where('r.id', '=', id).executeTakeFirst();
    },

    customerPhone(conn: Conn, phones: string[]): Promise<string | undefined> {
      return conn
        .selectFrom('customers')
        .select('phone')
        .where('phone', 'in', phones)
        .execute()
        .then((rows) => phones.find((p) => rows.some((r) => r.phone === p)));
    },

    /**
     * Whether the table exists. On PostgreSQL the row is locked until the transaction ends, so two
     * bookings of one table are checked one after the other; SQLite runs one transaction at a time.
     */
    async lockTable(conn: Conn, tableId: number): Promise<boolean> {
      const row = await conn
        .selectFrom('store_tables')
        .select('id')
        .where('id', '=', tableId)
        .$if(dialect === 'postgres', (qb) => qb.forUpdate())
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A live reservation of the table starting less than `slotMs` before or after `date`. */
    async clash(conn: Conn, q: { tableId: number; date: string; slotMs: number; exceptId?: number }) {
      const at = Date.parse(q.date);
      const row = await conn
        .selectFrom('reservations')
        .select('id')
        .where('table_id', '=', q.tableId)
        .where('date', '>', new Date(at - q.slotMs).toISOString())
        .where('date', '<', new Date(at + q.slotMs).toISOString())
        .where('status', '<>', 'cancelled')
        .$if(q.exceptId !== undefined, (qb) => qb.where('id', '<>', q.exceptId!))
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(
      conn: Conn,
      r: ReservationValues & { phone: string; code: string; userId: number; nowIso: string },
    ): Promise<number> {
      const row = await conn
        .insertInto('reservations')
        .values({
          customer_id: r.phone,
          date: r.date,
          table_id: r.tableId,
          status: r.status,
          notes: r.notes,
          people_count: r.peopleCount,
          unique_code: r.code,
          created_by: r.userId,
          created_at: r.nowIso,
          updated_at: r.nowIso,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async update(conn: Conn, id: number, r: ReservationValues, nowIso: string): Promise<void> {
      await conn
        .updateTable('reservations')
        .set({
          date: r.date,
          table_id: r.tableId,
          status: r.status,
          notes: r.notes,
          people_count: r.peopleCount,
          updated_at: nowIso,
        })
        .where('id', '=', id)
        .execute();
    },

    async remove(id: number): Promise<boolean> {
      const res = await db.deleteFrom('reservations').where('id', '=', id).executeTakeFirst();
      return Number(res.numDeletedRows) === 1;
    },
  };
}
