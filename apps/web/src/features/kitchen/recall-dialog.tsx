import { IconArrowBackUp } from '@tabler/icons-react';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { kitchenText } from '../../i18n/kitchen';
import type { StationMove } from './kitchen-api';
import type { LastBumped } from './last-bumped';

export type RecallDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  bumped: readonly LastBumped[];
  /** The station's name of an entry ("Todas" for null). */
  stationName: (station: number | null) => string;
  /** The recall being sent, if any. */
  recalling: StationMove | null;
  onRecall: (entry: LastBumped) => void;
};

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('es-CO', { hour: '2-digit', minute: '2-digit' });

/** Issue 21: the last 20 tickets this screen finished, each recallable to preparing. */
export function RecallDialog({ open, onOpenChange, bumped, stationName, recalling, onRecall }: RecallDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={kitchenText.recentTitle}
      description={kitchenText.recentDescription}
    >
      {bumped.length === 0 ? (
        <p className="text-stone-500">{kitchenText.recentEmpty}</p>
      ) : (
        <ul className="divide-y divide-stone-200" data-testid="recent-bumped">
          {bumped.map((b) => (
            <li key={`${b.orderId}-${b.station}`} className="flex items-center gap-3 py-2">
              <span className="text-2xl font-black tabular-nums">#{b.tokenNo}</span>
              <span className="flex-1 text-sm text-stone-500">
                {kitchenText.bumpedAt(timeOf(b.at), stationName(b.station))}
              </span>
              <Button
                variant="secondary"
                icon={<IconArrowBackUp size={18} />}
                loading={recalling?.orderId === b.orderId && recalling.station === b.station}
                aria-label={kitchenText.recallOneLabel(b.tokenNo)}
                onClick={() => onRecall(b)}
              >
                {kitchenText.recallOne}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
