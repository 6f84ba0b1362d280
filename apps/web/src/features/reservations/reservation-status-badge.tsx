import type { ReservationStatus } from '@comandero/contracts';
import { Badge, type BadgeTone } from '../../components/badge';
import { reservationsText as t } from '../../i18n/reservations';

const TONES: Record<ReservationStatus, BadgeTone> = { booked: 'info', paid: 'success', cancelled: 'neutral' };

export function ReservationStatusBadge({ status }: { status: string }) {
  const known = status in TONES ? (status as ReservationStatus) : null;
  return <Badge tone={known ? TONES[known] : 'neutral'}>{known ? t.status[known] : status}</Badge>;
}
