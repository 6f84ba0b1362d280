import { foldForSearch, POINTS_PAYMENT_TYPE_TITLE, type PosInitResponse } from '@comandero/contracts';
import { posText } from '../../i18n/pos';

type PaymentTypes = PosInitResponse['paymentTypes'];

/** A payment type the dialog shows but may not pick now, with the reason shown under it. */
export type UnavailableType = { id: number; hint: string };

/**
 * Issue 24: paying with points spends a balance only the server holds, so it cannot wait in the
 * offline queue (the replay would refuse it after the customer left). The type is known by the id
 * the member lookup gave while online, or else by its title, as the server adopts it.
 */
export function offlineUnavailable(
  types: PaymentTypes,
  offline: boolean,
  pointsTypeId: number | null | undefined,
): UnavailableType | null {
  if (!offline) return null;
  const points =
    types.find((t) => t.id === pointsTypeId) ??
    types.find((t) => foldForSearch(t.title) === foldForSearch(POINTS_PAYMENT_TYPE_TITLE));
  return points ? { id: points.id, hint: posText.submit.pointsNeedConnection } : null;
}

/** The type preselected or kept: the one chosen if it may be picked, else the first that may. */
export function pickablePaymentType(
  types: PaymentTypes,
  chosen: number | null,
  unavailable: UnavailableType | null,
): number | null {
  const pickable = types.filter((t) => t.id !== unavailable?.id);
  return pickable.some((t) => t.id === chosen) ? chosen : (pickable[0]?.id ?? null);
}
