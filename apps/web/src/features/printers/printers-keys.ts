/** Query keys of the printers page; a change invalidates the lists it affects. */
export const printersKeys = {
  printers: ['settings', 'printers'] as const,
  stations: ['settings', 'stations'] as const,
  routing: ['settings', 'print-routing'] as const,
  /** This terminal's receipt printer, for the POS (a routing save changes it). */
  terminal: ['settings', 'print-routing', 'terminal'] as const,
};

/** Everything under ['printing'] is the live queue: refetched together on its socket events. */
export const printingKeys = {
  all: ['printing'] as const,
  status: ['printing', 'status'] as const,
  held: ['printing', 'jobs', 'held'] as const,
  order: (orderId: number) => ['printing', 'order', orderId] as const,
};
