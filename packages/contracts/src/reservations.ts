import { z } from 'zod';
import { asNumber, isBlank, MAX_INT_ID } from './form-fields.js';
import { RESERVATION_STATUSES } from './statuses.js';

/** Reservation texts: the spec's own (§5) where it has one, ours in the same voice otherwise. */
export const RESERVATION_MESSAGES = {
  customerRequired: 'Por favor seleccione el cliente!',
  dateRequired: 'Por favor seleccione la fecha y hora!',
  invalidRequest: 'Solicitud inválida!',
  phoneRequired: 'Por favor proporcione el número de teléfono del cliente para buscar!',
  customerNotFound: '¡Cliente no encontrado! Búsquelo de nuevo.',
  dateInvalid: '¡Fecha y hora inválidas!',
  tableInvalid: '¡La mesa seleccionada no existe!',
  statusInvalid: '¡Estado inválido! Use booked, paid o cancelled.',
  peopleRequired: '¡Indique el número de personas! Una reservación es para 1 persona o más.',
  peopleInvalid: '¡Número de personas inválido! Use un número entero entre 1 y 1000.',
  datePast: '¡La fecha y hora ya pasaron! Elija una hora futura para la reservación.',
  movedToPast: '¡No se puede mover la reservación a una fecha y hora que ya pasaron!',
  notesTooLong: '¡Las notas no pueden superar 500 caracteres!',
  searchTooLong: '¡El texto de búsqueda no puede superar 100 caracteres!',
  tableTaken:
    '¡La mesa ya está reservada en ese horario! Cada reservación ocupa la mesa dos horas; elija otra mesa u otra hora.',
  notFound: '¡Reservación no encontrada!',
  added: '¡Reservación agregada!',
  updated: '¡Reservación actualizada!',
  deleted: '¡Reservación eliminada!',
} as const;

const M = RESERVATION_MESSAGES;

/** A reservation holds its table this long; two on one table may not start closer than this. */
export const RESERVATION_SLOT_MINUTES = 120;
export const RESERVATION_NOTES_MAX = 500;
/**
 * A reservation may start this many minutes before "now": a host booking a walk-in for the
 * current minute, with the form open a moment, is not refused; yesterday's date is.
 */
export const RESERVATION_PAST_GRACE_MINUTES = 5;
export const RESERVATION_PEOPLE_MAX = 1000;
/** Search answers at most this many reservations, newest date first. */
export const RESERVATION_SEARCH_LIMIT = 50;

/** Spec §3 Reservation. `customer_id` is the customer's phone; dates are ISO-8601 UTC instants. */
export const reservationSchema = z.object({
  id: z.number(),
  customer_id: z.string(),
  customer_name: z.string(),
  date: z.string(),
  table_id: z.number().nullable(),
  table_title: z.string().nullable(),
  /** Added: the table's floor, shown beside its title. */
  floor: z.string().nullable(),
  status: z.string(),
  notes: z.string().nullable(),
  people_count: z.number(),
  unique_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const reservationsInitAnswer = z.object({
  storeTables: z.array(
    z.object({ id: z.number(), table_title: z.string(), floor: z.string(), seating_capacity: z.number() }),
  ),
});
export type ReservationsInit = z.infer<typeof reservationsInitAnswer>;

const blankToNull = (v: unknown) => (isBlank(v) ? null : v);
const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

/**
 * A picked local date-time ("2026-03-14T21:00", read in the store's zone) or an instant with an
 * offset; the server turns it into an instant with `wallTimeToInstant`.
 */
const date = z.preprocess(
  blankToUndefined,
  z
    .string({ error: M.dateRequired })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/, M.dateInvalid),
);

const tableId = z.preprocess(
  (v) => asNumber(blankToNull(v)),
  z
    .number({ error: M.tableInvalid })
    .int(M.tableInvalid)
    .positive(M.tableInvalid)
    .max(MAX_INT_ID, M.tableInvalid)
    .nullable(),
);
const status = z.preprocess(blankToUndefined, z.enum(RESERVATION_STATUSES, { error: M.statusInvalid }));
const notes = z.preprocess(
  blankToNull,
  z.string({ error: M.notesTooLong }).trim().max(RESERVATION_NOTES_MAX, M.notesTooLong).nullable(),
);
/**
 * Issue 18 overrides the spec's "minimum 0": a reservation is for 1 person or more, and a blank
 * count is asked for rather than stored as 0.
 */
const peopleCount = z.preprocess(
  (v) => (isBlank(v) ? undefined : asNumber(v)),
  z
    .number({ error: (issue) => (issue.input === undefined ? M.peopleRequired : M.peopleInvalid) })
    .int(M.peopleInvalid)
    .min(1, M.peopleInvalid)
    .max(RESERVATION_PEOPLE_MAX, M.peopleInvalid),
);

/** The customer's phone; the customer object the lookup answered is accepted too. */
const customerPhone = z.preprocess(
  (v) => {
    const phone = v && typeof v === 'object' && 'phone' in v ? (v as { phone: unknown }).phone : v;
    return isBlank(phone) ? undefined : typeof phone === 'number' ? String(phone) : phone;
  },
  z.string({ error: M.customerRequired }).trim().min(1, M.customerRequired).max(30, M.customerNotFound),
);

/**
 * POST /reservations/add. Status defaults to booked (spec §4); the server makes the short code and
 * refuses a date already past (see RESERVATION_PAST_GRACE_MINUTES).
 */
export const reservationAddBody = z.object({
  customerId: customerPhone,
  date,
  tableId: tableId.optional().transform((v) => v ?? null),
  status: status.optional().transform((v) => v ?? 'booked'),
  notes: notes.optional().transform((v) => v ?? null),
  peopleCount,
});
export type ReservationAddBody = z.input<typeof reservationAddBody>;

/**
 * POST /reservations/update/{id}. A field left out keeps its value; the date is required. The date
 * may stay in the past (a late status or notes edit) but may not be moved into it.
 */
export const reservationUpdateBody = z.object({
  date,
  tableId: tableId.optional(),
  status: status.optional(),
  notes: notes.optional(),
  peopleCount: peopleCount.optional(),
});
export type ReservationUpdateBody = z.input<typeof reservationUpdateBody>;

/** GET /reservations/search?q: a code, a phone or part of a name. Blank text finds nothing. */
export const reservationSearchQuery = z.object({
  q: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : isBlank(v) ? '' : v),
    z.string({ error: M.searchTooLong }).max(100, M.searchTooLong),
  ),
});
