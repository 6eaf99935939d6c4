// The frame every create/edit form in a modal shares: the title and the form's frame (FormFrame) with Cancel
// beside the submit button, both held while the form is being sent.
import { Button, Modal, type ModalProps } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage.js';
import { FormFrame } from './FormFrame.js';

type Props = {
  opened?: boolean;
  onClose: () => void;
  title: ReactNode;
  size: ModalProps['size'];
  /** The form's submit handler, e.g. `form.onSubmit(submit)` (@mantine/form). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's test id. */
  testId: string;
  /** The refusal or failure of the last send, shown above the fields. */
  error: string | null;
  errorTestId?: string;
  /** While the form is sent: the submit button spins and Cancel waits. */
  busy: boolean;
  cancelLabel: string;
  submitLabel: string;
  submitTestId?: string;
  children: ReactNode;
};

export function FormModal({
  opened = true,
  onClose,
  title,
  size,
  onSubmit,
  testId,
  error,
  errorTestId,
  busy,
  cancelLabel,
  submitLabel,
  submitTestId,
  children,
}: Props) {
  const cancel = (
    <Button variant="default" onClick={onClose} disabled={busy}>
      {cancelLabel}
    </Button>
  );
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <FormFrame
        onSubmit={onSubmit}
        testId={testId}
        error={error}
        errorTestId={errorTestId}
        submit={{ label: submitLabel, busy, testId: submitTestId, before: cancel, mt: 'sm' }}
      >
        {children}
      </FormFrame>
    </Modal>
  );
}

/** A modal that stays mounted while closed: each opening starts the form afresh. */
export type Reopened = { opened: boolean; reset: () => void };

/** The form sent (@mantine/form's `onSubmit`): its handler runs the form's own check first, then the send. */
type Sent<V> = { onSubmit: (send: (values: V) => void) => (event?: FormEvent<HTMLFormElement>) => void };

/**
 * A form's send and the line shown above its fields (`formError`). `submit(values)` clears the last refusal, then
 * `send(values)` answers what to show: a refusal's words or null; undefined to leave it clear (the form's own check
 * refused, or the form was saved). A failure (network, server) is shown in words. `frame` is what FormModal and
 * FormFrame take from it. With `reopened`, each opening resets the form and clears the last refusal.
 */
export function useFormSubmit<V>(
  form: Sent<V>,
  send: (values: V) => Promise<string | null | undefined>,
  reopened?: Reopened,
) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const opened = reopened?.opened;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an opening resets; `reset` is new each render.
  useEffect(() => {
    if (!opened) return;
    reopened?.reset();
    setFormError(null);
  }, [opened]);
  const submit = async (values: V) => {
    setFormError(null);
    try {
      const shown = await send(values);
      if (shown !== undefined) setFormError(shown);
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };
  const frame = { onSubmit: form.onSubmit(submit), error: formError };
  return { formError, setFormError, submit, frame };
}

/**
 * A mutation's answer, as `send` answers it: what was saved goes to `onSaved` (nothing to show); without it the
 * refusal is placed on the form by `refuse`, which answers the words for above the fields.
 */
export function whenSaved<S>(
  saved: S | null | undefined,
  onSaved: (saved: S) => void,
  refuse: () => string | null,
): string | null | undefined {
  if (!saved) return refuse();
  onSaved(saved);
  return undefined;
}
