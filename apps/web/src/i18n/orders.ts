import type { DeliveryType, OrderItemStatus } from '@comandero/contracts';

/**
 * Strings of the service floor shared by the orders, kitchen and token screens, and of the orders
 * screen. Texts quoted by the spec are kept byte for byte (the load error, the action fallback and
 * the English cancel confirmation).
 */
export const floorText = {
  loadError: 'Error cargando las ordenes! Intente mas tarde!',
  actionFailed: 'Error procesando su solicitud, Intente mas tarde!',
  loading: 'Por favor espere...',
  retry: 'Reintentar',
  refresh: 'Actualizar',
  offline: 'Sin conexión en vivo. Reconectando…',
  offlineHint: 'Los cambios de otras pantallas se verán al recuperar la conexión.',
  soundOn: 'Sonido activado',
  soundOff: 'Sonido silenciado',
  muteSound: 'Silenciar aviso de nuevas órdenes',
  unmuteSound: 'Activar aviso de nuevas órdenes',
  token: 'Turno',
  itemStatus: {
    created: 'Recibido',
    preparing: 'En preparación',
    completed: 'Listo',
    delivered: 'Entregado',
    cancelled: 'Cancelado',
  } satisfies Record<OrderItemStatus, string>,
  service: {
    dinein: 'Comer en el local',
    delivery: 'Entrega a domicilio',
    takeaway: 'Para llevar',
  } satisfies Record<DeliveryType, string>,
  elapsed: {
    now: 'Recién llegada',
    minutes: (m: number) => `${m} min`,
    hours: (h: number, m: number) => `${h} h ${String(m).padStart(2, '0')} min`,
    days: (d: number, h: number) => `${d} d ${h} h`,
  },
};

export const ordersText = {
  title: 'Ordenes',
  subtitle: 'Órdenes abiertas por mesa. Cambie el estado de cada ítem o cierre la mesa.',
  empty: 'No hay órdenes abiertas. Las nuevas órdenes del POS aparecerán aquí.',
  openOrders: (n: number) => (n === 1 ? '1 orden abierta' : `${n} órdenes abiertas`),
  floor: 'Piso',
  since: 'Abierta hace',
  order: 'Orden',
  customer: 'Cliente',
  walkin: 'Cliente de paso',
  quantity: 'Cantidad',
  notes: 'Nota',
  itemStatusLabel: (title: string) => `Estado de ${title}`,
  payment: { pending: 'Pendiente de pago', paid: 'Pagada' } as Record<string, string>,
  total: 'Total',
  actions: {
    label: (table: string) => `Acciones de ${table}`,
    cancel: 'Cancelar',
    complete: 'Completar',
    pay: 'Pagar y completar',
    print: 'Imprimir recibo',
  },
  cancel: {
    title: 'Cancelar órdenes',
    message: 'Are you sure, you are cancelling the order! This process is not reversible.',
    confirm: 'Sí, cancelar',
    keep: 'Volver',
    onlyUnpaid: 'Las órdenes ya pagadas no se cancelan; complételas.',
  },
  complete: {
    title: 'Completar órdenes',
    unpaid: (n: number) =>
      n === 1
        ? 'Hay 1 orden sin pagar. ¿Desea completarla sin registrar el pago?'
        : `Hay ${n} órdenes sin pagar. ¿Desea completarlas sin registrar el pago?`,
    confirm: 'Completar sin cobrar',
  },
  pay: {
    title: 'Pagar y completar',
    description: (table: string) => `Resumen de pago de ${table}.`,
    subtotal: 'Subtotal (sin impuestos)',
    taxes: 'Impuestos',
    total: 'Total a pagar',
    paymentType: 'Tipo de pago',
    paymentTypePrompt: 'Seleccione el tipo de pago...',
    noPaymentTypes: 'No hay tipos de pago activos; la factura quedará sin tipo de pago.',
    confirm: 'Cobrar y completar',
    summaryLoading: 'Calculando el resumen...',
    orders: (n: number) => (n === 1 ? '1 orden' : `${n} órdenes`),
    alreadyPaid: (n: number) =>
      n === 1 ? 'Además se completará 1 orden ya pagada.' : `Además se completarán ${n} órdenes ya pagadas.`,

    // Issue 18: the split bill's steps on the ordinary pay button.
    discount: 'Descuento',
    paidTitle: 'Mesa pagada',
    changeDue: 'Cambio a entregar',
    paidTotal: 'Total cobrado',
    print: 'Imprimir recibo',
    done: 'Listo',
  },
  print: {
    popupBlocked: 'El navegador bloqueó la ventana de impresión.',
    nothing: 'No hay ítems para imprimir.',
    einvoiceError: 'No se pudo leer el documento electrónico de la factura; intente imprimir de nuevo.',
  },
};
