import type { ReactNode } from 'react';
import { Redirect } from 'wouter';
import { useCurrentUser } from '../hooks';

/** Admin screens need role 'admin' from /auth/status; anyone else goes to /admin-login. */
export function AdminGuard({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  if (user?.role !== 'admin') return <Redirect to="/admin-login" replace />;
  return children;
}
