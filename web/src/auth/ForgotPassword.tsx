// /login?step=forgot: ForgotPassword sends a code by e-mail, ConfirmForgotPassword sets the new password, then
// back to sign-in with the address filled in. The screen never says whether an address has an account.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { AuthCard } from './AuthCard.js';
import { CodeInput } from './CodeInput.js';
import { IdentityError } from './cognito.js';
import { EmailField } from './EmailField.js';
import { ErrorAlert } from './ErrorAlert.js';
import { identityErrorMessageKey } from './errors.js';
import { type AuthLocationState, authHref } from './links.js';
import { NewPasswordFields } from './NewPasswordFields.js';
import { isCode, looksLikeEmail, passwordProblem } from './passwords.js';
import { useSession } from './SessionContext.js';

export function ForgotPassword({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState<string | null>(null);
  return (
    <AuthCard
      title={t('auth.forgot.title')}
      description={email ? t('auth.forgot.codeSent', { email }) : t('auth.forgot.description')}
    >
      {email ? (
        <ResetForm email={email} redirect={redirect} onOtherEmail={() => setEmail(null)} />
      ) : (
        <RequestForm onSent={setEmail} />
      )}
      <Anchor component={Link} to={authHref('/login', redirect)} size="sm" ta="center">
        {t('auth.forgot.back')}
      </Anchor>
    </AuthCard>
  );
}

function RequestForm({ onSent }: { onSent(email: string): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    const problem = !address
      ? t('auth.validation.emailRequired')
      : looksLikeEmail(address)
        ? undefined
        : t('auth.validation.emailInvalid');
    setFieldError(problem);
    if (problem) return;
    setSubmitting(true);
    try {
      await session.identity().forgotPassword(address);
      onSent(address);
    } catch (err) {
      // Same next step for an unknown address as for a known one.
      if (err instanceof IdentityError && err.code === 'UserNotFoundException') onSent(address);
      else setError(t(identityErrorMessageKey(err, 'forgotPassword')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="forgot-form">
      <Stack gap="md">
        {error && <ErrorAlert testId="forgot-error">{error}</ErrorAlert>}
        <EmailField label={t('auth.forgot.email')} value={email} onChange={setEmail} error={fieldError} autoFocus />
        <Button type="submit" loading={submitting} fullWidth>
          {t('auth.forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}

type ResetFormProps = { email: string; redirect: string | null; onOtherEmail(): void };

function ResetForm({ email, redirect, onOtherEmail }: ResetFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ code?: string; password?: string; repeat?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = passwordProblem(password);
    const errors = {
      code: isCode(code) ? undefined : t('auth.validation.codeInvalid'),
      password: problem
        ? t(problem === 'required' ? 'auth.validation.passwordRequired' : 'auth.validation.passwordTooShort')
        : undefined,
      repeat: !problem && repeat !== password ? t('auth.validation.passwordsDiffer') : undefined,
    };
    setFieldErrors(errors);
    if (errors.code || errors.password || errors.repeat) return;
    setSubmitting(true);
    try {
      await session.identity().confirmForgotPassword(email, code, password);
      const state: AuthLocationState = { notice: 'passwordReset', email };
      navigate(authHref('/login', redirect), { replace: true, state });
    } catch (err) {
      setError(t(identityErrorMessageKey(err, 'resetPassword')));
      setSubmitting(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="reset-form">
      <Stack gap="md">
        {error && <ErrorAlert testId="forgot-error">{error}</ErrorAlert>}
        <CodeInput
          label={t('auth.forgot.code')}
          value={code}
          onChange={setCode}
          error={fieldErrors.code}
          data-autofocus
        />
        <NewPasswordFields
          labels={{ password: t('auth.forgot.newPassword'), repeat: t('auth.forgot.repeat') }}
          password={password}
          repeat={repeat}
          onPasswordChange={setPassword}
          onRepeatChange={setRepeat}
          errors={fieldErrors}
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('auth.forgot.reset')}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={onOtherEmail}>
            {t('auth.forgot.otherEmail')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
