// The MFA warning dialog and the hook that decides when it opens (rule in mfaPrompt.ts).
import type { Role } from '@aid/common/permissions';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppState, useAppStore } from '../ui/state.js';
import { type MfaState, remindLater, shouldShowMfaWarning } from './mfaPrompt.js';

export type MfaWarning = { open: boolean; close(): void; setUp(): void; later(): void };

export function useMfaWarning(mfa: MfaState, roles: readonly Pick<Role, 'roleName'>[]): MfaWarning {
  const store = useAppStore();
  const navigate = useNavigate();
  const prompt = useAppState((s) => s.mfaPrompt);
  const [shown, setShown] = useState(false);
  const due = shouldShowMfaWarning({ mfa, roles, prompt, now: Date.now() });

  useEffect(() => {
    if (!due) return;
    // Recorded when shown, not when answered: a reload or another tab must not show it twice in a session.
    store.set({ mfaPrompt: { ...store.get().mfaPrompt, alreadyShownInThisSession: true } }, { immediate: true });
    setShown(true);
  }, [due, store]);

  const close = useCallback(() => setShown(false), []);
  return {
    // Open in the very render that finds it due, so the dialog and the decision appear together.
    open: shown || due,
    close,
    setUp: () => {
      close();
      navigate('/security');
    },
    later: () => {
      store.set({ mfaPrompt: remindLater(store.get().mfaPrompt, Date.now()) }, { immediate: true });
      close();
    },
  };
}

const MfaWarningDialog = lazy(() => import('./MfaWarningDialog.js').then((m) => ({ default: m.MfaWarningDialog })));

export function MfaWarningModal({ warning }: { warning: MfaWarning }) {
  if (!warning.open) return null;
  return (
    <Suspense fallback={null}>
      <MfaWarningDialog warning={warning} />
    </Suspense>
  );
}
