/** Orders screen texts of running a shift (issue 11): voids, cancel reasons, moving and joining tables. */
export const shiftText = {
  reason: {
    legend: 'Motivo',
    other: 'Otro motivo',
    otherLabel: 'Escriba el motivo',
    required: 'Elija o escriba el motivo.',
    loading: 'Cargando motivos…',
  },
  void: {
    action: 'Anular',
    actionLabel: (title: string) => `Anular ${title}`,
    title: 'Anular ítem',
    description: (quantity: number, title: string) => `${quantity}× ${title}. La cocina verá la anulación.`,
    started: 'La cocina ya empezó este ítem: queda registrado quién lo anuló y por qué.',
    needsManager:
      'La cocina ya empezó este ítem: solo un administrador o alguien con el permiso ORDERS puede anularlo.',
    confirm: 'Anular ítem',
    keep: 'Volver',
    voided: 'Anulado',
    voidedWith: (reason: string) => `Anulado: ${reason}`,
  },
  cancel: {
    reasonHint: 'El motivo queda guardado con las órdenes canceladas.',
  },
  move: {
    transfer: 'Mover mesa',
    merge: 'Unir mesas',
    splitOpen: 'Con la cuenta dividida no se puede mover ni unir la mesa.',
    transferDescription: (table: string) => `Las órdenes abiertas de ${table} pasan a la mesa libre que elija.`,
    mergeDescription: (table: string) =>
      `Las órdenes de ${table} se suman a las de la mesa que elija y se cobran juntas.`,
    target: 'Mesa destino',
    loading: 'Cargando mesas…',
    loadError: 'No se pudieron cargar las mesas. Intente de nuevo.',
    noFreeTables: 'No hay mesas libres en este momento.',
    noBusyTables: 'No hay otra mesa con órdenes abiertas.',
    free: 'Libre',
    busy: (n: number) => (n === 1 ? '1 orden abierta' : `${n} órdenes abiertas`),
    seats: (n: number) => (n === 1 ? '1 persona' : `${n} personas`),
    next: 'Continuar',
    back: 'Atrás',
    cancel: 'Cancelar',
    confirmTransfer: (n: number, from: string, to: string) =>
      `¿Mover ${n === 1 ? 'la orden abierta' : `las ${n} órdenes abiertas`} de ${from} a ${to}?`,
    confirmMerge: (from: string, to: string) =>
      `¿Unir ${from} con ${to}? Sus órdenes quedarán en ${to} y se cobrarán en una sola cuenta.`,
    yesTransfer: 'Sí, mover',
    yesMerge: 'Sí, unir',
  },
} as const;
