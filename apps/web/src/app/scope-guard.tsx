import { DASHBOARD_ROUTE_SCOPES, hasAnyScope, type DashboardRoute } from '@comandero/contracts';
import { Navigate, Outlet } from 'react-router';
import { useSessionUser } from '../lib/session-user';

/** Admin passes; others need one of the route's scopes (spec §6) or go to /no-access. */
export function ScopeGuard({ route }: { route: DashboardRoute }) {
  const user = useSessionUser();
  if (!hasAnyScope(user, DASHBOARD_ROUTE_SCOPES[route])) return <Navigate to="/no-access" replace />;
  return <Outlet />;
}
