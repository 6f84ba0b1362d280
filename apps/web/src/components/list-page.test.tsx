import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ListPage } from './list-page';

const filters = <input aria-label="Buscar" />;

describe('ListPage', () => {
  it('shows the title, the filters as a named group, the content and the pager', () => {
    render(
      <ListPage title="Auditoría" filtersLabel="Filtros" filters={filters} footer={<nav aria-label="Páginas" />}>
        <p>Una fila</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Auditoría' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Filtros' })).toContainElement(screen.getByLabelText('Buscar'));
    expect(screen.getByText('Una fila')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Páginas' })).toBeInTheDocument();
  });

  it('puts the failure and its retry in place of the content, and the waiting text while loading', () => {
    const onRetry = vi.fn();
    const failure = { message: 'No se pudo cargar', retryLabel: 'Reintentar', onRetry };
    const { rerender } = render(
      <ListPage title="Facturas" filters={filters} failure={failure} loading="Cargando">
        <p>Una fila</p>
      </ListPage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo cargar');
    expect(screen.queryByText('Una fila')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();

    rerender(
      <ListPage title="Facturas" filters={filters} loading="Cargando">
        <p>Una fila</p>
      </ListPage>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    expect(screen.queryByText('Una fila')).not.toBeInTheDocument();
  });

  it('without a card still shows the filters above the content', () => {
    const { container } = render(
      <ListPage bare title="Informes" filters={filters}>
        <p>Las cifras</p>
      </ListPage>,
    );
    expect(screen.getByLabelText('Buscar')).toBeInTheDocument();
    expect(screen.getByLabelText('Buscar').compareDocumentPosition(screen.getByText('Las cifras'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
