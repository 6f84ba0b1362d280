import { IconMinus, IconPlus } from '@tabler/icons-react';
import { IconButton } from '../../components/icon-button';
import { billsText } from '../../i18n/bills';
import { cn } from '../../lib/cn';
import { addUnit, moveAll, removeUnit, type SplitLine } from './split-allocation';

const T = billsText.split;

/**
 * One line of the table: a chip per bill; tapping a chip moves the whole line there. A line of
 * several units also gets −/+ per bill, to share part of its quantity.
 */
export function SplitLineRow({
  line,
  units,
  onChange,
}: {
  line: SplitLine;
  units: number[];
  onChange: (units: number[]) => void;
}) {
  const shared = line.quantity > 1;
  return (
    <li className="flex flex-col gap-2 py-3" data-testid="split-line" data-line-id={line.id}>
      <p className="font-medium text-stone-900">
        {line.quantity} × {line.title}
      </p>
      <div className="flex flex-wrap gap-2">
        {units.map((q, i) => (
          <div
            key={i}
            className={cn(
              'flex items-center rounded-xl border',
              q > 0 ? 'border-brand-600 bg-brand-50' : 'border-stone-200 bg-white',
            )}
          >
            {shared ? (
              <IconButton
                label={T.unitLess(line.title, i + 1)}
                icon={<IconMinus size={18} />}
                disabled={q === 0}
                onClick={() => onChange(removeUnit(units, i))}
              />
            ) : null}
            <button
              type="button"
              aria-pressed={q === line.quantity}
              aria-label={T.moveTo(line.title, i + 1)}
              onClick={() => onChange(moveAll(units, i))}
              className="min-h-11 min-w-11 px-3 text-sm font-semibold text-stone-800"
            >
              {T.bill(i + 1)}
              {shared ? <span className="ml-1 tabular-nums">· {q}</span> : null}
            </button>
            {shared ? (
              <IconButton
                label={T.unitMore(line.title, i + 1)}
                icon={<IconPlus size={18} />}
                disabled={q === line.quantity}
                onClick={() => onChange(addUnit(units, i))}
              />
            ) : null}
          </div>
        ))}
      </div>
    </li>
  );
}
