import type { ReservationStatus } from '@comandero/contracts';

/**
 * Strings of Reservaciones (spec §2 Reservations). The §5 validation texts and the success texts
 * come from the contracts' RESERVATION_MESSAGES; the §8 fallback is kept here byte for byte.
 */
export const reservationsText = {
  title: 'Reservaciones',
  subtitle: 'Mesas apartadas por fecha. Cada reservación ocupa la mesa dos horas.',
  viewOnly: 'Solo lectura: su usuario puede ver las reservaciones, no modificarlas.',
  add: 'Nueva reservación',
  addTitle: 'Nueva reservación',
  editTitle: 'Actualizar reservación',
  edit: 'Editar',
  delete: 'Eliminar',
  deleteTitle: 'Eliminar reservación',
  /** Spec §5 General: deleting a customer, reservation or user. */
  confirmDelete: 'Estás seguro! Este proceso es irreversible!',
  /** Spec §8: the fallback of every reservation action. */
  actionFailed: 'Algo salio mal! Por favor intente mas tarde!',
  loading: 'Por favor espere...',
  loadError: 'Error cargando datos, intenta mas tarde!',
  emptyList: 'No se encontraron resultados! Cambie el Filtro!',
  emptySearch: 'No se encontraron resultados!',
  search: {
    label: 'Buscar reservación',
    placeholder: 'Código, teléfono o nombre',
    submit: 'Buscar',
    clear: 'Limpiar búsqueda',
    active: (text: string) => `Resultados para “${text}” en todas las fechas`,
  },
  savedFor: (code: string, day: string) => `Reservación ${code} guardada para el ${day}`,
  count: (n: number) => (n === 1 ? '1 reservación' : `${n} reservaciones`),
  columns: {
    code: 'Código',
    date: 'Fecha y hora',
    customer: 'Cliente',
    table: 'Mesa',
    people: 'Personas',
    status: 'Estado',
    notes: 'Notas',
    actions: 'Acciones',
  },
  fields: {
    customer: 'Cliente',
    phone: 'Teléfono del cliente',
    lookup: 'Buscar',
    changeCustomer: 'Cambiar',
    date: 'Fecha y hora',
    table: 'Mesa',
    noTable: 'Sin mesa',
    tableOption: (title: string, floor: string, seats: number) =>
      `${title} · ${floor} (${seats} ${seats === 1 ? 'puesto' : 'puestos'})`,
    people: 'Número de personas',
    status: 'Estado',
    notes: 'Notas',
  },
  people: (n: number) => (n === 1 ? '1 persona' : `${n} personas`),
  status: { booked: 'Reservada', paid: 'Pagada', cancelled: 'Cancelada' } satisfies Record<ReservationStatus, string>,
};
