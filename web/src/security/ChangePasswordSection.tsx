// Change password (ChangePassword with the previous and the new password, authorised by the access token).
import { Alert, Button, Paper, Stack, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../auth/ErrorAlert.js';
import { identityErrorMessageKey } from '../auth/errors.js';
import { NewPasswordFields } from '../auth/NewPasswordFields.js';
import { PasswordField } from '../auth/PasswordField.js';
import { passwordProblem } from '../auth/passwords.js';
import { useSession } from '../auth/SessionContext.js';
import { requireAccessToken } from './mfaStatus.js';

type Fields = { current: string; next: string; repeat: string };
const EMPTY: Fields = { current: '', next: '', repeat: '' };

export function ChangePasswordSection() {
  const { t } = useTranslation();
  const session = useSession();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Fields>>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const set = (name: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setDone(false);
    const problem = passwordProblem(fields.next);
    const errors: Partial<Fields> = {
      current: fields.current ? undefined : t('security.password.currentRequired'),
      next: problem
        ? t(problem === 'required' ? 'auth.validation.passwordRequired' : 'auth.validation.passwordTooShort')
        : undefined,
      repeat: !problem && fields.repeat !== fields.next ? t('auth.validation.passwordsDiffer') : undefined,
    };
    setFieldErrors(errors);
    if (errors.current || errors.next || errors.repeat) return;
    setSubmitting(true);
    try {
      await session.identity().changePassword(await requireAccessToken(session), fields.current, fields.next);
      setFields(EMPTY);
      setDone(true);
    } catch (err) {
      setError(t(identityErrorMessageKey(err, 'changePassword')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="password-title">
      <form onSubmit={submit} noValidate data-testid="change-password-form">
        <Stack gap="md" maw={420}>
          <Title order={2} size="h3" id="password-title">
            {t('security.password.title')}
          </Title>
          {done && (
            <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} data-testid="password-changed">
              {t('security.password.changed')}
            </Alert>
          )}
          {error && <ErrorAlert testId="password-error">{error}</ErrorAlert>}
          <PasswordField
            label={t('security.password.current')}
            kind="current"
            value={fields.current}
            onChange={set('current')}
            error={fieldErrors.current}
          />
          <NewPasswordFields
            labels={{ password: t('security.password.new'), repeat: t('security.password.repeat') }}
            password={fields.next}
            repeat={fields.repeat}
            onPasswordChange={set('next')}
            onRepeatChange={set('repeat')}
            errors={{ password: fieldErrors.next, repeat: fieldErrors.repeat }}
          />
          <Button type="submit" loading={submitting} style={{ alignSelf: 'flex-start' }}>
            {t('security.password.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
