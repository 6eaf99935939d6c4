// Makes the session available to components and re-renders them when the signed-in state changes.
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Session } from './session.js';

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ session, children }: { session: Session; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

export function useSignedIn(): boolean {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.isSignedIn, session.isSignedIn);
}
