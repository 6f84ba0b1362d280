/** Configuraciones › Motivos de descuento (issue 10): the short list the discount dialog offers. */
export const discountReasonsText = {
  nav: 'Motivos de descuento',
  title: 'Motivos de descuento',
  subtitle:
    'Los motivos que se eligen al aplicar un descuento a una cuenta. Quien descuenta también puede escribir otro.',
  add: 'Nuevo motivo',
  addTitle: 'Nuevo motivo de descuento',
  editTitle: 'Cambiar el nombre del motivo',
  reasonTitle: 'Motivo',
  empty: 'Aún no hay motivos de descuento. Agregue el primero con «Nuevo motivo».',
} as const;
