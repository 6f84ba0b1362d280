import { IconFilePlus, IconFiles, IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';
import { CashDrawerGate } from '../cash-drawer';
import { CustomerDisplayButton } from '../customer-display';

export type PosHeaderProps = { draftsCount: number; onNew: () => void; onDrafts: () => void };

// On phones the three actions share the width as a toolbar, each icon above its label.
const PHONE_TOOL =
  'max-md:h-auto max-md:min-h-14 max-md:flex-col max-md:gap-1 max-md:px-1 max-md:py-1.5 max-md:text-center max-md:text-[13px] max-md:leading-tight max-md:whitespace-normal';

export function PosHeader({ draftsCount, onNew, onDrafts }: PosHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      <div className="flex items-center justify-between gap-3 max-md:w-full">
        <h1 className="text-xl font-bold tracking-tight text-stone-900 md:text-2xl">{posText.title}</h1>
        <CashDrawerGate />
      </div>
      <div className="grid grid-cols-3 gap-2 max-md:w-full md:flex md:flex-wrap md:items-center">
        <Button variant="outline" className={PHONE_TOOL} icon={<IconFilePlus size={19} aria-hidden />} onClick={onNew}>
          {posText.header.newOrder}
        </Button>
        <Button
          variant="outline"
          className={cn(PHONE_TOOL, 'relative')}
          icon={<IconFiles size={19} aria-hidden />}
          onClick={onDrafts}
        >
          {posText.header.drafts}
          {draftsCount > 0 ? (
            <span
              className="grid min-w-6 place-items-center rounded-full bg-brand-600 px-1.5 text-xs text-white max-md:absolute max-md:top-1 max-md:right-1"
              aria-hidden
            >
              {draftsCount}
            </span>
          ) : null}
        </Button>
        <Link to="/dashboard/orders" className={cn(buttonClasses({ variant: 'outline' }), PHONE_TOOL)}>
          <IconLayoutGrid size={19} aria-hidden />
          {posText.header.tableOrders}
        </Link>
        {/* A display faces the customer at a counter: the phone layout's toolbar leaves it out. */}
        <CustomerDisplayButton className="max-md:hidden" />
      </div>
    </div>
  );
}
