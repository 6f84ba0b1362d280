import type { Course, PricedLine } from '@comandero/contracts';
import { IconPlayerPause } from '@tabler/icons-react';
import type { Dispatch } from 'react';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';
import { courseGroups } from './cart-courses';
import type { PosAction, PosState } from './cart-state';
import { CartLineRow } from './cart-line-row';

export type CartLinesProps = {
  state: PosState;
  dispatch: Dispatch<PosAction>;
  priced: PricedLine[];
  currency: string;
  unavailable: ReadonlySet<string>;
  onEditNote: (key: string) => void;
  /** The store's courses in serving order (issue 21); empty on a store without courses. */
  courses: readonly Course[];
};

/**
 * The cart's lines. Once a line has a course they are grouped by course (issue 21), the later
 * courses with their "En espera" switch; otherwise one plain list, as before courses.
 */
export function CartLines({ state, dispatch, priced, currency, unavailable, onEditNote, courses }: CartLinesProps) {
  const row = ({ line, index }: { line: PosState['cart'][number]; index: number }) => (
    <CartLineRow
      key={line.key}
      line={line}
      priced={priced[index]}
      currency={currency}
      dispatch={dispatch}
      onEditNote={onEditNote}
      unavailable={unavailable.has(line.key)}
      courses={courses}
    />
  );
  const groups = courseGroups(state.cart, courses);
  if (groups.length === 0) {
    return (
      <ul className="divide-y divide-stone-100" aria-label={posText.cart.heading} data-testid="cart-lines">
        {state.cart.map((line, index) => row({ line, index }))}
      </ul>
    );
  }
  const held = new Set(state.heldCourses ?? []);
  return (
    <div data-testid="cart-lines" className="flex flex-col pb-2">
      {groups.map(({ course, lines, holdable }) => {
        const title = course?.title ?? posText.courses.noCourse;
        const isHeld = holdable && course !== null && held.has(course.id);
        return (
          <section
            key={course?.id ?? 'none'}
            aria-label={title}
            data-testid="cart-course"
            data-held={isHeld || undefined}
          >
            <div
              className={cn(
                '-mx-4 flex min-h-11 items-center gap-2 border-y px-4 py-0.5',
                isHeld ? 'border-amber-200 bg-amber-50' : 'border-stone-100 bg-stone-50',
              )}
            >
              <h3 className="min-w-0 flex-1 truncate text-sm font-bold tracking-wide text-stone-700 uppercase">
                {posText.courses.group(title, lines.length)}
              </h3>
              {isHeld ? <IconPlayerPause size={18} className="shrink-0 text-amber-700" aria-hidden /> : null}
              {holdable && course ? (
                <HoldSwitch
                  label={posText.courses.holdLabel(course.title)}
                  held={isHeld}
                  onChange={(on) => dispatch({ type: 'setHeld', courseId: course.id, held: on })}
                />
              ) : null}
            </div>
            <ul className="divide-y divide-stone-100" aria-label={title}>
              {lines.map(row)}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The course's "En espera" switch: the whole pill (44 px high) is the target, not only the track. */
function HoldSwitch({ label, held, onChange }: { label: string; held: boolean; onChange: (held: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={held}
      aria-label={label}
      onClick={() => onChange(!held)}
      className={cn(
        'inline-flex h-11 shrink-0 items-center gap-2 rounded-full px-2 text-sm font-medium transition-colors',
        held ? 'text-amber-900 hover:bg-amber-100' : 'text-stone-600 hover:bg-stone-100',
      )}
    >
      <span
        aria-hidden
        className={cn(
          'relative inline-flex h-7 w-12 items-center rounded-full transition-colors',
          held ? 'bg-amber-600' : 'bg-stone-300',
        )}
      >
        <span
          className={cn(
            'block size-5.5 rounded-full bg-white shadow transition-transform',
            held ? 'translate-x-[23px]' : 'translate-x-[3px]',
          )}
        />
      </span>
      {posText.courses.hold}
    </button>
  );
}
