// /signup: self-service sign-up comes in a later release; until then the page says so plainly.
import { Alert, Anchor, Center, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { safeRedirect } from '../app/redirect.js';

export function SignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack gap="md">
          <Title order={1} size="h2">
            {t('auth.signup.title')}
          </Title>
          <Alert color="blue" data-testid="not-available">
            {t('auth.signup.notAvailable')}
          </Alert>
          <Anchor component={Link} to={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}>
            {t('auth.signup.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
