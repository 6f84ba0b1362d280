import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DateFilter, dateFilterQuery, parseDateFilter, useDateFilter } from './date-filter';

function Harness({ allowTomorrow }: { allowTomorrow?: boolean }) {
  const [value, setValue] = useDateFilter({ allowTomorrow });
  const location = useLocation();
  return (
    <>
      <DateFilter value={value} onChange={setValue} allowTomorrow={allowTomorrow} />
      <output data-testid="search">{location.search}</output>
    </>
  );
}

const renderAt = (url: string, allowTomorrow?: boolean) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Harness allowTomorrow={allowTomorrow} />
    </MemoryRouter>,
  );

describe('parseDateFilter', () => {
  it('defaults to today and a custom range from today to the same day next month (spec §9)', () => {
    expect(parseDateFilter(new URLSearchParams(''), true, '2026-01-31')).toEqual({
      type: 'today',
      from: '2026-01-31',
      to: '2026-02-28',
    });
    expect(parseDateFilter(new URLSearchParams('type=custom&from=2026-03-02'), true, '2026-01-31').to).toBe(
      '2026-04-02',
    );
  });

  it('falls back to today for an unknown type, and for tomorrow where reports hide it', () => {
    expect(parseDateFilter(new URLSearchParams('type=next_year')).type).toBe('today');
    expect(parseDateFilter(new URLSearchParams('type=tomorrow'), false).type).toBe('today');
    expect(parseDateFilter(new URLSearchParams('type=tomorrow'), true).type).toBe('tomorrow');
  });

  it('sends from/to only for custom', () => {
    expect(dateFilterQuery({ type: 'this_month', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      type: 'this_month',
    });
    expect(dateFilterQuery({ type: 'custom', from: '2026-01-01', to: '2026-01-02' })).toEqual({
      type: 'custom',
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });
});

describe('DateFilter', () => {
  it('offers the seven filters in Spanish, or six without Mañana', () => {
    const { unmount } = renderAt('/x');
    const names = screen.getAllByRole('option').map((o) => o.textContent);
    expect(names).toEqual(['Hoy', 'Mañana', 'Ayer', 'Últimos 7 días', 'Este mes', 'Mes pasado', 'Personalizado']);
    unmount();
    renderAt('/x', false);
    expect(screen.queryByRole('option', { name: 'Mañana' })).toBeNull();
    expect(screen.getAllByRole('option')).toHaveLength(6);
  });

  it('keeps the type and a custom range in the URL and drops the page', () => {
    renderAt('/x?page=3&filter=ana');
    fireEvent.change(screen.getByLabelText('Filtro de fecha'), { target: { value: 'last_7days' } });
    expect(screen.getByTestId('search')).toHaveTextContent('?filter=ana&type=last_7days');
    expect(screen.queryByLabelText('Desde')).toBeNull();

    fireEvent.change(screen.getByLabelText('Filtro de fecha'), { target: { value: 'custom' } });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-02-01' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-02-10' } });
    expect(screen.getByTestId('search')).toHaveTextContent('type=custom&from=2026-02-01&to=2026-02-10');
  });

  it('says so when the custom range ends before it starts', () => {
    renderAt('/x?type=custom&from=2026-02-10&to=2026-02-01');
    expect(screen.getByRole('alert')).toHaveTextContent('La fecha final debe ser igual o posterior a la inicial.');
  });
});
