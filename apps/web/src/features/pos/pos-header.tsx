import { IconFilePlus, IconFiles, IconLayoutGrid } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../components/button';
import { posText } from '../../i18n/pos';

export type PosHeaderProps = { draftsCount: number; onNew: () => void; onDrafts: () => void };

export function PosHeader({ draftsCount, onNew, onDrafts }: PosHeaderProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold tracking-tight text-stone-900">{posText.title}</h1>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" icon={<IconFilePlus size={19} />} onClick={onNew}>
          {posText.header.newOrder}
        </Button>
        <Button variant="outline" icon={<IconFiles size={19} />} onClick={onDrafts}>
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
        <Link to="/dashboard/orders" className={buttonClasses({ variant: 'outline' })}>
          <IconLayoutGrid size={19} aria-hidden />
          {posText.header.tableOrders}
        </Link>
      </div>
    </div>
  );
}
