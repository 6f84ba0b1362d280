import type { Scope } from '@comandero/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ScopePicker } from './scope-picker';

function Harness({ initial, locked }: { initial: Scope[]; locked?: Scope[] }) {
  const [value, setValue] = useState<Scope[]>(initial);
  return (
    <>
      <ScopePicker value={value} onChange={setValue} locked={locked} />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

describe('ScopePicker', () => {
  it('groups the scopes by area, names each by what it opens, and toggles them', () => {
    render(<Harness initial={['POS']} />);
    expect(screen.getByRole('group', { name: 'Facturas' })).toBeInTheDocument();
    const pos = screen.getByRole('checkbox', { name: 'POS' });
    expect(pos).toBeChecked();
    expect(pos).toHaveAccessibleDescription(/Punto de venta/);
    expect(screen.getByText(/1 permiso elegido/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Reportes' }));
    fireEvent.click(pos);
    expect(screen.getByTestId('value')).toHaveTextContent(/^REPORTS$/);
    expect(screen.getByRole('checkbox', { name: 'Reportes' })).toBeChecked();
  });

  it('a scope the signed-in user may not grant is disabled and says why, unless the user already has it', () => {
    render(<Harness initial={['REPORTS']} locked={['KITCHEN', 'REPORTS']} />);
    const kitchen = screen.getByRole('checkbox', { name: 'Cocina' });
    expect(kitchen).toBeDisabled();
    expect(kitchen).toHaveAccessibleDescription(/Solo un administrador puede otorgarlo/);
    const reports = screen.getByRole('checkbox', { name: 'Reportes' });
    expect(reports).toBeEnabled();
    fireEvent.click(reports);
    expect(screen.getByTestId('value')).toHaveTextContent(/^$/);
  });
});
