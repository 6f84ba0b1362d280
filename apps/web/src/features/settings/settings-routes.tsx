import type { RouteObject } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { es } from '../../i18n/es';

/**
 * Children of /dashboard/settings (the router wraps them in the SETTINGS scope guard).
 * Placeholder until the settings issue lands and replaces this file.
 */
export const settingsRoutes: RouteObject[] = [{ index: true, element: <ComingSoon title={es.pages.settings} /> }];
