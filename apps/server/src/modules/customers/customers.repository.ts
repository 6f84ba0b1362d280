import { foldForSearch, type Customer } from '@comandero/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import type { DialectName } from '../../db/dialect.js';
import { contains, foldedContains, phoneFragment } from './customers-search.js';

const columns = [
  'phone',
  'name',
  'email',
  'gender',
  'birth_date',
  'created_at',
  'updated_at',
  'document_type',
  'document_number',
  'document_dv',
] as const;

/** A checked buyer document (einvoice/nit.ts); undefined keeps the stored one, null removes it. */
export type CustomerDocument = { type: string; number: string; dv?: string | null };

export type CustomerValues = {
  name: string;
  email: string | null;
  birthDate: string | null;
  gender: string | null;
  document?: CustomerDocument | null;
};

type CustomerRow = Omit<Customer, 'document_type' | 'document_number' | 'document_dv'> & {
  document_type: string | null;
  document_number: string | null;
  document_dv: string | null;
};

/** The document fields appear only on a customer that has one: every other answer keeps its spec §3 shape. */
function customerOf({ document_type, document_number, document_dv, ...rest }: CustomerRow): Customer {
  return document_type === null ? rest : { ...rest, document_type, document_number, document_dv };
}

const documentColumns = (d: CustomerDocument | null | undefined) =>
  d === undefined
    ? {}
    : { document_type: d?.type ?? null, document_number: d?.number ?? null, document_dv: d?.dv ?? null };

/**
 * A customer's deletion in the caller's transaction, by Clientes' rule (membership's Ley 1581
 * supresión keeps it too): refused ('booked') while a booked or paid reservation is still ahead;
 * otherwise the row goes with its past and cancelled reservations (FK cascade).
 */
export async function deleteCustomerIn(
  tx: Db,
  phone: string,
  nowIso: string,
): Promise<'deleted' | 'missing' | 'booked'> {
  const upcoming = await tx
    .selectFrom('reservations')
    .select('id')
    .where('customer_id', '=', phone)
    .where('status', '<>', 'cancelled')
    .where('date', '>=', nowIso)
    .limit(1)
    .executeTakeFirst();
  if (upcoming) return 'booked';
  const res = await tx.deleteFrom('customers').where('phone', '=', phone).executeTakeFirst();
  return Number(res.numDeletedRows) === 1 ? 'deleted' : 'missing';
}
/** Name contains the text, or phone contains its digits when it reads as a phone. */
function matches(dialect: DialectName, filter: string) {
  return (eb: ExpressionBuilder<Database, 'customers'>) => {
    const phone = phoneFragment(filter);
    const byName = foldedContains(eb.ref('name_search'), filter);
    return phone ? eb.or([byName, contains(eb.ref('phone'), phone)]) : byName;
  };
}

export function customersRepository(db: Db, dialect: DialectName) {
  return {
    /** The first of the spellings that is stored wins. */
    findByPhone(phones: string[]): Promise<Customer | undefined> {
      return db
        .selectFrom('customers')
        .select(columns)
        .where('phone', 'in', phones)
        .execute()
        .then((rows) => phones.map((p) => rows.find((r) => r.phone === p)).find((r) => r !== undefined))
        .then((row) => row && customerOf(row));
    },

    /** Newest first; the phone breaks ties so that pages never overlap. */
    list(q: { filter?: string; limit: number; offset: number }): Promise<Customer[]> {
      return db
        .selectFrom('customers')
        .select(columns)
        .$if(q.filter !== undefined, (qb) => qb.where(matches(dialect, q.filter!)))
        .orderBy('created_at', 'desc')
        .orderBy('phone', 'desc')
        .limit(q.limit)
        .offset(q.offset)
        .execute()
        .then((rows) => rows.map(customerOf));
    },

    async count(filter: string | undefined): Promise<number> {
      const row = await db
        .selectFrom('customers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .$if(filter !== undefined, (qb) => qb.where(matches(dialect, filter!)))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async insert(phone: string, v: CustomerValues, nowIso: string): Promise<void> {
      await db
        .insertInto('customers')
        .values({
          phone,
          name: v.name,
          name_search: foldForSearch(v.name),
          email: v.email,
          birth_date: v.birthDate,
          gender: v.gender,
          ...documentColumns(v.document),
          created_at: nowIso,
          updated_at: nowIso,
        })
        .execute();
    },

    async update(phone: string, v: CustomerValues, nowIso: string): Promise<boolean> {
      const res = await db
        .updateTable('customers')
        .set({
          name: v.name,
          name_search: foldForSearch(v.name),
          email: v.email,
          birth_date: v.birthDate,
          gender: v.gender,
          ...documentColumns(v.document),
          updated_at: nowIso,
        })
        .where('phone', '=', phone)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /**
     * Refuses (answers 'booked') while the customer has a booked or paid reservation still ahead;
     * otherwise deletes the customer with their past and cancelled reservations (FK cascade). Orders
     * and invoices stay: their customer_id is set null and orders keep the customer_name snapshot.
     */
    remove(phone: string, nowIso: string): Promise<'deleted' | 'missing' | 'booked'> {
      return db.transaction().execute((tx) => deleteCustomerIn(tx, phone, nowIso));
    },
  };
}
