import { z } from 'zod';
import { asNumber } from './form-fields.js';

/**
 * When a kitchen ticket turns amber and then red, in whole minutes since the order came in. Not in
 * the spec: GET/POST /settings/kitchen-setting; the kitchen screens read it too.
 */
export const kitchenSettingSchema = z.object({ warnMinutes: z.number(), lateMinutes: z.number() });
export type KitchenSetting = z.infer<typeof kitchenSettingSchema>;

export const KITCHEN_SETTING_DEFAULTS: KitchenSetting = { warnMinutes: 10, lateMinutes: 20 };
export const KITCHEN_MINUTES_MAX = 600;

export const KITCHEN_SETTING_MESSAGES = {
  saved: '¡Tiempos de cocina actualizados!',
  minutesInvalid: `Ingrese un número entero de minutos entre 1 y ${KITCHEN_MINUTES_MAX}.`,
  lateNotAfterWarn: 'La alerta roja debe llegar después del aviso ámbar.',
} as const;

const M = KITCHEN_SETTING_MESSAGES;
const minutes = z.preprocess(
  asNumber,
  z
    .number({ error: M.minutesInvalid })
    .int(M.minutesInvalid)
    .min(1, M.minutesInvalid)
    .max(KITCHEN_MINUTES_MAX, M.minutesInvalid),
);

export const kitchenSettingBody = z
  .object({ warnMinutes: minutes, lateMinutes: minutes })
  .refine((s) => s.lateMinutes > s.warnMinutes, { message: M.lateNotAfterWarn, path: ['lateMinutes'] });
export type KitchenSettingBody = z.input<typeof kitchenSettingBody>;

export type TicketAge = 'fresh' | 'amber' | 'red';

/** How late a ticket is, from the minutes since its order came in. */
export function ticketAgeOf(minutesSinceOrder: number, s: KitchenSetting): TicketAge {
  if (minutesSinceOrder >= s.lateMinutes) return 'red';
  if (minutesSinceOrder >= s.warnMinutes) return 'amber';
  return 'fresh';
}
