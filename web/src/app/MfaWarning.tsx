// The MFA warning dialog and the hook that decides when it opens (rule in mfaPrompt.ts).
import type { Role } from '@aid/common';
import { Button, Group, Modal, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { type MfaState, remindLater, shouldShowMfaWarning } from './mfaPrompt.js';
import { useAppState, useAppStore } from './state.js';

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

export function MfaWarningModal({ warning }: { warning: MfaWarning }) {
  const { t } = useTranslation();
  if (!warning.open) return null;
  return (
    <Modal
      opened
      onClose={warning.close}
      title={t('mfaWarning.title')}
      closeButtonProps={{ 'aria-label': t('mfaWarning.close') }}
      centered
      data-testid="mfa-warning"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm" mb="lg">
        <IconShieldLock size={32} aria-hidden="true" color="var(--mantine-color-yellow-7)" style={{ flexShrink: 0 }} />
        <Text>{t('mfaWarning.message')}</Text>
      </Group>
      <Group justify="flex-end">
        <Button variant="default" onClick={warning.later}>
          {t('mfaWarning.later')}
        </Button>
        <Button onClick={warning.setUp} data-autofocus>
          {t('mfaWarning.setUp')}
        </Button>
      </Group>
    </Modal>
  );
}
