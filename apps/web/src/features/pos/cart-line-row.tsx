import type { PricedLine } from '@comandero/contracts';
import { IconMinus, IconNote, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, type Dispatch } from 'react';
import { Badge } from '../../components/badge';
import { IconButton } from '../../components/icon-button';
import { Money } from '../../components/money';
import { posText } from '../../i18n/pos';
import type { PosAction, PosCartLine } from './cart-state';
import { choiceText } from './order-summary';

export type CartLineRowProps = {
  line: PosCartLine;
  priced: PricedLine;
  currency: string;
  dispatch: Dispatch<PosAction>;
  onEditNote: (key: string) => void;
  /** The item left the menu: the server would refuse the order until the cashier removes the line. */
  unavailable?: boolean;
};

export const CartLineRow = memo(function CartLineRow({
  line,
  priced,
  currency,
  dispatch,
  onEditNote,
  unavailable = false,
}: CartLineRowProps) {
  const choice = choiceText(line);
  return (
    <li
      className="flex flex-col gap-1.5 py-2.5"
      data-line-key={line.key}
      data-unavailable={unavailable || undefined}
      aria-label={line.title}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="leading-snug font-semibold text-stone-900">{line.title}</p>
          {unavailable ? (
            <Badge tone="danger" className="mt-0.5">
              {posText.cart.unavailable}
            </Badge>
          ) : null}
          {choice ? (
            <p className="text-sm text-stone-500" data-testid="line-choice">
              {choice}
            </p>
          ) : null}
          {line.notes ? (
            <p className="text-sm break-words text-amber-700 italic" data-testid="line-note">
              {line.notes}
            </p>
          ) : null}
        </div>
        <span className="pt-0.5 font-semibold text-stone-900" data-testid="line-total">
          <Money minor={priced.lineTotal} currency={currency} />
        </span>
      </div>
      <div className="flex items-center gap-1.5">
        <IconButton
          variant="outline"
          label={posText.cart.decrease(line.title)}
          icon={<IconMinus size={18} />}
          onClick={() => dispatch({ type: 'decrement', key: line.key })}
        />
        <output
          className="w-8 text-center text-base font-semibold tabular-nums"
          aria-label={`${posText.cart.quantity} ${line.title}`}
        >
          {line.quantity}
        </output>
        <IconButton
          variant="outline"
          label={posText.cart.increase(line.title)}
          icon={<IconPlus size={18} />}
          onClick={() => dispatch({ type: 'increment', key: line.key })}
        />
        <span className="pl-1 text-sm text-stone-500" data-testid="line-price">
          × <Money minor={priced.unitPrice} currency={currency} />
        </span>
        <div className="flex-1" />
        <IconButton
          label={posText.cart.note(line.title)}
          icon={<IconNote size={20} />}
          className={line.notes ? 'text-amber-700' : undefined}
          onClick={() => onEditNote(line.key)}
        />
        <IconButton
          variant="danger"
          label={posText.cart.remove(line.title)}
          icon={<IconTrash size={20} />}
          onClick={() => dispatch({ type: 'remove', key: line.key })}
        />
      </div>
    </li>
  );
});
