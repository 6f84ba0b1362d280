import { TIP_LINE_TITLE } from '@comandero/contracts';

/**
 * Strings of Facturas (spec §2 Invoices). The empty texts (§8) and the load failure (§8 "Error
 * cargando datos, intenta mas tarde!") are the spec's own.
 */
export const invoicesText = {
  title: 'Facturas',
  subtitle: 'Busque una factura o filtre por fecha; abra una fila para ver sus órdenes.',
  loading: 'Por favor espere...',
  loadError: 'Error cargando datos, intenta mas tarde!',
  detailsError: 'Error cargando detalles! Por favor intente mas tarde!',
  retry: 'Reintentar',
  emptyList: 'No se encontraron resultados! Cambie el Filtro!',
  emptySearch: 'No se encontraron resultados!',
  search: {
    label: 'Buscar factura',
    placeholder: 'Factura, orden, teléfono o nombre',
    submit: 'Buscar',
    clear: 'Limpiar búsqueda',
    results: (q: string, n: number) => (n === 1 ? `1 resultado para «${q}»` : `${n} resultados para «${q}»`),
  },
  count: (n: number) => (n === 1 ? '1 factura' : `${n} facturas`),
  caption: 'Facturas',
  columns: {
    invoice: 'Factura',
    customer: 'Cliente',
    payment: 'Pago',
    total: 'Total',
    actions: 'Acciones',
  },
  walkin: 'Cliente de paso',
  ordersCount: (n: number) => (n === 1 ? '1 orden' : `${n} órdenes`),
  showOrders: (id: number) => `Ver órdenes de la factura ${id}`,
  hideOrders: (id: number) => `Ocultar órdenes de la factura ${id}`,
  ordersOf: (id: number) => `Órdenes de la factura ${id}`,
  reprint: (id: number) => `Reimprimir recibo de la factura ${id}`,
  reprintShort: 'Reimprimir',
  popupBlocked: 'El navegador bloqueó la ventana de impresión. Permita las ventanas emergentes.',
  nothingToPrint: 'La factura no tiene líneas para imprimir.',
  export: 'Exportar CSV',
  order: (id: number) => `Orden #${id}`,
  token: (n: number) => `Turno ${n}`,
  cancelledLine: 'Cancelado',
  orderTotal: 'Total de la orden',
  invoiceTotals: (id: number) => `Totales de la factura ${id}`,
  subtotal: 'Subtotal sin impuestos',
  taxes: 'Impuestos',
  total: 'Total',
  invoiceNo: (id: number) => `#${id}`,
  // Issue 10: what an invoice charged and how it was paid, and the bill of a split table it paid.
  totalsTitle: 'Totales',
  itemsSubtotal: 'Subtotal',
  discounts: 'Descuentos',
  tip: TIP_LINE_TITLE,
  totalWithTip: 'Total con propina',
  paymentsTitle: 'Pagos',
  paymentsOf: (id: number) => `Pagos de la factura ${id}`,
  tendered: 'Recibido',
  change: 'Cambio',
  billOf: (id: number) => `Cuenta pagada con la factura ${id}`,
  billOrders: (ids: number[]) =>
    ids.length === 1
      ? `Mesa dividida · orden #${ids[0]}`
      : `Mesa dividida · órdenes ${ids.map((i) => `#${i}`).join(', ')}`,
  lineDiscount: (reason: string) => `Descuento (${reason})`,
  billDiscount: (reason: string) => `Descuento a la cuenta (${reason})`,
};

/** "Anular venta" (docs/voids.md): the invoice detail's button, its dialog and the "Anulada" chip. */
export const invoiceVoidText = {
  action: 'Anular venta',
  actionOf: (id: number) => `Anular la venta de la factura ${id}`,
  title: (id: number) => `Anular venta #${id}`,
  description: 'La venta deja de contar en los reportes y el dinero se devuelve al cliente.',
  refundTotal: 'Total a devolver',
  cashFromDrawer: 'Efectivo a sacar de la caja',
  otherMeans: 'Por otros medios (tarjeta, transferencia…)',
  consequences: 'Se revierten los puntos del cliente y el inventario vuelve (o queda como merma si ya se preparó).',
  reasonRequired: 'Elija o escriba el motivo.',
  confirm: 'Anular venta',
  confirming: 'Anulando…',
  cancel: 'Cancelar',
  voided: 'Anulada',
  voidedWith: (reason: string) => `Motivo: ${reason}`,
  voidedBy: (who: string | undefined, at: string) => (who ? `Por ${who}, ${at}` : at),
  done: '¡Venta anulada!',
  salesTotal: (money: string, voided: number) =>
    voided === 0 ? `Ventas: ${money}` : `Ventas: ${money} (sin ${voided === 1 ? '1 anulada' : `${voided} anuladas`})`,
};
