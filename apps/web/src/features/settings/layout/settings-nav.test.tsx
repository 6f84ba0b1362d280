import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../test/test-harness';
import { SettingsNav } from './settings-nav';

const current = () =>
  screen
    .getAllByRole('link')
    .filter((l) => l.getAttribute('aria-current') === 'page')
    .map((l) => l.textContent);

describe('settings side menu', () => {
  it.each([
    ['/dashboard/settings', 'Detalles'],
    ['/dashboard/settings/details', 'Detalles'],
    ['/dashboard/settings/print-settings', 'Impresión'],
    ['/dashboard/settings/printers', 'Impresoras'],
    ['/dashboard/settings/menu-items', 'Menú'],
    ['/dashboard/settings/menu-items/12', 'Menú'],
    ['/dashboard/settings/menu-items/categories', 'Categorías'],
    ['/dashboard/settings/courses', 'Tiempos'],
    ['/dashboard/settings/tax-setup', 'Impuestos'],
    ['/dashboard/settings/payment-types', 'Tipos de pago'],
    ['/dashboard/settings/discount-reasons', 'Motivos de descuento'],
    ['/dashboard/settings/void-reasons', 'Motivos de anulación'],
    ['/dashboard/settings/einvoice', 'Facturación electrónica'],
  ])('at %s marks %s as the current section', (path, label) => {
    renderAt(<SettingsNav />, path, '*');
    expect(current()).toEqual([label]);
  });

  it('links every child route of the spec', () => {
    renderAt(<SettingsNav />, '/dashboard/settings', '*');
    const hrefs = screen.getAllByRole('link').map((l) => l.getAttribute('href'));
    expect(hrefs).toEqual([
      '/dashboard/settings/details',
      '/dashboard/settings/print-settings',
      '/dashboard/settings/printers',
      '/dashboard/settings/tables',
      '/dashboard/settings/menu-items',
      '/dashboard/settings/menu-items/categories',
      '/dashboard/settings/courses',
      '/dashboard/settings/tax-setup',
      '/dashboard/settings/payment-types',
      '/dashboard/settings/discount-reasons',
      '/dashboard/settings/void-reasons',
      '/dashboard/settings/einvoice',
      '/dashboard/devices',
    ]);
  });
});
