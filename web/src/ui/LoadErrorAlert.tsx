// A query that failed beside a form or a page: its sentence in an alert, the failure's own words filled in.
import { Alert, type MantineSpacing } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './errorMessage.js';

type Props = {
  /** The query's error; nothing is shown without one. */
  error: unknown;
  /** The sentence, given the failure's words (`errorMessage`). */
  text: (message: string) => string;
  /** Red when the form cannot work without the data; yellow when it can. */
  color?: 'red' | 'yellow';
  mb?: MantineSpacing;
  testId?: string;
};

export function LoadErrorAlert({ error, text, color = 'red', mb, testId }: Props) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <Alert color={color} role="alert" mb={mb} data-testid={testId}>
      {text(errorMessage(error, t))}
    </Alert>
  );
}
