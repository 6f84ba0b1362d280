import { isAdmin } from '@comandero/contracts';
import { Navigate, Outlet } from 'react-router';
import { useSessionUser } from '../lib/session-user';

/** Pages no scope opens (the audit log): the admin passes, everyone else goes to /no-access. */
export function AdminGuard() {
  const user = useSessionUser();
  if (!isAdmin(user)) return <Navigate to="/no-access" replace />;
  return <Outlet />;
}
