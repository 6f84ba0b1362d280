import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

const box = () => screen.getByRole('searchbox', { name: 'Buscar factura' });
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

describe('SearchForm', () => {
  it('keeps what was typed after a search when the page only then catches up with that search', () => {
    const onSearch = vi.fn();
    const { rerender } = render(<SearchForm value="" onSearch={onSearch} label="Buscar factura" />);
    type('4');
    fireEvent.submit(box());
    expect(onSearch).toHaveBeenLastCalledWith('4');
    // The next number is typed before the URL (and so `value`) says 4.
    type('5');
    rerender(<SearchForm value="4" onSearch={onSearch} label="Buscar factura" />);
    expect(box()).toHaveValue('5');
    fireEvent.submit(box());
    expect(onSearch).toHaveBeenLastCalledWith('5');
  });

  it('shows a search changed from outside (the back button)', () => {
    const { rerender } = render(<SearchForm value="4" onSearch={vi.fn()} label="Buscar factura" />);
    expect(box()).toHaveValue('4');
    rerender(<SearchForm value="" onSearch={vi.fn()} label="Buscar factura" />);
    expect(box()).toHaveValue('');
    rerender(<SearchForm value="mesa" onSearch={vi.fn()} label="Buscar factura" />);
    expect(box()).toHaveValue('mesa');
  });
});
