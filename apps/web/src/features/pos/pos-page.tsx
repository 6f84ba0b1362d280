import { Button } from '../../components/button';
import { ErrorState, LoadingState } from '../../components/states';
import { posText } from '../../i18n/pos';
import { useSocketEvent } from '../../lib/socket';
import { usePosInit } from './pos-api';
import { PosScreen } from './pos-screen';

/** /dashboard/pos: the point of sale (spec §2). */
export function PosPage() {
  const init = usePosInit();
  // Issue 24: an item ran out (or came back) on another terminal's sale, a delivery or an 86.
  useSocketEvent('stock_update', () => void init.refetch());
  if (init.data) return <PosScreen init={init.data} />;
  if (init.isError) {
    return (
      <ErrorState
        message={posText.grid.loadError}
        action={<Button onClick={() => void init.refetch()}>{posText.grid.retry}</Button>}
      />
    );
  }
  return <LoadingState message={posText.grid.loading} />;
}
