import type { DisplayToken } from '@comandero/contracts';
import { displayText } from '../../i18n/kitchen';
import { cn } from '../../lib/cn';
import { MAX_TOKENS_SHOWN, tokenTier } from './token-layout';

export type TokenColumnProps = {
  title: string;
  tokens: DisplayToken[];
  tone: 'preparing' | 'ready';
  empty: string;
  /** Orders that just turned ready: they pulse for a moment to catch the eye. */
  fresh?: ReadonlySet<number>;
};

/** One half of the token TV: a heading and its token numbers, as large as the count allows. */
export function TokenColumn({ title, tokens, tone, empty, fresh }: TokenColumnProps) {
  // The newest stay on screen when a column overflows: they are the ones people are waiting for.
  const shown = tokens.slice(-MAX_TOKENS_SHOWN);
  const hidden = tokens.length - shown.length;
  const tier = tokenTier(shown.length);
  const ready = tone === 'ready';
  return (
    <section
      aria-label={title}
      data-testid={`tokens-${tone}`}
      className={cn(
        'flex min-h-0 flex-col rounded-3xl',
        ready ? 'bg-emerald-400 text-stone-950' : 'bg-stone-900 text-white',
      )}
    >
      <h2
        className={cn(
          'rounded-t-3xl px-[3vw] py-[2vh] text-center text-[min(5.5vh,3.4vw)] leading-tight font-black tracking-tight uppercase',
          ready ? 'bg-emerald-300' : 'bg-stone-800',
        )}
      >
        {title}
      </h2>
      {shown.length === 0 ? (
        <p
          className={cn(
            'grid flex-1 place-items-center px-6 text-center text-[min(4vh,2.6vw)] font-bold',
            ready ? 'text-emerald-950/70' : 'text-stone-400',
          )}
        >
          {empty}
        </p>
      ) : (
        <ul
          className="grid flex-1 content-start gap-[1.5vh] p-[2vh]"
          style={{ gridTemplateColumns: `repeat(${tier.columns}, minmax(0, 1fr))` }}
        >
          {shown.map((t) => (
            <li
              key={t.order_id}
              aria-label={displayText.tokenLabel(t.token_no)}
              data-testid="display-token"
              className={cn(
                'grid place-items-center rounded-2xl py-[1vh] leading-none font-black tabular-nums',
                ready ? 'bg-white/35' : 'bg-white/10',
                fresh?.has(t.order_id) && 'animate-pulse ring-8 ring-white',
              )}
              style={{ fontSize: tier.fontSize }}
            >
              {t.token_no}
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 ? (
        <p className="pb-[2vh] text-center text-[min(3.5vh,2.2vw)] font-bold opacity-80">{displayText.more(hidden)}</p>
      ) : null}
    </section>
  );
}
