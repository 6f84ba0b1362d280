import { IconSearch, IconUser, IconUserX } from '@tabler/icons-react';
import { IconButton } from '../../components/icon-button';
import { posText } from '../../i18n/pos';

export type CustomerBoxProps = {
  label: string;
  isCustomer: boolean;
  onSearch: () => void;
  onReset: () => void;
};

/** WALKIN CUSTOMER or phone-name (spec §2), with the phone search and the reset to WALKIN. */
export function CustomerBox({ label, isCustomer, onSearch, onReset }: CustomerBoxProps) {
  return (
    <div className="flex items-center gap-2 rounded-xl border border-stone-200 bg-stone-50 py-1 pr-1 pl-3">
      <IconUser size={20} className="shrink-0 text-stone-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium text-stone-500">{posText.customer.heading}</p>
        <p className="truncate font-semibold text-stone-900" data-testid="pos-customer">
          {label}
        </p>
      </div>
      {isCustomer ? (
        <IconButton label={posText.customer.reset} icon={<IconUserX size={20} />} onClick={onReset} />
      ) : null}
      <IconButton
        variant="outline"
        label={posText.customer.search}
        icon={<IconSearch size={20} />}
        onClick={onSearch}
      />
    </div>
  );
}
