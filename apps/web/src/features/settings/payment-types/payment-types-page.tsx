import { isCashPaymentType, type PaymentTypeWithCash } from '@comandero/contracts';
import { Badge } from '../../../components/badge';
import type { DataTableColumn } from '../../../components/data-table';
import { Switch } from '../../../components/switch';
import { settingsText } from '../../../i18n/settings';
import { CatalogTablePage } from '../shared/catalog-table-page';
import { PaymentTypeDialog } from './payment-type-dialog';
import { useDeletePaymentType, usePaymentTypes, useTogglePaymentType } from './payment-types-api';

const t = settingsText.paymentTypes;

export function PaymentTypesPage() {
  const toggle = useTogglePaymentType();
  // The row being toggled shows its new state at once and is locked until the list is refetched.
  const toggling = toggle.isPending ? toggle.variables : undefined;

  const columns: DataTableColumn<PaymentTypeWithCash>[] = [
    {
      key: 'cash',
      header: t.cashColumn,
      className: 'sm:w-28',
      render: (p) =>
        isCashPaymentType(p.is_cash, p.title) ? <Badge tone="success">{t.cash}</Badge> : <span aria-hidden>—</span>,
    },
    {
      key: 'active',
      header: t.activeColumn,
      className: 'sm:w-28',
      render: (p) => (
        <Switch
          aria-label={t.toggle(p.title)}
          checked={toggling?.id === p.id ? toggling.isActive === 1 : p.is_active === 1}
          disabled={toggling?.id === p.id}
          onCheckedChange={(checked) => toggle.mutate({ id: p.id, isActive: checked ? 1 : 0 })}
        />
      ),
    },
  ];

  return (
    <CatalogTablePage<PaymentTypeWithCash>
      texts={t}
      query={usePaymentTypes()}
      remove={useDeletePaymentType()}
      columns={columns}
      renderDialog={(paymentType, onClose) => <PaymentTypeDialog paymentType={paymentType} onClose={onClose} />}
    />
  );
}
