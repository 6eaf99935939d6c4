// /login: e-mail and password sign-in. Keeps `redirect` so the user lands where they were going.
import { Alert, Anchor, Button, Center, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../app/redirect.js';
import { signInErrorMessageKey } from './errors.js';
import { useSession, useSignedIn } from './SessionContext.js';

export function LoginPage() {
  const { t } = useTranslation();
  const session = useSession();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const sessionExpired = params.get('status') === 'not-authorized';

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Without a redirect, '/' works out the landing page once the user's roles are loaded.
  const destination = redirect ?? '/';

  if (signedIn && !submitting) return <Navigate to={destination} replace />;

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
      const outcome = await session.signIn(email.trim(), password);
      if (outcome.kind === 'challenge') {
        setError(t('auth.login.challengeUnsupported'));
        setSubmitting(false);
        return;
      }
      navigate(destination, { replace: true });
    } catch (err) {
      setError(t(signInErrorMessageKey(err)));
      setSubmitting(false);
    }
  };

  const signupLink = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup';

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <form onSubmit={submit} noValidate data-testid="login-form">
          <Stack gap="md">
            <Title order={1} size="h2">
              {t('auth.login.title')}
            </Title>
            {sessionExpired && (
              <Alert color="yellow" icon={<IconClock aria-hidden="true" />} data-testid="session-expired">
                {t('auth.login.sessionExpired')}
              </Alert>
            )}
            {error && (
              <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />} data-testid="login-error">
                {error}
              </Alert>
            )}
            <TextInput
              label={t('auth.login.email')}
              type="email"
              autoComplete="username"
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldErrors.email}
              data-autofocus
            />
            <TextInput
              label={t('auth.login.password')}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t('auth.login.submit')}
            </Button>
            <Text size="sm" ta="center">
              {t('auth.login.noAccount')}{' '}
              <Anchor component={Link} to={signupLink}>
                {t('auth.login.signUp')}
              </Anchor>
            </Text>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
