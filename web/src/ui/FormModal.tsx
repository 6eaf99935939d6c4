// The frame every create/edit form in a modal shares: the title, the refusal or failure above the fields (the
// fields carry their own errors), Cancel and the submit button, both held while the form is being sent.
import { Alert, Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage.js';

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
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered>
      <form onSubmit={onSubmit} noValidate data-testid={testId}>
        <Stack gap="sm">
          {error && (
            <Alert color="red" role="alert" data-testid={errorTestId}>
              {error}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
            <Button type="submit" loading={busy} data-testid={submitTestId}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/**
 * A modal form's send and the line FormModal shows above the fields (`formError`). `submit(values)` clears the last
 * refusal, then `send(values)` answers what to show: a refusal's words or null; undefined to leave it clear (the
 * form's own check refused, or the form was saved). A failure (network, server) is shown in words.
 */
export function useFormSubmit<V>(send: (values: V) => Promise<string | null | undefined>) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = async (values: V) => {
    setFormError(null);
    try {
      const shown = await send(values);
      if (shown !== undefined) setFormError(shown);
    } catch (error) {
      setFormError(errorMessage(error, t));
    }
  };
  return { formError, setFormError, submit };
}
