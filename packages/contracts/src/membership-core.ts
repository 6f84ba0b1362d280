/**
 * The membership consent and the points payment type. Apart from membership.ts and without zod because
 * the POS's start reads them: a module the start imports may not import zod, or the bundler puts zod in the
 * start chunk (issue 22, apps/web/vite-lean-contracts.ts).
 */

/** The Ley 1581 de 2012 authorisation read to the customer; its version is stored with the consent. */
export const MEMBERSHIP_CONSENT_VERSION = '2026-11';
export const MEMBERSHIP_CONSENT_TEXT =
  'Autorizo de manera previa, expresa e informada el tratamiento de mis datos personales (nombre, ' +
  'teléfono y compras) para acumular y redimir puntos del programa de fidelización, conforme a la ' +
  'Ley 1581 de 2012. Puedo conocer, actualizar, rectificar y suprimir mis datos, y revocar esta ' +
  'autorización, en cualquier momento en el restaurante.';

/** The payment type the programme creates: redeeming is paying with it. */
export const POINTS_PAYMENT_TYPE_TITLE = 'Puntos';
