// The session-ended screen (SessionEndedModal.tsx) only when its flag is set: most sessions never show it, so its
// chunk (Mantine's Modal, its focus trap and scroll lock) stays out of the first load and comes when needed.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useSession } from '../auth/SessionContext.js';

const SessionEndedModal = lazy(() => import('./SessionEndedModal.js').then((m) => ({ default: m.SessionEndedModal })));

export function SessionEnded() {
  const session = useSession();
  const opened = useSyncExternalStore(session.subscribe, session.sessionModal, session.sessionModal);
  // Once loaded it stays mounted while the flag is set; cleared, it leaves (the modal reads the same flag).
  return opened ? (
    <Suspense fallback={null}>
      <SessionEndedModal />
    </Suspense>
  ) : null;
}
