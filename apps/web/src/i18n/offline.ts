import { OFFLINE_MESSAGES as M } from '@comandero/contracts';

/** Strings of the offline outbox (issue 22): banner, badge, pending entries, review, PIN, sign-out guard. */
export const offlineText = {
  pending: M.pending,
  sending: 'Enviando…',
  needsReview: M.needsReview,
  sent: 'Enviado',
  refusedNoMessage: 'El servidor rechazó el pedido.',
  /** A dialog whose code had not been fetched when the network dropped (lib/deferred). */
  dialogUnavailable: 'No se pudo abrir esta ventana sin conexión. Intente de nuevo cuando vuelva la red.',
  queued: 'Sin conexión: el pedido quedó pendiente de envío y se enviará al volver la conexión.',
  badge: (n: number) => (n === 1 ? '1 pedido pendiente de envío' : `${n} pedidos pendientes de envío`),
  banner: {
    offlineSince: (time: string) => `${M.offline} desde las ${time}`,
    offline: M.offline,
    waiting: (n: number) => (n === 1 ? '1 pedido en espera' : `${n} pedidos en espera`),
    review: (n: number) => (n === 1 ? '1 requiere revisión' : `${n} requieren revisión`),
    drained: 'Conexión restablecida: todos los pedidos pendientes se enviaron.',
    signIn: 'Inicie sesión de nuevo para enviar los pedidos pendientes.',
  },
  list: {
    heading: 'Pedidos sin enviar',
    open: (n: number) => `Ver pedido pendiente ${n}`,
    takenAt: (time: string) => `Tomado a las ${time}`,
    kitchen: 'Enviar a cocina',
    pay: 'Pagado',
  },
  entry: {
    title: 'Pedido sin enviar',
    readOnly: 'Este pedido ya está en la cola y no se puede modificar.',
    customer: 'Cliente',
    table: 'Mesa',
    paymentType: 'Pago',
    total: 'Total',
    invoicePending: 'Factura pendiente de numeración: el número lo asigna el servidor al recibir el pedido.',
    invoiceNumber: (id: number) => `Factura N.º ${id}`,
    close: 'Cerrar',
    resend: 'Reenviar con precios actuales',
    edit: 'Editar',
    discard: 'Descartar',
    resendBlocked: (titles: string) => `No se puede reenviar: ya no están en el menú: ${titles}.`,
    resent: 'El pedido se volvió a poner en cola con los precios actuales.',
    resendFailed: 'No se pudieron cargar los precios actuales. Intente de nuevo con conexión.',
    edited: 'El pedido se cargó en el carrito para editarlo.',
    discardTitle: 'Descartar pedido sin enviar',
    discardMessage: M.discardConfirm,
    discarded: M.discardDone,
    discardOffline:
      'Sin conexión no se puede descartar: el descarte debe quedar en la auditoría del servidor. Intente cuando vuelva la conexión.',
    cartBusy: 'Vacíe el carrito antes de editar un pedido pendiente.',
  },
  payment: {
    cardRefused: M.paymentKindNotOffline,
    forbidden: M.paymentsForbidden,
    noPin: M.queueLimitNoPin,
  },
  pin: {
    title: 'Autorización del gerente',
    message: (limit: string) => `${M.queueLimitReached} Límite: ${limit}.`,
    label: M.managerPinLabel,
    confirm: 'Autorizar',
    wrong: M.managerPinWrong,
    refused: 'Pago sin conexión no autorizado.',
  },
  signOut: {
    title: 'Hay pedidos sin enviar',
    message: (n: number) =>
      n === 1
        ? 'Hay 1 pedido sin enviar en este dispositivo. No puede cerrar sesión hasta que se envíe o lo exporte.'
        : `Hay ${n} pedidos sin enviar en este dispositivo. No puede cerrar sesión hasta que se envíen o los exporte.`,
    export: 'Exportar pendientes',
    exported: 'Pedidos pendientes exportados.',
  },
} as const;
