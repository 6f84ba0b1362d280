import type { AuditEntityType } from '@comandero/contracts';

/** Texts of the audit log page (usted form). Action names come from AUDIT_ACTION_LABELS. */
export const auditText = {
  title: 'Registro de auditoría',
  subtitle: 'Acciones sensibles: quién, cuándo, desde qué dispositivo y qué cambió.',
  count: (n: number) => (n === 1 ? '1 acción registrada' : `${n.toLocaleString('es-CO')} acciones registradas`),
  export: 'Exportar CSV',
  filters: 'Filtros del registro',
  user: 'Usuario',
  allUsers: 'Todos los usuarios',
  action: 'Acción',
  allActions: 'Todas las acciones',
  loading: 'Cargando el registro…',
  loadError: 'No se pudo cargar el registro de auditoría. Revise la conexión e intente de nuevo.',
  retry: 'Reintentar',
  empty: 'No hay acciones registradas con estos filtros.',
  caption: 'Acciones registradas, de la más reciente a la más antigua',
  columns: { when: 'Fecha', who: 'Usuario y dispositivo', action: 'Acción', detail: 'Cambio', reason: 'Motivo' },
  unknownUser: 'Sin sesión',
  terminal: (id: string) => `Terminal ${id.slice(0, 8)}`,
  reason: 'Motivo',
  noValues: 'Sin valores',
  pager: {
    nav: 'Paginación del registro',
    previous: 'Anterior',
    next: 'Siguiente',
    status: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
} as const;

export const ENTITY_LABELS: Record<AuditEntityType, (id: string) => string> = {
  order: (id) => `Orden #${id}`,
  order_item: (id) => `Línea #${id}`,
  table: (id) => `Mesa #${id}`,
  bill: (id) => `Cuenta #${id}`,
  bill_line: (id) => `Línea de cuenta #${id}`,
  invoice: (id) => `Factura #${id}`,
  menu_item: (id) => `Ítem del menú #${id}`,
  tax: (id) => `Impuesto #${id}`,
  payment_type: (id) => `Tipo de pago #${id}`,
  user: (id) => `Usuario ${id}`,
  cash_drawer_session: (id) => `Caja #${id}`,
};

/** The fields the log keeps, as staff call them. */
export const FIELD_LABELS: Record<string, string> = {
  item: 'Ítem',
  variant: 'Variante',
  addon: 'Complemento',
  price: 'Precio',
  net_price: 'Precio neto',
  tax: 'Impuesto',
  tax_id: 'Id del impuesto',
  rate: 'Tasa %',
  type: 'Tipo',
  title: 'Nombre',
  is_active: 'Activo',
  is_cash: 'Efectivo',
  name: 'Nombre',
  scopes: 'Permisos',
  kind: 'Tipo',
  value: 'Valor',
  reason: 'Motivo',
  bill_id: 'Cuenta',
  order_id: 'Orden',
  token_no: 'Turno',
  total: 'Total',
  quantity: 'Cantidad',
  line_total: 'Valor de la línea',
  status: 'Estado',
  table: 'Mesa',
  table_id: 'Id de la mesa',
  orders: 'Órdenes',
  terminal_id: 'Terminal',
  opening_float: 'Base inicial',
  amount: 'Valor',
  method: 'Conteo',
  expected: 'Esperado',
  counted: 'Contado',
  difference: 'Diferencia',
  locked: 'Bloqueo por',
  attempts: 'Intentos',
  window_minutes: 'Minutos',
};

/** Values that are codes on the wire. */
export const VALUE_LABELS: Record<string, string> = {
  created: 'Creado',
  preparing: 'En preparación',
  completed: 'Completado',
  delivered: 'Entregado',
  cancelled: 'Anulado',
  open: 'Abierta',
  closed: 'Cerrada',
  percent: 'Porcentaje',
  amount: 'Valor fijo',
  denominations: 'Por denominaciones',
  inclusive: 'Inclusivo',
  exclusive: 'Exclusivo',
  user: 'Usuario',
  ip: 'Dirección IP',
};

/** Fields in pesos. */
export const MONEY_FIELDS = new Set([
  'price',
  'net_price',
  'total',
  'line_total',
  'opening_float',
  'amount',
  'expected',
  'counted',
  'difference',
]);

/** Fields stored as 0/1. */
export const FLAG_FIELDS = new Set(['is_active', 'is_cash']);
