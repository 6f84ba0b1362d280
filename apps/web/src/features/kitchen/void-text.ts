/** Kitchen texts of a voided item (issue 11). */
export const kitchenVoidText = {
  voided: 'Anulado',
  reason: (reason: string) => `Motivo: ${reason}`,
  ack: 'Visto',
  ackLabel: (title: string) => `Visto: ${title} anulado`,
} as const;
