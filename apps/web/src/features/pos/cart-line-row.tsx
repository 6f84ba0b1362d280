import type { Course, PricedLine } from '@comandero/contracts';
import { IconMinus, IconNote, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useState, type Dispatch } from 'react';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { IconButton } from '../../components/icon-button';
import { Money } from '../../components/money';
import { posText } from '../../i18n/pos';
import type { PosAction, PosCartLine } from './cart-state';
import { CourseChips } from './course-chips';
import { choiceText } from './order-summary';
import { QuantityInput } from './quantity-input';

export type CartLineRowProps = {
  line: PosCartLine;
  priced: PricedLine;
  currency: string;
  dispatch: Dispatch<PosAction>;
  onEditNote: (key: string) => void;
  /** The item left the menu: the server would refuse the order until the cashier removes the line. */
  unavailable?: boolean;
  /** Issue 21: the store's courses in serving order; none (a store without courses): no chips. */
  courses?: readonly Course[];
};

export const CartLineRow = memo(function CartLineRow({
  line,
  priced,
  currency,
  dispatch,
  onEditNote,
  unavailable = false,
  courses,
}: CartLineRowProps) {
  const choice = choiceText(line);
  // "−" on a line of 1 would remove it (spec §4): asked first, so a slip of the finger keeps it.
  const [confirmingRemove, setConfirmingRemove] = useState(false);
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
      {courses && courses.length > 0 ? (
        <CourseChips
          lineTitle={line.title}
          courses={courses}
          value={line.course_id ?? null}
          onChange={(courseId) => dispatch({ type: 'setCourse', key: line.key, courseId })}
        />
      ) : null}
      {confirmingRemove ? (
        <div
          role="group"
          aria-label={posText.cart.confirmRemove(line.title)}
          className="flex flex-wrap items-center gap-2 rounded-xl bg-red-50 p-1.5"
        >
          <p className="min-w-0 flex-1 basis-40 pl-1 text-sm font-medium text-red-900">
            {posText.cart.confirmRemove(line.title)}
          </p>
          {/* Cancel where "−" was: a double tap on "−" lands on it, not on the removal. */}
          <div className="flex gap-2">
            <Button variant="outline" onClick={() => setConfirmingRemove(false)}>
              {posText.cart.keepLine}
            </Button>
            <Button variant="danger" onClick={() => dispatch({ type: 'decrement', key: line.key })}>
              {posText.cart.removeLine}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex items-center gap-1.5">
          <IconButton
            variant="outline"
            label={posText.cart.decrease(line.title)}
            icon={<IconMinus size={18} />}
            onClick={() =>
              line.quantity <= 1 ? setConfirmingRemove(true) : dispatch({ type: 'decrement', key: line.key })
            }
          />
          <QuantityInput
            value={line.quantity}
            label={`${posText.cart.quantity} ${line.title}`}
            onChange={(quantity) => dispatch({ type: 'setQuantity', key: line.key, quantity })}
          />
          <IconButton
            variant="outline"
            label={posText.cart.increase(line.title)}
            icon={<IconPlus size={18} />}
            onClick={() => dispatch({ type: 'increment', key: line.key })}
          />
          <span className="min-w-0 pl-1 text-sm text-stone-500" data-testid="line-price">
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
      )}
    </li>
  );
});
