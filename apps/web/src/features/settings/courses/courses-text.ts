/** Configuraciones › Tiempos (issue 21): the courses a table is served in, and the auto-fire switch. */
export const coursesText = {
  nav: 'Tiempos',
  title: 'Tiempos',
  subtitle:
    'El orden en que se sirve una mesa (entrada, plato fuerte, postre…). El mesero puede dejar un tiempo en espera y marcharlo cuando la mesa esté lista.',
  add: 'Nuevo tiempo',
  addTitle: 'Nuevo tiempo',
  editTitle: 'Editar tiempo',
  courseTitle: 'Nombre',
  position: 'Orden',
  categories: 'Categorías',
  categoriesLegend: 'Categorías que van en este tiempo',
  categoriesHint: 'En el POS, los ítems de estas categorías entran en este tiempo; el mesero puede cambiarlo.',
  noCategories: 'Aún no hay categorías.',
  /** The category already goes in another course: saving here moves it. */
  inOther: (course: string) => `Ahora en ${course}`,
  none: 'Ninguna',
  empty: 'No hay tiempos: las órdenes van completas a cocina. Agregue uno con «Nuevo tiempo».',
  autoFire: {
    title: 'Marchar automáticamente',
    subtitle: 'Cuando la cocina termina todo lo marchado de una orden, el siguiente tiempo en espera se marcha solo.',
    label: 'Marchar el siguiente tiempo al terminar el anterior',
  },
} as const;
