// The extra sign-in steps: a code from the authenticator app (SOFTWARE_TOKEN_MFA) and the first password of
// an invited user (NEW_PASSWORD_REQUIRED). Both answer with RespondToAuthChallenge through the session.
import { Anchor, Button, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './AuthCard.js';
import { CodeInput } from './CodeInput.js';
import { type NextStep, nextStep, type StepChallenge } from './challenges.js';
import { ErrorAlert } from './ErrorAlert.js';
import { identityErrorMessageKey } from './errors.js';
import { NewPasswordFields } from './NewPasswordFields.js';
import { isCode, passwordProblem } from './passwords.js';
import { useSession } from './SessionContext.js';

type Props = {
  challenge: StepChallenge;
  onNext(step: NextStep): void;
  /** Back to the password form, with a message when the step cannot go on. */
  onRestart(message?: string): void;
};

export function ChallengeStep(props: Props) {
  return props.challenge.challengeName === 'SOFTWARE_TOKEN_MFA' ? (
    <MfaCodeStep {...props} />
  ) : (
    <NewPasswordStep {...props} />
  );
}

/** Sends the answer; a refused (expired) challenge session sends the user back to the password form. */
function useAnswer({ challenge, onNext, onRestart }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const answer = async (responses: Record<string, string>) => {
    setError(null);
    setSubmitting(true);
    try {
      onNext(await nextStep(session, await session.completeChallenge(challenge, responses)));
    } catch (err) {
      const key = identityErrorMessageKey(err, 'challenge');
      if (key === 'auth.errors.challengeExpired') onRestart(t(key));
      else setError(t(key));
    } finally {
      setSubmitting(false);
    }
  };
  return { error, submitting, answer };
}

function MfaCodeStep(props: Props) {
  const { t } = useTranslation();
  const { error, submitting, answer } = useAnswer(props);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isCode(code)) {
      setCodeError(t('auth.validation.codeInvalid'));
      return;
    }
    setCodeError(undefined);
    void answer({ SOFTWARE_TOKEN_MFA_CODE: code });
  };

  return (
    <AuthCard title={t('auth.mfa.title')} description={t('auth.mfa.description')}>
      <form onSubmit={submit} noValidate data-testid="mfa-form">
        <Stack gap="md">
          {error && <ErrorAlert testId="login-error">{error}</ErrorAlert>}
          <CodeInput label={t('auth.mfa.code')} value={code} onChange={setCode} error={codeError} data-autofocus />
          <Button type="submit" loading={submitting} fullWidth>
            {t('auth.mfa.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => props.onRestart()}>
            {t('auth.mfa.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}

function NewPasswordStep(props: Props) {
  const { t } = useTranslation();
  const { error, submitting, answer } = useAnswer(props);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ password?: string; repeat?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(password);
    const errors = {
      password: problem
        ? t(problem === 'required' ? 'auth.validation.passwordRequired' : 'auth.validation.passwordTooShort')
        : undefined,
      repeat: !problem && repeat !== password ? t('auth.validation.passwordsDiffer') : undefined,
    };
    setFieldErrors(errors);
    if (errors.password || errors.repeat) return;
    void answer({ NEW_PASSWORD: password });
  };

  return (
    <AuthCard title={t('auth.newPassword.title')} description={t('auth.newPassword.description')}>
      <form onSubmit={submit} noValidate data-testid="new-password-form">
        <Stack gap="md">
          {error && <ErrorAlert testId="login-error">{error}</ErrorAlert>}
          <NewPasswordFields
            labels={{ password: t('auth.newPassword.password'), repeat: t('auth.newPassword.repeat') }}
            password={password}
            repeat={repeat}
            onPasswordChange={setPassword}
            onRepeatChange={setRepeat}
            errors={fieldErrors}
            autoFocus
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('auth.newPassword.submit')}
          </Button>
          <Anchor component="button" type="button" size="sm" onClick={() => props.onRestart()}>
            {t('auth.newPassword.back')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
