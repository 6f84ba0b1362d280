/**
 * Accounts of the E2E server (see playwright.config.ts): the admin and the demo staff seeded with
 * SEED_DEMO=1. Plain data, importable from the Playwright config as well as from specs.
 */
export const E2E_ADMIN_PASSWORD = 'e2e-admin-pass-123';
export const E2E_DEMO_PASSWORD = 'e2e-demo-pass-123';

export type E2EUser = {
  username: string;
  password: string;
  name: string;
  designation: string | null;
  role: string;
  /** Where sign-in lands (spec §2). */
  landing: string;
};

export const USERS = {
  admin: {
    username: 'admin',
    password: E2E_ADMIN_PASSWORD,
    name: 'Administrador',
    designation: 'Gerente',
    role: 'admin',
    landing: '/dashboard/home',
  },
  /** DASHBOARD, POS, ORDERS, INVOICES, CUSTOMERS, VIEW_RESERVATIONS */
  cajero: {
    username: 'cajero',
    password: E2E_DEMO_PASSWORD,
    name: 'Carolina Cajera',
    designation: 'Cajera',
    role: 'staff',
    landing: '/dashboard/home',
  },
  /** POS, ORDERS, RESERVATIONS — no DASHBOARD */
  mesero: {
    username: 'mesero',
    password: E2E_DEMO_PASSWORD,
    name: 'Mateo Mesero',
    designation: 'Mesero',
    role: 'staff',
    landing: '/dashboard/profile',
  },
  /** KITCHEN only */
  cocina: {
    username: 'cocina',
    password: E2E_DEMO_PASSWORD,
    name: 'Camila Cocinera',
    designation: 'Jefe de cocina',
    role: 'staff',
    landing: '/dashboard/profile',
  },
} as const satisfies Record<string, E2EUser>;

export type E2EUserName = keyof typeof USERS;
