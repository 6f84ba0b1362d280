/**
 * Strings of the reports screen (spec §2 "Reports screen (Informes)"; the sidebar says Reportes).
 * The load failure is the spec's own text (§8). Each card's hint restates the figure's definition
 * written in packages/contracts/src/reports.ts.
 */
export const reportsText = {
  title: 'Informes',
  subtitle: 'Ventas y clientes del periodo elegido.',
  range: (from: string, to: string) => (from === to ? from : `${from} – ${to}`),
  loading: 'Por favor espere...',
  loadError: 'Error al cargar los datos de los informes, intente mas tarde!',
  retry: 'Reintentar',
  export: 'Exportar CSV',
  cardsLabel: 'Indicadores',
  cards: {
    ordersCount: { label: 'Pedidos', hint: 'Pedidos del periodo, sin los cancelados' },
    averageOrderValue: { label: 'Valor promedio del pedido', hint: 'Ingresos entre pedidos pagados' },
    totalCustomers: { label: 'Clientes con pedidos', hint: 'Clientes registrados que pidieron' },
    newCustomers: { label: 'Clientes nuevos', hint: 'Registrados en el periodo' },
    repeatedCustomers: { label: 'Clientes repetidos', hint: 'Con más de un pedido' },
    revenueTotal: { label: 'Ingresos totales', hint: 'Facturado, impuestos incluidos' },
    netRevenue: { label: 'Ingresos netos', hint: 'Facturado sin impuestos' },
    taxTotal: { label: 'Impuestos', hint: 'Impuestos facturados' },
  },
  paidOrders: (orders: number, invoices: number) =>
    `${orders} ${orders === 1 ? 'pedido pagado' : 'pedidos pagados'} en ${invoices} ${invoices === 1 ? 'factura' : 'facturas'}`,
  perDay: {
    title: 'Ingresos por día',
    description: 'Total facturado cada día del periodo.',
    summary: (days: number, best: string | null) =>
      best ? `${days} días; el mejor día fue ${best}.` : `${days} días sin ventas.`,
    day: 'Día',
    revenue: 'Ingresos',
  },
  perPaymentType: {
    title: 'Ingresos por tipo de pago',
    description: 'Cómo pagaron los clientes.',
    empty: 'Sin ventas en este periodo.',
    share: (percent: string) => `${percent} %`,
  },
  prepTimes: {
    title: 'Tiempos de preparación',
    export: 'Exportar tiempos (CSV)',
    description: 'Desde la orden (o desde que se marchó el tiempo) hasta que la cocina la dio por lista, por día.',
    perStation: 'Por estación',
    perItem: 'Por ítem',
    day: 'Día',
    station: 'Estación',
    item: 'Ítem',
    count: 'Líneas',
    avg: 'Promedio',
    p90: 'P90',
    empty: 'Sin líneas terminadas en cocina en este periodo.',
    duration: (seconds: number) => {
      const m = Math.floor(seconds / 60);
      const s = seconds % 60;
      return `${m}:${String(s).padStart(2, '0')} min`;
    },
  },
  tips: {
    title: 'Propinas voluntarias',
    description: 'Propinas recibidas en el periodo; no suman a los ingresos.',
    total: 'Total de propinas',
    perDay: 'Por día',
    perUser: 'Por mesero',
    empty: 'Sin propinas en este periodo.',
  },
};
