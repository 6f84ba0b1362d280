/** Customer texts; the list/add/update screens extend this file in their own issue. */
export const CUSTOMER_MESSAGES = {
  notFound: '¡Cliente no encontrado!',
  phoneInvalid: '¡Por favor proporcione un número de teléfono válido!',
} as const;

export const CUSTOMER_PHONE_MAX_LENGTH = 30;

/**
 * A phone as staff type it ("300 123-4567", "(300) 123.4567") reduced to the digits and a leading +,
 * so a lookup finds the customer however the number was spaced.
 */
export function normalizePhone(phone: string): string {
  return phone.trim().replace(/[\s\-.()]/g, '');
}

/** GET /customers/{phone} answers this object itself (spec §3 Customer). Dates are ISO strings. */
export type Customer = {
  phone: string;
  name: string;
  email: string | null;
  gender: string | null;
  /** YYYY-MM-DD or null */
  birth_date: string | null;
  created_at: string;
  updated_at: string;
};
