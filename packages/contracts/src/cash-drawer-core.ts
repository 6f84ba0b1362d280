/**
 * The cash drawer's messages and the terminal id header. Apart from cash-drawer.ts and without zod because
 * the POS's start reads them: a module the start imports may not import zod, or the bundler puts zod in the
 * start chunk (issue 22, apps/web/vite-lean-contracts.ts).
 */

export const CASH_DRAWER_MESSAGES = {
  terminalRequired: '¡Este dispositivo no envió su identificador de terminal! Recargue la página.',
  opened: '¡Caja abierta!',
  alreadyOpen: '¡Ya hay una caja abierta en este terminal!',
  openingFloatInvalid: '¡Base inicial inválida! Escriba un valor de 0 o más.',
  sessionNotFound: '¡La sesión de caja no existe!',
  sessionClosed: '¡La caja ya está cerrada! Una caja cerrada es solo de lectura.',
  movementKindInvalid: '¡Tipo de movimiento inválido! Use in u out.',
  movementAmountInvalid: '¡Valor inválido! Escriba un valor mayor que 0.',
  movementReasonRequired: '¡Indique el motivo del movimiento!',
  movementReasonTooLong: '¡El motivo es demasiado largo! Use hasta 120 caracteres.',
  cashIn: '¡Entrada de efectivo registrada!',
  cashOut: '¡Salida de efectivo registrada!',
  countInvalid: '¡Conteo inválido! Indique cantidades enteras de 0 o más, o un valor contado.',
  closed: '¡Caja cerrada!',
  pageInvalid: '¡Página inválida!',
  cashNeedsOpenDrawer:
    '¡No hay una caja abierta en este terminal! Para cobrar en efectivo, ábrala con el botón «Abrir caja» ' +
    'arriba en la pantalla POS u Órdenes, o cobre con otro medio de pago.',
  cashNeedsTerminal:
    '¡Hay varias cajas abiertas y este dispositivo no indicó la suya (cabecera X-Terminal-Id)! ' +
    'Cobre el efectivo desde el terminal de una caja abierta, o con otro medio de pago.',
} as const;

/** The request header naming the terminal, and what a terminal id may look like (a UUID fits). */
export const TERMINAL_ID_HEADER = 'X-Terminal-Id';
export const TERMINAL_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
