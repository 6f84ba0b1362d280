import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { offlineUnavailable, pickablePaymentType } from './offline-payment-types';
import { PaymentTypePicker } from './submit-dialog';

const types = [
  { id: 1, title: 'Efectivo', is_active: 1 as const },
  { id: 7, title: 'Puntos', is_active: 1 as const },
  { id: 3, title: 'Tarjeta', is_active: 1 as const },
];
const HINT = 'Pagar con puntos requiere conexión';

describe('offline POS and the "Puntos" payment type', () => {
  it('takes "Puntos" away only while offline, by the known id or by its title', () => {
    expect(offlineUnavailable(types, false, 7)).toBeNull();
    expect(offlineUnavailable(types, true, 7)).toEqual({ id: 7, hint: HINT });
    // No member attached (no lookup made): the type is known by the title the server gives it.
    expect(offlineUnavailable(types, true, undefined)).toEqual({ id: 7, hint: HINT });
    const renamed = types.map((t) => (t.id === 7 ? { ...t, title: 'Mis puntos' } : t));
    expect(offlineUnavailable(renamed, true, 7)).toEqual({ id: 7, hint: HINT });
    expect(
      offlineUnavailable(
        types.filter((t) => t.id !== 7),
        true,
        null,
      ),
    ).toBeNull();
  });

  it('never preselects or keeps the type that may not be picked', () => {
    const off = { id: 7, hint: HINT };
    expect(pickablePaymentType(types, 7, off)).toBe(1);
    expect(pickablePaymentType(types, 3, off)).toBe(3);
    expect(pickablePaymentType(types, 7, null)).toBe(7);
    expect(pickablePaymentType([types[1]!], null, off)).toBeNull();
  });

  it('shows "Puntos" disabled with the hint, and the other types still pickable', () => {
    const onChange = vi.fn();
    render(
      <PaymentTypePicker
        types={types}
        value={1}
        onChange={onChange}
        unavailable={offlineUnavailable(types, true, undefined)}
      />,
    );
    const points = screen.getByRole('radio', { name: /Puntos/ });
    expect(points).toBeDisabled();
    expect(points).toHaveAccessibleDescription(HINT);
    fireEvent.click(points);
    expect(onChange).not.toHaveBeenCalled();
    const card = screen.getByRole('radio', { name: 'Tarjeta' });
    expect(card).toBeEnabled();
    fireEvent.click(card);
    expect(onChange).toHaveBeenCalledWith(3);
  });
});
