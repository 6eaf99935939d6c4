// /signup: e-mail and password (SignUp), then the e-mail verification code (/signup?step=confirm, ConfirmSignUp),
// then sign-in with the address filled in. Keeps `redirect` all the way.
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { AUTH_TEXTS } from '../i18n/auth.js';
import { useTextBundle } from '../i18n/bundles.js';
import { safeRedirect } from '../ui/redirect.js';
import { AuthCard } from './AuthCard.js';
import { CodeInput } from './CodeInput.js';
import { EmailField } from './EmailField.js';
import { ErrorAlert } from './ErrorAlert.js';
import { identityErrorMessageKey } from './errors.js';
import { type AuthLocationState, authHref, readAuthState } from './links.js';
import { PasswordField } from './PasswordField.js';
import { isCode, looksLikeEmail, passwordProblem } from './passwords.js';
import { useSession, useSignedIn } from './SessionContext.js';

export function SignupPage() {
  useTextBundle(AUTH_TEXTS);
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  if (signedIn) return <Navigate to={redirect ?? '/'} replace />;
  return params.get('step') === 'confirm' ? <ConfirmStep redirect={redirect} /> : <SignUpForm redirect={redirect} />;
}

function emailProblem(address: string): 'auth.validation.emailRequired' | 'auth.validation.emailInvalid' | undefined {
  if (!address) return 'auth.validation.emailRequired';
  return looksLikeEmail(address) ? undefined : 'auth.validation.emailInvalid';
}

function SignUpForm({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<{ text: string; exists: boolean } | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const address = email.trim();
    const emailKey = emailProblem(address);
    const problem = passwordProblem(password);
    const errors = {
      email: emailKey ? t(emailKey) : undefined,
      password: problem
        ? t(problem === 'required' ? 'auth.validation.passwordRequired' : 'auth.validation.passwordTooShort')
        : undefined,
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) return;
    setSubmitting(true);
    try {
      const outcome = await session.identity().signUp(address, password);
      const state: AuthLocationState = outcome.userConfirmed
        ? { notice: 'confirmed', email: address }
        : { email: address };
      navigate(outcome.userConfirmed ? authHref('/login', redirect) : authHref('/signup', redirect, 'confirm'), {
        state,
      });
    } catch (err) {
      const key = identityErrorMessageKey(err, 'signUp');
      setError({ text: t(key), exists: key === 'auth.errors.userExists' });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.signup.title')} description={t('auth.signup.description')}>
      <form onSubmit={submit} noValidate data-testid="signup-form">
        <Stack gap="md">
          {error && (
            <ErrorAlert testId="signup-error">
              {error.text}
              {error.exists && (
                <Group gap="md" mt="xs">
                  <Anchor component={Link} to={authHref('/login', redirect)} state={{ email: email.trim() }}>
                    {t('auth.signup.signIn')}
                  </Anchor>
                  <Anchor component={Link} to={authHref('/login', redirect, 'forgot')}>
                    {t('auth.login.forgotPassword')}
                  </Anchor>
                </Group>
              )}
            </ErrorAlert>
          )}
          <EmailField
            label={t('auth.signup.email')}
            value={email}
            onChange={setEmail}
            error={fieldErrors.email}
            autoFocus
          />
          <PasswordField
            label={t('auth.signup.password')}
            kind="new"
            description={t('auth.validation.passwordHint')}
            value={password}
            onChange={setPassword}
            error={fieldErrors.password}
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('auth.signup.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth.signup.haveAccount')}{' '}
            <Anchor component={Link} to={authHref('/login', redirect)}>
              {t('auth.signup.signIn')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}

function ConfirmStep({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const knownEmail = readAuthState(location.state).email;
  const [email, setEmail] = useState(knownEmail ?? '');
  const [code, setCode] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; code?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [resent, setResent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);

  const checkEmail = () => {
    const key = emailProblem(email.trim());
    setFieldErrors((errors) => ({ ...errors, email: key ? t(key) : undefined }));
    return !key;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setResent(null);
    const emailOk = checkEmail();
    const codeError = isCode(code) ? undefined : t('auth.validation.codeInvalid');
    setFieldErrors((errors) => ({ ...errors, code: codeError }));
    if (!emailOk || codeError) return;
    setSubmitting(true);
    try {
      await session.identity().confirmSignUp(email.trim(), code);
      const state: AuthLocationState = { notice: 'confirmed', email: email.trim() };
      navigate(authHref('/login', redirect), { replace: true, state });
    } catch (err) {
      setError(t(identityErrorMessageKey(err, 'confirmSignUp')));
      setSubmitting(false);
    }
  };

  const resend = async () => {
    setError(null);
    setResent(null);
    if (!checkEmail()) return;
    setResending(true);
    try {
      const { destination } = await session.identity().resendConfirmationCode(email.trim());
      setResent(t('auth.signup.resent', { destination: destination ?? email.trim() }));
    } catch (err) {
      setError(t(identityErrorMessageKey(err, 'resendCode')));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthCard
      title={t('auth.signup.confirmTitle')}
      description={
        knownEmail
          ? t('auth.signup.confirmDescription', { email: knownEmail })
          : t('auth.signup.confirmDescriptionNoEmail')
      }
    >
      <form onSubmit={submit} noValidate data-testid="confirm-form">
        <Stack gap="md">
          {error && <ErrorAlert testId="signup-error">{error}</ErrorAlert>}
          {resent && (
            <Alert color="green" icon={<IconMailForward aria-hidden="true" />} data-testid="signup-resent">
              {resent}
            </Alert>
          )}
          {!knownEmail && (
            <EmailField label={t('auth.signup.email')} value={email} onChange={setEmail} error={fieldErrors.email} />
          )}
          <CodeInput
            label={t('auth.signup.code')}
            value={code}
            onChange={setCode}
            error={fieldErrors.code}
            data-autofocus
          />
          <Button type="submit" loading={submitting} fullWidth>
            {t('auth.signup.confirm')}
          </Button>
          <Button variant="subtle" onClick={() => void resend()} loading={resending} data-testid="signup-resend">
            {t('auth.signup.resend')}
          </Button>
          <Anchor component={Link} to={authHref('/login', redirect)} size="sm" ta="center">
            {t('auth.signup.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
