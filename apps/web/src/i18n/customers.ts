import type { Gender } from '@comandero/contracts';

/**
 * Strings of Clientes (spec §2 Customers). Validation and success texts come from the server and the
 * contracts' CUSTOMER_MESSAGES (the spec's own English ones included), so they are not repeated here.
 */
export const customersText = {
  title: 'Clientes',
  subtitle: 'Las personas que ya pidieron o reservaron, para encontrarlas por teléfono.',
  add: 'Nuevo cliente',
  addTitle: 'Nuevo cliente',
  editTitle: 'Actualizar cliente',
  edit: 'Editar',
  delete: 'Eliminar',
  deleteTitle: 'Eliminar cliente',
  /** Spec §5 General: deleting a customer, reservation or user. */
  confirmDelete: 'Estás seguro! Este proceso es irreversible!',
  /** Spec §8: a back-office load failure. */
  loadError: 'Error cargando datos, intenta mas tarde!',
  emptyList: 'No se encontraron resultados! Cambie el Filtro!',
  emptySearch: 'No se encontraron resultados!',
  search: {
    label: 'Buscar cliente',
    placeholder: 'Nombre o teléfono',
    submit: 'Buscar',
    clear: 'Limpiar búsqueda',
    active: (text: string) => `Resultados para “${text}”`,
  },
  pager: {
    nav: 'Páginas de clientes',
    previous: 'Anterior',
    next: 'Siguiente',
    status: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  total: (n: number) => (n === 1 ? '1 cliente' : `${n.toLocaleString('es-CO')} clientes`),
  fields: {
    phone: 'Teléfono',
    phoneHint: 'Es la llave del cliente: no se puede cambiar después.',
    phoneLocked: 'El teléfono no se puede cambiar.',
    name: 'Nombre',
    email: 'Correo electrónico',
    birthDate: 'Fecha de nacimiento',
    gender: 'Género',
    genderNone: 'Sin especificar',
    documentType: 'Documento (facturación electrónica)',
    documentNone: 'Sin documento (consumidor final)',
    documentNumber: 'Número de documento',
    documentDv: 'DV',
    createdAt: 'Registrado',
    actions: 'Acciones',
  },
  gender: { female: 'Femenino', male: 'Masculino', other: 'Otro' } satisfies Record<Gender, string>,
  /** Issue 23: the buyer's document a DE-POS names. */
  documentTypes: { CC: 'Cédula de ciudadanía', NIT: 'NIT', CE: 'Cédula de extranjería', PASAPORTE: 'Pasaporte' },
  viewOnly: 'Solo lectura: su usuario puede ver los clientes, no modificarlos.',
};
