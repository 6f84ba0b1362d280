import { POS_MESSAGES } from './pos-core.js';

/**
 * The offline queue's messages. Apart from offline.ts and without zod because
 * the POS's start reads them: a module the start imports may not import zod, or the bundler puts zod in the
 * start chunk (issue 22, apps/web/vite-lean-contracts.ts).
 */

export const OFFLINE_MESSAGES = {
  /** Shown on a queued order waiting for the server. */
  pending: 'Pendiente de envío',
  /** Shown on a queued order the server refused: a person must resend, edit or discard it. */
  needsReview: 'Requiere revisión',
  /** The small mark of an order that arrived from a device's offline queue. */
  offlineMark: 'Sin conexión',
  offline: 'Sin conexión con el servidor',
  /** Card and transfer need the network (terminal, bank): the POS refuses them before queueing. */
  paymentKindNotOffline:
    'Sin conexión solo se puede cobrar en efectivo. Cobre con tarjeta o transferencia cuando vuelva la conexión.',
  paymentsForbidden: 'Esta tienda no permite cobros sin conexión. Cobre cuando vuelva la conexión.',
  queueLimitReached: 'El monto en cola supera el límite de la tienda. Un gerente debe autorizarlo con su PIN.',
  queueLimitNoPin:
    'El monto en cola supera el límite de la tienda y no hay PIN de gerente configurado. Espere a que vuelva la conexión.',
  managerPinLabel: 'PIN de gerente',
  managerPinWrong: '¡PIN de gerente incorrecto!',
  managerPinApproved: 'Autorizado por el gerente.',
  discardConfirm: '¿Descartar este pedido sin conexión? No se enviará y el descarte quedará en la auditoría.',
  discardDone: 'Pedido sin conexión descartado.',
  discardAlreadyStored: 'Este pedido ya llegó al servidor y no se puede descartar. Reenvíelo para ver su resultado.',
  discardInvalid: '¡Pedido descartado inválido!',
  deviceTimeInvalid: POS_MESSAGES.deviceTimeInvalid,
  deviceTimeInFuture:
    'La hora del dispositivo está adelantada respecto al servidor. Corrija la fecha y hora de la tableta e intente de nuevo.',
  deviceTimeTooOld: 'El pedido sin conexión tiene más de 7 días. Revíselo y vuelva a tomarlo.',
  offlineFlagInvalid: POS_MESSAGES.offlineFlagInvalid,
  managerApprovedInvalid: POS_MESSAGES.managerApprovedInvalid,
  // Store settings screen, section "Ventas sin conexión".
  settingsTitle: 'Ventas sin conexión',
  paymentsAllowedLabel: 'Permitir cobros sin conexión',
  paymentsAllowedInvalid: '¡Valor inválido en permitir cobros sin conexión!',
  queueLimitLabel: 'Límite de monto en cola',
  queueLimitInvalid: '¡Límite de monto en cola inválido!',
  managerPinInvalid: '¡El PIN de gerente debe tener de 4 a 8 dígitos!',
  managerPinSet: 'PIN de gerente configurado',
  managerPinNotSet: 'Sin PIN de gerente',
  settingsSaved: '¡Ajustes de ventas sin conexión guardados!',
} as const;
