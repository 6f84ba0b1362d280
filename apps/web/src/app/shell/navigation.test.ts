import { SCOPES, SEARCH_ENTRIES } from '@comandero/contracts';
import { describe, expect, it } from 'vitest';
import { landingPath } from '../../lib/session';
import { filterSearchEntries, visibleSearchEntries, visibleSidebarLinks } from './navigation';

const admin = { role: 'admin', scope: '' };
const cajero = { role: 'user', scope: 'DASHBOARD,POS,ORDERS,INVOICES,CUSTOMERS,VIEW_RESERVATIONS' };
const mesero = { role: 'user', scope: 'POS,ORDERS,RESERVATIONS' };
const cocina = { role: 'user', scope: 'KITCHEN' };
const gerente = { role: 'user', scope: 'SETTINGS, REPORTS' };
const displays = { role: 'user', scope: 'ORDER_STATUS_DISPLAY,KITCHEN_DISPLAY,MANAGE_CUSTOMERS' };

const labels = (user: { role: string; scope: string }) => visibleSidebarLinks(user).map((l) => l.label);

describe('sidebar links per role and scopes (spec §6)', () => {
  it('admin sees every link, Usuarios included', () => {
    expect(labels(admin)).toEqual([
      'Dashboard',
      'POS',
      'Ordenes',
      'Cocina',
      'Reservaciones',
      'Clientes',
      'Membresía',
      'Inventario',
      'Facturas',
      'Documentos electrónicos',
      'Usuarios',
      'Reportes',
      'Cierres de caja',
      'Configuraciones',
      'Registro de auditoría',
    ]);
  });

  it('others see the links holding one of their scopes', () => {
    expect(labels(cajero)).toEqual([
      'Dashboard',
      'POS',
      'Ordenes',
      'Reservaciones',
      'Clientes',
      'Facturas',
      'Documentos electrónicos',
    ]);
    expect(labels(mesero)).toEqual(['POS', 'Ordenes', 'Reservaciones']);
    expect(labels(cocina)).toEqual(['Cocina']);
    expect(labels(displays)).toEqual(['Ordenes', 'Cocina', 'Clientes']);
  });

  it('Usuarios has no scopes, so even a SETTINGS holder does not see it in the sidebar', () => {
    expect(labels(gerente)).toEqual(['Reportes', 'Cierres de caja', 'Configuraciones']);
  });

  it('a user without scopes sees nothing', () => {
    expect(labels({ role: 'user', scope: '' })).toEqual([]);
  });
});

describe('search entries', () => {
  const titles = (user: { role: string; scope: string }) => visibleSearchEntries(user).map((e) => e.title);

  it('admin gets every entry', () => {
    expect(titles(admin)).toEqual(SEARCH_ENTRIES.map((e) => e.title));
  });

  it('SETTINGS holders find Usuarios and the settings pages; everybody finds devices, profile and support', () => {
    expect(titles(gerente)).toEqual(
      expect.arrayContaining(['Usuarios', 'Configuraciones', 'Mesas', 'Impuestos', 'Perfil', 'Soporte']),
    );
    expect(titles(cocina)).toEqual(['Cocina', 'Mis dispositivos', 'Perfil', 'Soporte']);
    expect(titles(cajero)).not.toContain('Usuarios');
    // The audit log is the admin's alone, even for a holder of every scope.
    expect(titles(admin)).toContain('Registro de auditoría');
    expect(titles({ role: 'user', scope: SCOPES.join(',') })).not.toContain('Registro de auditoría');
  });

  it('filters by title as a case-insensitive substring and ignores blank text', () => {
    const all = visibleSearchEntries(admin);
    expect(filterSearchEntries(all, 'IMP').map((e) => e.title)).toEqual([
      'Configuración de impresión',
      'Impresoras',
      'Impuestos',
    ]);
    expect(filterSearchEntries(all, '  mesas ').map((e) => e.path)).toEqual(['/dashboard/settings/tables']);
    expect(filterSearchEntries(all, '   ')).toHaveLength(all.length);
    expect(filterSearchEntries(all, 'zzz')).toEqual([]);
    // Staff type on tablets without accents.
    expect(filterSearchEntries(all, 'configuracion de imp').map((e) => e.title)).toEqual([
      'Configuración de impresión',
    ]);
  });
});

describe('landing path after sign-in', () => {
  it('sends admin and DASHBOARD holders home, everybody else to the profile', () => {
    expect(landingPath(admin)).toBe('/dashboard/home');
    expect(landingPath(cajero)).toBe('/dashboard/home');
    expect(landingPath(mesero)).toBe('/dashboard/profile');
    expect(landingPath(cocina)).toBe('/dashboard/profile');
  });
});
