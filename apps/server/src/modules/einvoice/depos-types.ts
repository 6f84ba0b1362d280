import type { DianEnvironment } from './cude.js';
import type { CheckedBuyer } from './nit.js';
import type { PosNumberingRange } from './numbering.js';

/** Every amount is in integer centavos, like the rest of the server; rates in basis points (800 = 8 %). */

export type DianAddress = {
  /** DANE municipality code, e.g. "11001" for Bogotá. */
  municipalityCode: string;
  cityName: string;
  /** DANE department code, e.g. "11". */
  departmentCode: string;
  departmentName: string;
  line: string;
};

export type DePosIssuer = {
  nit: string;
  dv: string;
  legalName: string;
  tradeName?: string;
  /** '1' persona jurídica, '2' persona natural (AdditionalAccountID). */
  personType: '1' | '2';
  /** Responsabilidades fiscales (lista 48), e.g. ["O-13"] or ["R-99-PN"]. */
  taxResponsibilities: string[];
  /** The tax the issuer is responsible for: 01 IVA, 04 INC, ZZ no aplica. */
  taxScheme: DianTaxScheme;
  address: DianAddress;
  email?: string;
};

export type DePosSoftware = {
  /** SoftwareID the DIAN gave at registration. */
  id: string;
  pin: string;
  /** The software provider's NIT and check digit (the issuer's own when it uses its own software). */
  providerNit: string;
  providerDv: string;
  /** FabricanteSoftware: who made the software. */
  maker: { name: string; companyName: string; softwareName: string };
};

export type DePosBuyer = CheckedBuyer & {
  name: string;
  /** '1' persona jurídica, '2' persona natural; by default a NIT is jurídica and any other document natural. */
  personType?: '1' | '2';
  /** BeneficiosComprador: loyalty code, name and points; the buyer's own data and 0 points when none. */
  benefits?: { code: string; name: string; points: number };
};

/** PuntoVenta: the register that made the sale. */
export type DePosPointOfSale = {
  registerPlate: string;
  registerLocation: string;
  cashier: string;
  registerType: string;
  saleCode: string;
};

export const DIAN_TAX_SCHEMES = {
  '01': 'IVA',
  '03': 'ICA',
  '04': 'INC',
  ZZ: 'No aplica',
} as const;
export type DianTaxScheme = keyof typeof DIAN_TAX_SCHEMES;

export type DePosLineTax = { scheme: Exclude<DianTaxScheme, 'ZZ'>; rateBp: number; amount: number };

export type DePosLine = {
  code: string;
  description: string;
  quantity: number;
  /** The line's value before taxes (what the customer pays minus the line's tax). */
  net: number;
  tax: DePosLineTax | null;
};

/** DIAN payment means (lista 13.3.4.2): 10 efectivo, 48 tarjeta crédito, 49 tarjeta débito, 47 transferencia, ZZZ otro. */
export type DianPaymentMeans = '10' | '47' | '48' | '49' | 'ZZZ';

export type DePosInput = {
  environment: DianEnvironment;
  issuer: DePosIssuer;
  numbering: PosNumberingRange;
  /** The number the payment's transaction assigned, inside the range. */
  number: number;
  software: DePosSoftware;
  buyer: DePosBuyer;
  pointOfSale: DePosPointOfSale;
  issuedAt: Date;
  lines: DePosLine[];
  /** A tip (propina) is a charge outside the taxed sale. */
  tip?: number;
  paymentMeans: DianPaymentMeans;
  /** What the invoice of record says the buyer paid; the document refuses to disagree with it. */
  payableTotal: number;
};
