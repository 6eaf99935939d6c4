// An action that asks first (revoke a key, delete a role): the row names its target, the dialog asks, and a refusal
// stays in the dialog with the server's reason so the user can cancel or try again.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../ui/errorMessage.js';

export type Confirmation<T> = {
  /** What the dialog asks about; null while it is closed. */
  target: T | null;
  error: string | null;
  busy: boolean;
  ask(target: T): void;
  cancel(): void;
  confirm(): Promise<void>;
};

/** `act` does the action and answers the reason of a refusal, or null once done (the dialog then closes). */
export function useConfirmation<T>(act: (target: T) => Promise<string | null>): Confirmation<T> {
  const { t } = useTranslation();
  const [target, setTarget] = useState<T | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    target,
    error,
    busy,
    ask(next) {
      setError(null);
      setTarget(next);
    },
    cancel: () => setTarget(null),
    async confirm() {
      if (target === null) return;
      setError(null);
      setBusy(true);
      try {
        const refusal = await act(target);
        if (refusal === null) setTarget(null);
        else setError(refusal);
      } catch (e) {
        setError(errorMessage(e, t));
      } finally {
        setBusy(false);
      }
    },
  };
}

type Props<T> = {
  confirmation: Confirmation<T>;
  title: string;
  question: string;
  cancelLabel: string;
  confirmLabel: string;
  /** `<testId>-dialog`, `-question`, `-error` and `-confirm`. */
  testId: string;
};

export function ConfirmDialog<T>({ confirmation, title, question, cancelLabel, confirmLabel, testId }: Props<T>) {
  const { target, error, busy, cancel } = confirmation;
  return (
    <Modal opened={target !== null} onClose={cancel} title={title} centered data-testid={`${testId}-dialog`}>
      <Stack gap="sm">
        <Text size="sm" data-testid={`${testId}-question`}>
          {question}
        </Text>
        {error && (
          <Alert color="red" role="alert" data-testid={`${testId}-error`}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button
            color="red"
            onClick={() => void confirmation.confirm()}
            loading={busy}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
