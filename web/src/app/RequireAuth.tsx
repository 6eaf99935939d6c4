// Authenticated pages send a signed-out visitor to /login, remembering where they were going.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession, useSignedIn } from '../auth/SessionContext.js';
import { EXPIRED_PATH, loginPath } from '../ui/redirect.js';

export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    // A session the server refused goes where SessionEvents sends it, whichever of the two navigates last.
    const to = session.endedByRefusal() ? EXPIRED_PATH : loginPath(location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return children;
}
