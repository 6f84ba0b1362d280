/**
 * Strings of the dashboard home (spec §2 Dashboard home). The loading and failure texts are the
 * spec's own, byte for byte (the loading one is English there).
 */
export const dashboardText = {
  title: 'Dashboard',
  greeting: (name: string) => `Hola, ${name}`,
  subtitle: 'Así va el día en su restaurante.',
  /** Issue 24: the low-stock alert. */
  lowStock: {
    title: 'Insumos bajo el mínimo',
    link: 'Ver inventario',
    line: (name: string, stock: string, min: string) => `${name}: ${stock} (mínimo ${min})`,
  },
  loading: 'Please wait...',
  loadError: 'Error cargando datos del dashboard, intenta mas tarde!',
  retry: 'Reintentar',
  reportsLink: 'Ver informes',
  counters: {
    label: 'Contadores de hoy',
    orders: 'Pedidos',
    newCustomers: 'Nuevos clientes registrados',
    repeatedCustomers: 'Clientes repetidos',
    today: 'Hoy',
  },
  reservations: {
    title: 'Reservaciones de hoy',
    description: 'Sin las canceladas, de la más próxima a la más lejana.',
    empty: 'No hay reservaciones para hoy.',
    people: (n: number) => (n === 1 ? '1 persona' : `${n} personas`),
    noTable: 'Sin mesa',
    all: 'Ver reservaciones',
  },
  topItems: {
    title: 'Más vendidos',
    description: 'Los ítems en más pedidos de los últimos 7 días.',
    empty: 'Aún no hay ventas en los últimos 7 días.',
    orders: (n: number) => (n === 1 ? '1 pedido' : `${n} pedidos`),
  },
};
