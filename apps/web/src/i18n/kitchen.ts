/** Strings of the kitchen wall screen and of the customers' token TV. */
export const kitchenText = {
  title: 'Cocina',
  subtitle: 'Toque un ítem para iniciarlo y tóquelo de nuevo cuando esté listo.',
  empty: 'No hay órdenes pendientes en cocina.',
  emptyHint: 'Las órdenes nuevas aparecerán aquí con un aviso sonoro.',
  pending: (n: number) => (n === 1 ? '1 orden en cocina' : `${n} órdenes en cocina`),
  token: 'Turno',
  table: 'Mesa',
  ticketLabel: (token: number) => `Orden turno ${token}`,
  itemsLabel: (token: number) => `Ítems del turno ${token}`,
  minutes: (m: number) => `${m} min`,
  late: 'Demorada',
  waiting: 'En espera',
  /** The accessible name of a tappable item: what it is, where it stands and what a tap does. */
  itemAction: {
    created: (title: string) => `Iniciar ${title}`,
    preparing: (title: string) => `Marcar listo ${title}`,
  },
  itemHint: { created: 'Toque para iniciar', preparing: 'Toque cuando esté listo' },
  bump: { start: 'Iniciar todo', complete: 'Todo listo' },
  bumpLabel: {
    start: (token: number) => `Iniciar todo turno ${token}`,
    complete: (token: number) => `Todo listo turno ${token}`,
  },
  recall: (token: number) => `Devolver turno ${token}`,
  recallHint: 'Devuelve la última orden despachada a preparación.',
  fullscreen: 'Pantalla completa',
  exitFullscreen: 'Salir de pantalla completa',
  quantity: (q: number) => `${q}×`,
  /** Issue 21: a screen per station. */
  station: 'Estación',
  allStations: 'Todas',
  allDay: 'Por preparar',
  allDayHint: 'Cantidad de cada ítem pendiente en esta pantalla.',
  allDayEmpty: 'Nada pendiente.',
  recent: (n: number) => `Despachadas (${n})`,
  recentTitle: 'Últimas órdenes despachadas',
  recentDescription: 'Devuelva a preparación una orden que salió por error.',
  recentEmpty: 'Aún no hay órdenes despachadas en esta pantalla.',
  recallOne: 'Devolver',
  recallOneLabel: (token: number) => `Devolver a preparación turno ${token}`,
  bumpedAt: (time: string, station: string) => `${time} · ${station}`,
};

export const displayText = {
  title: 'Turnos',
  preparing: 'En preparación',
  ready: 'Listo para recoger',
  emptyPreparing: 'Sin órdenes en preparación',
  emptyReady: 'Aún no hay órdenes listas',
  more: (n: number) => `y ${n} más`,
  tokenLabel: (token: number) => `Turno ${token}`,
};
