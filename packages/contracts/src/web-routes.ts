import type { Scope } from './scopes.js';

/** Scopes of each dashboard route, from the spec's route table (§6). Empty = any signed-in user. */
export const DASHBOARD_ROUTE_SCOPES = {
  home: ['DASHBOARD'],
  profile: [],
  devices: [],
  'contact-support': [],
  pos: ['POS'],
  orders: ['POS', 'ORDERS', 'ORDER_STATUS', 'ORDER_STATUS_DISPLAY'],
  kitchen: ['KITCHEN', 'KITCHEN_DISPLAY'],
  reservation: ['RESERVATIONS', 'VIEW_RESERVATIONS', 'MANAGE_RESERVATIONS'],
  customers: ['CUSTOMERS', 'VIEW_CUSTOMERS', 'MANAGE_CUSTOMERS'],
  /** Issue 24: the loyalty programme. */
  membership: ['MEMBERSHIP'],
  inventory: ['INVENTORY', 'VIEW_INVENTORY', 'MANAGE_INVENTORY'],
  invoices: ['INVOICES'],
  /** Issue 23: each DE-POS and its transmission to the DIAN. */
  'einvoice-documents': ['INVOICES'],
  users: ['SETTINGS'],
  reports: ['REPORTS'],
  'cash-drawers': ['REPORTS'],
  settings: ['SETTINGS'],
} as const satisfies Record<string, readonly Scope[]>;

export type DashboardRoute = keyof typeof DASHBOARD_ROUTE_SCOPES;

export type SidebarLink = {
  label: string;
  path: string;
  /** null = admin only (the spec's Usuarios link has no scopes). */
  scopes: readonly Scope[] | null;
  /** Admin only in the search too (Usuarios is found there by SETTINGS holders; the audit log is not). */
  adminOnly?: true;
  section: 'main' | 'offers' | 'backoffice';
};

export const SIDEBAR_LINKS: readonly SidebarLink[] = [
  { label: 'Dashboard', path: '/dashboard/home', scopes: DASHBOARD_ROUTE_SCOPES.home, section: 'main' },
  { label: 'POS', path: '/dashboard/pos', scopes: DASHBOARD_ROUTE_SCOPES.pos, section: 'main' },
  { label: 'Ordenes', path: '/dashboard/orders', scopes: DASHBOARD_ROUTE_SCOPES.orders, section: 'main' },
  { label: 'Cocina', path: '/dashboard/kitchen', scopes: DASHBOARD_ROUTE_SCOPES.kitchen, section: 'main' },
  {
    label: 'Reservaciones',
    path: '/dashboard/reservation',
    scopes: DASHBOARD_ROUTE_SCOPES.reservation,
    section: 'offers',
  },
  { label: 'Clientes', path: '/dashboard/customers', scopes: DASHBOARD_ROUTE_SCOPES.customers, section: 'offers' },
  { label: 'Membresía', path: '/dashboard/membership', scopes: DASHBOARD_ROUTE_SCOPES.membership, section: 'offers' },
  {
    label: 'Inventario',
    path: '/dashboard/inventory',
    scopes: DASHBOARD_ROUTE_SCOPES.inventory,
    section: 'backoffice',
  },
  { label: 'Facturas', path: '/dashboard/invoices', scopes: DASHBOARD_ROUTE_SCOPES.invoices, section: 'backoffice' },
  {
    label: 'Documentos electrónicos',
    path: '/dashboard/einvoice-documents',
    scopes: DASHBOARD_ROUTE_SCOPES['einvoice-documents'],
    section: 'backoffice',
  },
  { label: 'Usuarios', path: '/dashboard/users', scopes: null, section: 'backoffice' },
  { label: 'Reportes', path: '/dashboard/reports', scopes: DASHBOARD_ROUTE_SCOPES.reports, section: 'backoffice' },
  {
    label: 'Cierres de caja',
    path: '/dashboard/cash-drawers',
    scopes: DASHBOARD_ROUTE_SCOPES['cash-drawers'],
    section: 'backoffice',
  },
  {
    label: 'Configuraciones',
    path: '/dashboard/settings',
    scopes: DASHBOARD_ROUTE_SCOPES.settings,
    section: 'backoffice',
  },
  { label: 'Registro de auditoría', path: '/dashboard/audit', scopes: null, adminOnly: true, section: 'backoffice' },
];

export type SearchEntry = { title: string; path: string; scopes: readonly Scope[]; adminOnly?: true };

/** The search dialog lists every sidebar entry plus these; Usuarios shows to holders of SETTINGS. */
export const SEARCH_ENTRIES: readonly SearchEntry[] = [
  ...SIDEBAR_LINKS.map((l) => ({
    title: l.label,
    path: l.path,
    scopes: l.scopes ?? DASHBOARD_ROUTE_SCOPES.users,
    ...(l.adminOnly ? { adminOnly: l.adminOnly } : {}),
  })),
  { title: 'Configuración de impresión', path: '/dashboard/settings/print-settings', scopes: ['SETTINGS'] },
  { title: 'Impresoras', path: '/dashboard/settings/printers', scopes: ['SETTINGS'] },
  { title: 'Mesas', path: '/dashboard/settings/tables', scopes: ['SETTINGS'] },
  { title: 'Ítems del menú', path: '/dashboard/settings/menu-items', scopes: ['SETTINGS'] },
  { title: 'Tiempos', path: '/dashboard/settings/courses', scopes: ['SETTINGS'] },
  { title: 'Impuestos', path: '/dashboard/settings/tax-setup', scopes: ['SETTINGS'] },
  { title: 'Facturación electrónica', path: '/dashboard/settings/einvoice', scopes: ['SETTINGS'] },
  { title: 'Mis dispositivos', path: '/dashboard/devices', scopes: [] },
  { title: 'Perfil', path: '/dashboard/profile', scopes: [] },
  { title: 'Soporte', path: '/dashboard/contact-support', scopes: [] },
];
