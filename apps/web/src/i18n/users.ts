import type { Scope } from '@comandero/contracts';

/**
 * Strings of Usuarios (spec §2 Users, §6). Validation and success texts come from the server and
 * the contracts' USER_MESSAGES; the delete question is the spec's own (§5 General).
 */
export const usersText = {
  title: 'Usuarios',
  subtitle: 'Quién entra al sistema y qué puede abrir.',
  count: (n: number) => (n === 1 ? '1 usuario' : `${n} usuarios`),
  loading: 'Por favor espere...',
  loadError: 'Error cargando datos, intenta mas tarde!',
  retry: 'Reintentar',
  empty: 'No se encontraron resultados!',
  add: 'Agregar usuario',
  caption: 'Usuarios',
  columns: { user: 'Usuario', designation: 'Cargo', contact: 'Contacto', scopes: 'Permisos', actions: 'Acciones' },
  admin: 'Administrador',
  adminAccess: 'Acceso total',
  you: 'Usted',
  noScopes: 'Sin permisos',
  scopesCount: (n: number) => (n === 1 ? '1 permiso' : `${n} permisos`),
  edit: (name: string) => `Editar a ${name}`,
  resetPassword: (name: string) => `Restablecer la contraseña de ${name}`,
  remove: (name: string) => `Eliminar a ${name}`,
  confirmDelete: 'Estás seguro! Este proceso es irreversible!',
  confirmDeleteTitle: 'Eliminar usuario',
  deleteLabel: 'Eliminar',
  form: {
    addTitle: 'Agregar usuario',
    editTitle: (username: string) => `Editar usuario ${username}`,
    username: 'Nombre de usuario',
    usernameHint: 'De 3 a 50 letras sin tildes, números, punto o guion.',
    usernameFixed: 'El nombre de usuario no se puede cambiar.',
    password: 'Contraseña',
    passwordHint: 'Al menos 8 caracteres.',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    name: 'Nombre',
    designation: 'Cargo',
    phone: 'Teléfono',
    email: 'Correo electrónico',
  },
  reset: {
    title: (name: string) => `Restablecer contraseña de ${name}`,
    description: 'Las sesiones abiertas de este usuario se cerrarán.',
    password: 'Nueva contraseña',
    submit: 'Restablecer',
  },
  scopes: {
    legend: 'Permisos',
    description: 'Como permisos: cada uno abre una parte del sistema. Los administradores lo abren todo.',
    selected: (n: number) => (n === 1 ? '1 permiso elegido' : `${n} permisos elegidos`),
    notYours: 'Solo un administrador puede otorgarlo: usted no tiene este permiso.',
  },
};

export type ScopeInfo = { scope: Scope; label: string; description: string };
export type ScopeGroup = { area: string; scopes: ScopeInfo[] };

/**
 * The fixed scope list (spec §6) by area (spec §1), each with what it opens in this app. Every
 * scope appears exactly once (checked by a unit test).
 */
export const SCOPE_GROUPS: ScopeGroup[] = [
  {
    area: 'Dashboard',
    scopes: [
      { scope: 'DASHBOARD', label: 'Dashboard', description: 'Inicio: reservas de hoy, más vendidos y contadores.' },
    ],
  },
  {
    area: 'Ventas',
    scopes: [
      { scope: 'POS', label: 'POS', description: 'Punto de venta: tomar, cobrar e imprimir pedidos; también Ordenes.' },
      { scope: 'ORDERS', label: 'Ordenes', description: 'Pedidos abiertos por mesa: estados, completar y cobrar.' },
      { scope: 'ORDER_STATUS', label: 'Estado de pedidos', description: 'Abre Ordenes para seguir los pedidos.' },
    ],
  },
  {
    area: 'Cocina',
    scopes: [
      { scope: 'KITCHEN', label: 'Cocina', description: 'Ítems por preparar: empezar, terminar y despachar.' },
      {
        scope: 'KITCHEN_DISPLAY',
        label: 'Pantalla de cocina',
        description: 'Abre Cocina en la pantalla de la cocina.',
      },
    ],
  },
  {
    area: 'Pantallas',
    scopes: [
      {
        scope: 'ORDER_STATUS_DISPLAY',
        label: 'Pantalla de turnos',
        description: 'La pantalla de turnos listos para el público, y Ordenes.',
      },
      {
        scope: 'CUSTOMER_DISPLAY',
        label: 'Pantalla del cliente',
        description: 'La pantalla que ve el cliente en la caja (/display/customer), emparejada con un código.',
      },
    ],
  },
  {
    area: 'Reservaciones',
    scopes: [
      { scope: 'RESERVATIONS', label: 'Reservaciones', description: 'Ver, crear, editar y eliminar reservaciones.' },
      { scope: 'VIEW_RESERVATIONS', label: 'Ver reservaciones', description: 'Solo consultar reservaciones.' },
      {
        scope: 'MANAGE_RESERVATIONS',
        label: 'Administrar reservaciones',
        description: 'Ver, crear, editar y eliminar reservaciones.',
      },
    ],
  },
  {
    area: 'Clientes',
    scopes: [
      { scope: 'CUSTOMERS', label: 'Clientes', description: 'Ver, crear, editar y eliminar clientes.' },
      { scope: 'VIEW_CUSTOMERS', label: 'Ver clientes', description: 'Solo consultar clientes.' },
      {
        scope: 'MANAGE_CUSTOMERS',
        label: 'Administrar clientes',
        description: 'Ver, crear, editar y eliminar clientes.',
      },
    ],
  },
  {
    area: 'Facturas',
    scopes: [
      { scope: 'INVOICES', label: 'Facturas', description: 'Buscar facturas, ver sus órdenes, reimprimir y exportar.' },
    ],
  },
  {
    area: 'Informes',
    scopes: [{ scope: 'REPORTS', label: 'Reportes', description: 'Cifras de ventas y clientes por fechas; exportar.' }],
  },
  {
    area: 'Configuración',
    scopes: [
      {
        scope: 'SETTINGS',
        label: 'Configuraciones',
        description: 'Restaurante, impresión, mesas, menú, impuestos, pagos y Usuarios.',
      },
    ],
  },
  {
    area: 'Membresía e inventario',
    scopes: [
      {
        scope: 'MEMBERSHIP',
        label: 'Membresía',
        description: 'Programa de puntos: miembros, saldos, movimientos, niveles y reporte.',
      },
      {
        scope: 'INVENTORY',
        label: 'Inventario',
        description: 'Inventario completo: insumos, recetas, compras y conteos.',
      },
      { scope: 'VIEW_INVENTORY', label: 'Ver inventario', description: 'Ver insumos, recetas y movimientos.' },
      {
        scope: 'MANAGE_INVENTORY',
        label: 'Administrar inventario',
        description: 'Registrar compras, mermas y conteos; editar insumos y recetas.',
      },
    ],
  },
];
