import type { Tax } from '@comandero/contracts';
import { Badge } from '../../../components/badge';
import type { DataTableColumn } from '../../../components/data-table';
import { settingsText } from '../../../i18n/settings';
import { formatRate } from '../../../lib/format';
import { CatalogTablePage } from '../shared/catalog-table-page';
import { TaxDialog } from './tax-dialog';
import { useDeleteTax, useTaxes } from './taxes-api';

const t = settingsText.taxes;

const columns: DataTableColumn<Tax>[] = [
  { key: 'rate', header: t.rate, className: 'tabular-nums', render: (x) => `${formatRate(x.rate)}%` },
  {
    key: 'type',
    header: t.type,
    render: (x) => <Badge tone={x.type === 'exclusive' ? 'info' : 'neutral'}>{t.types[x.type] ?? x.type}</Badge>,
  },
];

export function TaxesPage() {
  return (
    <CatalogTablePage<Tax>
      texts={t}
      query={useTaxes()}
      remove={useDeleteTax()}
      columns={columns}
      renderDialog={(tax, onClose) => <TaxDialog tax={tax} onClose={onClose} />}
    />
  );
}
