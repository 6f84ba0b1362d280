/** Orders placed on a split table after the cut (issue 10): shown apart on the table's bills. */
export const outsideOrdersText = {
  heading: 'Fuera de la división',
  hint: 'Estas órdenes se pidieron después de dividir la cuenta y no están en ninguna cuenta. Agréguelas a una cuenta por cobrar; si las deja fuera, cóbrelas con «Pagar y completar» cuando todas las cuentas estén pagadas.',
  order: (id: number, token: number) => `Orden #${id} · Turno ${token}`,
  addOne: 'Agregar a una cuenta',
  addAll: 'Agregar todas a una cuenta',
  addOneTo: (id: number) => `Agregar la orden #${id} a una cuenta`,
  dialogOne: (id: number) => `Agregar la orden #${id}`,
  dialogAll: (n: number) => `Agregar ${n} órdenes`,
  dialogHint: 'Elija la cuenta por cobrar que la pagará. Su total crecerá en',
  pick: (label: string) => `Agregar a ${label}`,
  cancel: 'Volver',
} as const;
