import { parseMoneyInput } from '@comandero/contracts';
import { useState } from 'react';
import { FormDialog } from '../../components/form-dialog';
import { MoneyField } from '../../components/money-field';
import { cashDrawerText } from '../../i18n/cash-drawer';
import { useOpenDrawer } from './cash-drawer-api';

const T = cashDrawerText.openDialog;

/** "Abrir caja": the opening float of this terminal's drawer; "Ahora no" lets the cashier go on without one. */
export function OpenDrawerDialog({
  currency,
  onOpened,
  onNotNow,
}: {
  currency?: string;
  onOpened: () => void;
  onNotNow: () => void;
}) {
  const open = useOpenDrawer();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = () => {
    const read = parseMoneyInput(value);
    if (!read.ok || read.value === null || read.value < 0) {
      setError(T.floatInvalid);
      return;
    }
    return open.mutateAsync({ openingFloat: read.value }).then(onOpened);
  };

  return (
    <FormDialog
      title={T.title}
      description={T.description}
      onClose={onNotNow}
      onSubmit={submit}
      pending={open.isPending}
      submitLabel={T.submit}
      cancelLabel={T.notNow}
      error={open.error}
      size="sm"
    >
      <MoneyField
        label={T.float}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError(undefined);
        }}
        currency={currency}
        invalidMessage={T.floatInvalid}
        error={error}
        autoFocus
      />
    </FormDialog>
  );
}
