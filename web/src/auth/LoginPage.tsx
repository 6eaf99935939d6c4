// /login: e-mail and password sign-in, then the extra steps the identity service may ask for (a new password
// for invited users, a code from the authenticator app); /login?step=forgot resets a forgotten password.
// Keeps `redirect` so the user lands where they were going.
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { AUTH_TEXTS } from '../i18n/auth.js';
import { useTextBundle } from '../i18n/bundles.js';
import { safeRedirect } from '../ui/redirect.js';
import { AuthCard } from './AuthCard.js';
import { ChallengeStep } from './ChallengeStep.js';
import { type NextStep, nextStep, type StepChallenge } from './challenges.js';
import { EmailField } from './EmailField.js';
import { ErrorAlert } from './ErrorAlert.js';
import { signInErrorMessageKey } from './errors.js';
import { ForgotPassword } from './ForgotPassword.js';
import { authHref, readAuthState } from './links.js';
import { PasswordField } from './PasswordField.js';
import { useSession, useSignedIn } from './SessionContext.js';

export function LoginPage() {
  useTextBundle(AUTH_TEXTS);
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [challenge, setChallenge] = useState<StepChallenge | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { t } = useTranslation();

  // Without a redirect, '/' works out the landing page once the user's roles are loaded.
  if (signedIn) return <Navigate to={redirect ?? '/'} replace />;
  if (params.get('step') === 'forgot') return <ForgotPassword redirect={redirect} />;

  // signedIn needs nothing: the session re-renders this page, which then navigates.
  const onNext = (step: NextStep) => {
    if (step.kind === 'step') setChallenge(step.challenge);
    else if (step.kind === 'unsupported') {
      setChallenge(null);
      setMessage(t(step.messageKey, { step: step.step }));
    }
  };

  if (challenge) {
    return (
      <ChallengeStep
        challenge={challenge}
        onNext={onNext}
        onRestart={(restartMessage) => {
          setChallenge(null);
          setMessage(restartMessage ?? null);
        }}
      />
    );
  }
  // Keyed by the message so that a step ending with one shows it in a fresh form.
  return <SignInForm key={message ?? ''} redirect={redirect} message={message} onNext={onNext} />;
}

type SignInFormProps = { redirect: string | null; message: string | null; onNext(step: NextStep): void };

function SignInForm({ redirect, message, onNext }: SignInFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const { notice, email: knownEmail } = readAuthState(location.state);
  const sessionExpired = params.get('status') === 'not-authorized';

  const [email, setEmail] = useState(knownEmail ?? '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<{ text: string; notConfirmed: boolean } | null>(
    message ? { text: message, notConfirmed: false } : null,
  );
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const errors = {
      email: email.trim() ? undefined : t('auth.login.emailRequired'),
      password: password ? undefined : t('auth.login.passwordRequired'),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      const step = await nextStep(session, await session.signIn(email.trim(), password));
      if (step.kind === 'unsupported') setError({ text: t(step.messageKey, { step: step.step }), notConfirmed: false });
      else onNext(step);
    } catch (err) {
      const key = signInErrorMessageKey(err);
      setError({ text: t(key), notConfirmed: key === 'auth.errors.notConfirmed' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.login.title')}>
      <form onSubmit={submit} noValidate data-testid="login-form">
        <Stack gap="md">
          {sessionExpired && (
            <Alert color="yellow" icon={<IconClock aria-hidden="true" />} data-testid="session-expired">
              {t('auth.login.sessionExpired')}
            </Alert>
          )}
          {notice && !error && (
            <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} data-testid="login-notice">
              {t(notice === 'confirmed' ? 'auth.login.confirmed' : 'auth.login.passwordReset')}
            </Alert>
          )}
          {error && (
            <ErrorAlert testId="login-error">
              {error.text}
              {error.notConfirmed && (
                <>
                  {' '}
                  <Anchor
                    component={Link}
                    to={authHref('/signup', redirect, 'confirm')}
                    state={{ email: email.trim() }}
                    data-testid="login-enter-code"
                  >
                    {t('auth.login.enterCode')}
                  </Anchor>
                </>
              )}
            </ErrorAlert>
          )}
          <EmailField
            label={t('auth.login.email')}
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
            autoFocus
          />
          <PasswordField
            label={t('auth.login.password')}
            kind="current"
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <Group justify="flex-end" mt={-8}>
            <Anchor component={Link} to={authHref('/login', redirect, 'forgot')} size="sm" data-testid="forgot-link">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          <Button type="submit" loading={submitting} fullWidth>
            {t('auth.login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.login.noAccount')}{' '}
            <Anchor component={Link} to={authHref('/signup', redirect)}>
              {t('auth.login.signUp')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
