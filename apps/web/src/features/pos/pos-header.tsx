import { IconFilePlus, IconFiles, IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { posText } from '../../i18n/pos';
import { cn } from '../../lib/cn';

export type PosHeaderProps = { draftsCount: number; onNew: () => void; onDrafts: () => void };

export function PosHeader({ draftsCount, onNew, onDrafts }: PosHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="sr-only text-2xl font-bold tracking-tight text-stone-900 @2xl:not-sr-only">{posText.title}</h1>
      <div className="flex flex-wrap items-center gap-2 @max-2xl:w-full @max-2xl:flex-nowrap @max-2xl:justify-between @max-2xl:gap-1.5">
        <Button
          variant="outline"
          className="@max-2xl:px-3!"
          icon={<IconFilePlus size={19} className="@max-2xl:hidden" />}
          onClick={onNew}
        >
          {posText.header.newOrder}
        </Button>
        <Button
          variant="outline"
          className="@max-2xl:px-3!"
          icon={<IconFiles size={19} className="@max-2xl:hidden" />}
          onClick={onDrafts}
        >
          {posText.header.drafts}
          {draftsCount > 0 ? (
            <span
              className="grid min-w-6 place-items-center rounded-full bg-brand-600 px-1.5 text-xs text-white"
              aria-hidden
            >
              {draftsCount}
            </span>
          ) : null}
        </Button>
        <Link to="/dashboard/orders" className={cn(buttonClasses({ variant: 'outline' }), '@max-2xl:px-3!')}>
          <IconLayoutGrid size={19} aria-hidden className="@max-2xl:hidden" />
          {posText.header.tableOrders}
        </Link>
      </div>
    </div>
  );
}
