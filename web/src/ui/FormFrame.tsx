// The frame every form shares, in a modal or on a page: the refusal or failure above the fields (the fields carry
// their own errors), then the row with the submit button, held while the form is being sent.
import { Alert, Button, Group, type GroupProps, type MantineSpacing, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';

export type SubmitRow = {
  label: string;
  /** While the form is sent: the button spins. */
  busy: boolean;
  testId?: string;
  /** At the start of the row: a modal's Cancel, a note on the last change. */
  before?: ReactNode;
  justify?: GroupProps['justify'];
  mt?: MantineSpacing;
};

type Props = {
  /** The form's submit handler, e.g. `form.onSubmit(submit)` (@mantine/form). */
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  /** The form's test id. */
  testId: string;
  /** The refusal or failure of the last send, shown above the fields. */
  error: string | null;
  errorTestId?: string;
  gap?: MantineSpacing;
  /** The submit row; left out when the fields place their own button. */
  submit?: SubmitRow;
  children: ReactNode;
};

/** The refusal or failure of a form's last send, above its fields; nothing when there is none. */
export function FormError({ error, testId }: { error: string | null; testId?: string }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" data-testid={testId}>
      {error}
    </Alert>
  );
}

export function FormFrame({ onSubmit, testId, error, errorTestId, gap = 'sm', submit, children }: Props) {
  return (
    <form onSubmit={onSubmit} noValidate data-testid={testId}>
      <Stack gap={gap}>
        <FormError error={error} testId={errorTestId} />
        {children}
        {submit && (
          <Group justify={submit.justify ?? 'flex-end'} mt={submit.mt}>
            {submit.before}
            <Button type="submit" loading={submit.busy} data-testid={submit.testId}>
              {submit.label}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
