import {
  normalizePhone,
  RESERVATION_MESSAGES,
  RESERVATION_PAST_GRACE_MINUTES,
  RESERVATION_SEARCH_LIMIT,
  RESERVATION_SLOT_MINUTES,
  wallTimeToInstant,
  type DateFilterQuery,
  type Reservation,
} from '@comandero/contracts';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../app-deps.js';
import { isUniqueViolation } from '../../db/constraint-errors.js';
import type { Database } from '../../db/types.js';
import { badRequest, conflict, notFound } from '../../http/http-error.js';
import { dateRangeOf, storeContext } from '../settings/store-context.js';
import { newReservationCode } from './reservation-code.js';
import { reservationsRepository, type ReservationValues } from './reservations.repository.js';

const M = RESERVATION_MESSAGES;
const SLOT_MS = RESERVATION_SLOT_MINUTES * 60_000;
const GRACE_MS = RESERVATION_PAST_GRACE_MINUTES * 60_000;
/** A fresh code colliding with a stored one is rare (31^6 codes); the insert is retried then. */
const CODE_ATTEMPTS = 4;

export type ReservationInput = Omit<ReservationValues, 'date'> & { date: string };
export type ReservationChanges = { date: string } & Partial<Omit<ReservationValues, 'date'>>;

export function reservationsService(deps: AppDeps) {
  const repo = reservationsRepository(deps.db, deps.dialect);
  const nowIso = () => deps.clock.now().toISOString();

  async function instantOf(picked: string): Promise<string> {
    const { timeZone } = await storeContext(deps);
    const instant = wallTimeToInstant(picked, timeZone);
    if (!instant) throw badRequest(M.dateInvalid);
    return instant;
  }

  /** Whether the instant is already past, by the injectable clock (tests move time). */
  const isPast = (instant: string) => Date.parse(instant) < deps.clock.now().getTime() - GRACE_MS;

  /** Inside the write transaction: the table exists (and is locked) and is free at that time. */
  async function checkTable(tx: Kysely<Database>, v: ReservationValues, exceptId?: number) {
    if (v.tableId === null) return;
    if (!(await repo.lockTable(tx, v.tableId))) throw badRequest(M.tableInvalid);
    if (v.status === 'cancelled') return;
    if (await repo.clash(tx, { tableId: v.tableId, date: v.date, slotMs: SLOT_MS, exceptId })) {
      throw conflict(M.tableTaken);
    }
  }

  return {
    init: async () => ({ storeTables: await repo.tables() }),

    async list(query: DateFilterQuery): Promise<Reservation[]> {
      const { timeZone } = await storeContext(deps);
      const range = dateRangeOf(deps, query, timeZone);
      return repo.inRange(range.start, range.end);
    },

    search: (q: string) => (q ? repo.search(q, RESERVATION_SEARCH_LIMIT) : Promise.resolve([])),

    async add(customerId: string, input: ReservationInput, userId: number): Promise<Reservation> {
      const values = { ...input, date: await instantOf(input.date) };
      if (isPast(values.date)) throw badRequest(M.datePast);
      for (let attempt = 1; ; attempt++) {
        try {
          return await deps.db.transaction().execute(async (tx) => {
            const phone = await repo.customerPhone(tx, [...new Set([normalizePhone(customerId), customerId])]);
            if (!phone) throw badRequest(M.customerNotFound);
            await checkTable(tx, values);
            const id = await repo.insert(tx, {
              ...values,
              phone,
              code: newReservationCode(),
              userId,
              nowIso: nowIso(),
            });
            return (await repo.byId(tx, id))!;
          });
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= CODE_ATTEMPTS) throw err;
        }
      }
    },

    async update(id: number, changes: ReservationChanges): Promise<Reservation> {
      const date = await instantOf(changes.date);
      return deps.db.transaction().execute(async (tx) => {
        const current = await repo.byId(tx, id);
        if (!current) throw notFound(M.notFound);
        // Notes or status of a reservation already past can still be edited (its date sent back
        // unchanged); moving any reservation to a time already past cannot.
        if (Date.parse(date) !== Date.parse(current.date) && isPast(date)) throw badRequest(M.movedToPast);
        const values: ReservationValues = {
          date,
          tableId: changes.tableId === undefined ? current.table_id : changes.tableId,
          status: changes.status ?? current.status,
          notes: changes.notes === undefined ? current.notes : changes.notes,
          peopleCount: changes.peopleCount ?? current.people_count,
        };
        await checkTable(tx, values, id);
        await repo.update(tx, id, values, nowIso());
        return (await repo.byId(tx, id))!;
      });
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.remove(id))) throw notFound(M.notFound);
    },
  };
}
