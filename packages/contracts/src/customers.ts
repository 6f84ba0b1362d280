import { z } from 'zod';
import { isCalendarDate } from './date-filters.js';
import { asNumber, isBlank } from './form-fields.js';
import { GENDERS } from './statuses.js';
import { normalizePhone, STORED_PHONE } from './customers-core.js';

/** Customer texts: the spec's own (§5) where it has one, ours in the same voice otherwise. */
export const CUSTOMER_MESSAGES = {
  notFound: '¡Cliente no encontrado!',
  phoneInvalid: '¡Por favor proporcione un número de teléfono válido!',
  phoneRequired: "Please Provide Customer's Phone!",
  nameRequired: "Please Provide Customer's Name!",
  nameTooLong: '¡El nombre no puede superar 100 caracteres!',
  emailInvalid: '¡Por favor ingrese un correo válido!',
  birthDateInvalid: '¡Fecha de nacimiento inválida! Use el formato AAAA-MM-DD.',
  genderInvalid: '¡Género inválido! Use female, male u other.',
  duplicatePhone: '¡Ya existe un cliente con ese número de teléfono!',
  hasUpcomingReservations:
    '¡El cliente tiene reservaciones pendientes! Cancélelas o elimínelas antes de eliminar al cliente.',
  pageInvalid: '¡Página inválida!',
  perPageInvalid: '¡Tamaño de página inválido! Use un número entre 1 y 100.',
  filterTooLong: '¡El texto de búsqueda no puede superar 100 caracteres!',
  sortInvalid: '¡Orden inválido! Use created_at.',
  added: '¡Cliente agregado!',
  updated: '¡Cliente actualizado!',
  deleted: '¡Cliente eliminado!',
  documentInvalid: '¡Documento inválido! Use CC, NIT, CE o PASAPORTE con su número.',
} as const;

const M = CUSTOMER_MESSAGES;

export const CUSTOMER_PHONE_MAX_LENGTH = 30;
/** Spec §9: the customer list shows 10 per page. */
export const CUSTOMERS_PER_PAGE = 10;
export const CUSTOMERS_MAX_PER_PAGE = 100;

/** Buyer documents a DE-POS accepts (the server checks the number and a NIT's check digit). */
export const CUSTOMER_DOCUMENT_TYPES = ['CC', 'NIT', 'CE', 'PASAPORTE'] as const;
export type CustomerDocumentType = (typeof CUSTOMER_DOCUMENT_TYPES)[number];

/** Absent keeps the stored document (a client that knows nothing of it), null removes it. */
export const customerDocumentBody = z
  .object({
    type: z.enum(CUSTOMER_DOCUMENT_TYPES, { error: M.documentInvalid }),
    number: z.string({ error: M.documentInvalid }).trim().min(1, M.documentInvalid).max(20, M.documentInvalid),
    dv: z.string({ error: M.documentInvalid }).trim().max(1, M.documentInvalid).nullable().optional(),
  })
  .nullable()
  .optional();

/** GET /customers/{phone} answers this object itself (spec §3 Customer). Dates are ISO strings. */
export const customerSchema = z.object({
  phone: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  gender: z.string().nullable(),
  /** YYYY-MM-DD or null */
  birth_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Issue 23: the identity document the electronic POS document names as buyer; null when none. */
  document_type: z.string().nullable().optional(),
  document_number: z.string().nullable().optional(),
  /** The NIT's check digit. */
  document_dv: z.string().nullable().optional(),
});
export type Customer = z.infer<typeof customerSchema>;
/** POST /customers/add and /customers/{phone}/update answer the stored customer. */
export const customerSavedAnswer = z.object({ message: z.string(), customer: customerSchema });

const blankToNull = (v: unknown) => (isBlank(v) ? null : v);
const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

const name = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(100, M.nameTooLong);
const email = z.preprocess(blankToNull, z.email({ error: M.emailInvalid }).max(200, M.emailInvalid).nullable());
const birthDate = z.preprocess(
  blankToNull,
  z.string({ error: M.birthDateInvalid }).trim().refine(isCalendarDate, M.birthDateInvalid).nullable(),
);
const gender = z.preprocess(blankToNull, z.enum(GENDERS, { error: M.genderInvalid }).nullable());

/** POST /customers/add. The phone is stored normalised and is the customer's key from then on. */
export const customerAddBody = z.object({
  phone: z
    .string({ error: M.phoneRequired })
    .trim()
    .min(1, M.phoneRequired)
    .max(CUSTOMER_PHONE_MAX_LENGTH, M.phoneInvalid)
    .transform(normalizePhone)
    .refine((p) => STORED_PHONE.test(p), M.phoneInvalid),
  name,
  email: email.optional().transform((v) => v ?? null),
  birthDate: birthDate.optional().transform((v) => v ?? null),
  gender: gender.optional().transform((v) => v ?? null),
  document: customerDocumentBody,
});
export type CustomerAddBody = z.input<typeof customerAddBody>;

/** POST /customers/{phone}/update. A phone in the body is ignored: the phone cannot change. */
export const customerUpdateBody = customerAddBody.omit({ phone: true });
export type CustomerUpdateBody = z.input<typeof customerUpdateBody>;

const positiveInt = (max: number, message: string) =>
  z.preprocess(
    (v) => asNumber(blankToUndefined(v)),
    z.number({ error: message }).int(message).min(1, message).max(max, message).optional(),
  );

/** GET /customers?sort=created_at&page&filter&perPage: newest first; filter matches name or phone. */
export const customersListQuery = z.object({
  sort: z.preprocess(blankToUndefined, z.literal('created_at', { error: M.sortInvalid }).optional()),
  page: positiveInt(1_000_000, M.pageInvalid).transform((v) => v ?? 1),
  perPage: positiveInt(CUSTOMERS_MAX_PER_PAGE, M.perPageInvalid).transform((v) => v ?? CUSTOMERS_PER_PAGE),
  filter: z.preprocess(
    blankToUndefined,
    z.string({ error: M.filterTooLong }).trim().max(100, M.filterTooLong).optional(),
  ),
});
export type CustomersListQuery = z.input<typeof customersListQuery>;

/**
 * GET /customers answers the seed system's page object (spec §7 gives no shape, so the seed system's
 * is the contract: issue 18), with the totals also in the headers below.
 */
export const customersListAnswer = z.object({
  customers: z.array(customerSchema),
  /** The page asked for (1 when none was). */
  currentPage: z.number(),
  /** Number of pages at this perPage (0 when nothing matches). */
  totalPages: z.number(),
  /** Customers matching the filter, on all pages. */
  totalCustomers: z.number(),
});
export type CustomersListResponse = z.infer<typeof customersListAnswer>;

/** GET /customers/paged: the same rows and totals under the names our own screens read. */
export const customersPageAnswer = z.object({
  customers: z.array(customerSchema),
  /** Customers matching the filter, on all pages. */
  totalCount: z.number(),
  /** Number of pages at this perPage (0 when nothing matches). */
  pages: z.number(),
  page: z.number(),
  perPage: z.number(),
});
export type CustomersPage = z.infer<typeof customersPageAnswer>;

export const CUSTOMERS_TOTAL_HEADER = 'X-Total-Count';
export const CUSTOMERS_PAGES_HEADER = 'X-Total-Pages';
