/**
 * Buyer identification for DIAN documents: the NIT check digit (dígito de verificación) and the
 * document types a POS cashier may attach to a sale.
 */

/** DIAN's prime weights, applied from the rightmost digit of the NIT leftwards. */
const DV_WEIGHTS = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71] as const;

/** The check digit of a NIT of up to 15 digits: weighted sum mod 11, kept if 0 or 1, else 11 − r. */
export function nitCheckDigit(nit: string): number {
  if (!/^\d{1,15}$/.test(nit)) throw new RangeError('El NIT debe tener entre 1 y 15 dígitos, sin puntos ni guion.');
  const digits = nit.split('').reverse();
  const sum = digits.reduce((acc, digit, i) => acc + Number(digit) * (DV_WEIGHTS[i] ?? 0), 0);
  const remainder = sum % 11;
  return remainder > 1 ? 11 - remainder : remainder;
}

export function isValidNit(nit: string, dv: number | string): boolean {
  return /^\d{1,15}$/.test(nit) && String(nitCheckDigit(nit)) === String(dv);
}

/** The kinds of buyer a cashier can attach, with the DIAN identification type code (tabla 13.2.1). */
export const BUYER_DOCUMENT_TYPES = {
  CC: { dianCode: '13', label: 'Cédula de ciudadanía' },
  NIT: { dianCode: '31', label: 'NIT' },
  CE: { dianCode: '22', label: 'Cédula de extranjería' },
  PASAPORTE: { dianCode: '41', label: 'Pasaporte' },
  CONSUMIDOR_FINAL: { dianCode: '13', label: 'Consumidor final' },
} as const;

export type BuyerDocumentType = keyof typeof BUYER_DOCUMENT_TYPES;

/** The generic buyer of a sale nobody identified, as the annex names it. */
export const CONSUMIDOR_FINAL = { id: '222222222222', name: 'Consumidor final' } as const;

export type BuyerIdentity = {
  type: BuyerDocumentType;
  /** Digits (CC, NIT) or letters and digits (CE, pasaporte); ignored for consumidor final. */
  number: string;
  /** Required for NIT. */
  dv?: string | null;
};

export type CheckedBuyer = { type: BuyerDocumentType; dianCode: string; number: string; dv: string | null };

/** Normalises and checks a buyer's document; an error is Spanish text for the cashier. */
export function checkBuyerIdentity(
  buyer: BuyerIdentity,
): { ok: true; buyer: CheckedBuyer } | { ok: false; message: string } {
  const dianCode = BUYER_DOCUMENT_TYPES[buyer.type].dianCode;
  if (buyer.type === 'CONSUMIDOR_FINAL') {
    return { ok: true, buyer: { type: buyer.type, dianCode, number: CONSUMIDOR_FINAL.id, dv: null } };
  }
  const number = buyer.number.replace(/[\s.-]/g, '').toUpperCase();
  if (buyer.type === 'CC' && !/^\d{3,10}$/.test(number)) {
    return { ok: false, message: 'La cédula de ciudadanía debe tener entre 3 y 10 dígitos.' };
  }
  if (buyer.type === 'NIT') {
    if (!/^\d{5,15}$/.test(number)) return { ok: false, message: 'El NIT debe tener entre 5 y 15 dígitos.' };
    const dv = (buyer.dv ?? '').trim();
    if (!/^\d$/.test(dv)) return { ok: false, message: 'Falta el dígito de verificación del NIT.' };
    if (!isValidNit(number, dv)) {
      return { ok: false, message: `El dígito de verificación no corresponde al NIT ${number}.` };
    }
    return { ok: true, buyer: { type: buyer.type, dianCode, number, dv } };
  }
  if ((buyer.type === 'CE' || buyer.type === 'PASAPORTE') && !/^[A-Z0-9]{3,20}$/.test(number)) {
    return { ok: false, message: 'El documento debe tener entre 3 y 20 letras o dígitos.' };
  }
  return { ok: true, buyer: { type: buyer.type, dianCode, number, dv: null } };
}
