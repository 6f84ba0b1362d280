import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, renderAt } from '../../../test/test-harness';
import { CategoryDialog } from './category-dialog';

describe('category dialog', () => {
  it('sends one create for a double tap on Guardar and closes after it', async () => {
    const api = fakeApi([
      { method: 'POST', path: '/settings/categories/add', body: { message: '¡Categoría agregada!', id: 7 } },
      { method: 'GET', path: '/settings/categories', body: [] },
    ]);
    const onClose = vi.fn();
    renderAt(<CategoryDialog category={null} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Nueva categoría' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Sopas' } });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    act(() => {
      fireEvent.click(save);
      fireEvent.click(save);
    });
    await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    const posts = api.calls.filter((c) => c.method === 'POST');
    expect(posts).toEqual([{ method: 'POST', path: '/settings/categories/add', body: { title: 'Sopas' } }]);
  });
});
