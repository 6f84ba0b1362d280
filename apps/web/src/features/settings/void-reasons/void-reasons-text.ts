/** Configuraciones › Motivos de anulación (issue 11): the short list the void dialog offers. */
export const voidReasonsText = {
  nav: 'Motivos de anulación',
  title: 'Motivos de anulación',
  subtitle: 'Los motivos que se eligen al anular un ítem ya enviado a cocina. Quien anula también puede escribir otro.',
  add: 'Nuevo motivo',
  addTitle: 'Nuevo motivo de anulación',
  editTitle: 'Cambiar el nombre del motivo',
  reasonTitle: 'Motivo',
  empty: 'Aún no hay motivos de anulación. Agregue el primero con «Nuevo motivo».',
} as const;
