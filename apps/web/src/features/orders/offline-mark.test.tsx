import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OfflineMark, offlineMarkTitle } from './offline-mark';

describe('offline mark', () => {
  it('marks a replayed order "Sin conexión", with the device time as its title', () => {
    render(<OfflineMark order={{ offline: true, device_time: '2026-11-27T14:05:09.120-05:00' }} />);
    const mark = screen.getByTestId('offline-mark');
    expect(mark).toHaveTextContent('Sin conexión');
    expect(mark).toHaveAttribute('title', 'Tomada sin conexión el 27/11 a las 14:05 (hora del dispositivo).');
  });

  it('says nothing on an order sent online (no field, as the §7 answer has it)', () => {
    const { container } = render(<OfflineMark order={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has a title without a time when the device did not send one', () => {
    expect(offlineMarkTitle(null)).toBe('Tomada sin conexión y enviada al volver la red.');
    expect(offlineMarkTitle('ayer')).toBe('Tomada sin conexión y enviada al volver la red.');
  });
});
