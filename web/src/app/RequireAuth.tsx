// Authenticated pages send a signed-out visitor to /login, remembering where they were going.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSignedIn } from '../auth/SessionContext.js';
import { loginPath } from '../ui/redirect.js';

export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return children;
}
