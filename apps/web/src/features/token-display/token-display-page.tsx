import { ORDERS_API } from '@comandero/contracts';
import { useQuery } from '@tanstack/react-query';
import { displayText } from '../../i18n/kitchen';
import { floorText } from '../../i18n/orders';
import { apiCall } from '../../lib/api-call';
import { formatTime } from '../../lib/format';
import { useSocketStatus } from '../../lib/socket';
import { DISPLAY_TOKENS_KEY, ORDERS_INIT_KEY } from '../../lib/floor/floor-keys';
import { LiveStatus } from '../../components/live-status';
import { useLiveRefresh } from '../../lib/floor/use-live-refresh';
import { useNow } from '../../lib/floor/use-now';
import { useDisplayTokens } from './display-api';
import { TokenColumn } from './token-column';
import { useFreshReady } from './use-fresh-ready';

/** /display/tokens: the customers' TV, "En preparación" and "Listo para recoger", live. */
export function TokenDisplayPage() {
  const tokens = useDisplayTokens();
  // Only for the store's name in the corner; the screen works without it.
  const init = useQuery({
    queryKey: ORDERS_INIT_KEY,
    queryFn: () => apiCall(ORDERS_API.init),
    retry: false,
  });
  const now = useNow(15_000);
  const fresh = useFreshReady(tokens.data?.ready);
  const live = useSocketStatus();
  useLiveRefresh(DISPLAY_TOKENS_KEY);

  return (
    <main
      className="flex h-dvh flex-col gap-[2vh] overflow-hidden bg-black p-[2.5vh] text-white"
      data-testid="token-display"
      data-live={live}
    >
      <header className="flex items-center justify-between gap-4 px-[1vw]">
        <h1 className="truncate text-[min(4.5vh,2.8vw)] font-black tracking-tight">
          {init.data?.storeSettings.store_name ?? displayText.title}
        </h1>
        <div className="flex items-center gap-4">
          <LiveStatus tone="dark" />
          <p className="text-[min(4.5vh,2.8vw)] font-black tabular-nums">{formatTime(new Date(now))}</p>
        </div>
      </header>
      {tokens.data ? (
        <div className="grid min-h-0 flex-1 grid-cols-2 gap-[2vh]">
          <TokenColumn
            title={displayText.preparing}
            tokens={tokens.data.preparing}
            tone="preparing"
            empty={displayText.emptyPreparing}
          />
          <TokenColumn
            title={displayText.ready}
            tokens={tokens.data.ready}
            tone="ready"
            empty={displayText.emptyReady}
            fresh={fresh}
          />
        </div>
      ) : (
        <p
          role={tokens.isError ? 'alert' : 'status'}
          className="grid flex-1 place-items-center text-center text-[min(4vh,2.6vw)] font-bold text-stone-300"
        >
          {tokens.isError ? floorText.loadError : floorText.loading}
        </p>
      )}
    </main>
  );
}
