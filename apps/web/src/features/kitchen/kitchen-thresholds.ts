/**
 * When a ticket turns amber and red (issue 8). TODO(lead): the issue wants both editable in the
 * store settings; neither /kitchen nor /orders/init carries them yet, so they live here, in one
 * place, until the settings and the wire contract gain them.
 */
export const KITCHEN_AMBER_AFTER_MINUTES = 10;
export const KITCHEN_RED_AFTER_MINUTES = 20;

export type TicketAge = 'fresh' | 'amber' | 'red';

export function ticketAge(minutes: number): TicketAge {
  if (minutes >= KITCHEN_RED_AFTER_MINUTES) return 'red';
  if (minutes >= KITCHEN_AMBER_AFTER_MINUTES) return 'amber';
  return 'fresh';
}
