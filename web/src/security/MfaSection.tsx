// Multi-factor authentication: the state from the identity service (GetUser), turning the authenticator app on
// (AssociateSoftwareToken → QR code and key → VerifySoftwareToken → SetUserMFAPreference, preferred) and off.
// SMS is shown but cannot be turned on: the user pool has no text-message set-up.
import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconShieldCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput } from '../auth/CodeInput.js';
import { ErrorAlert } from '../auth/ErrorAlert.js';
import { identityErrorMessageKey } from '../auth/errors.js';
import { isCode } from '../auth/passwords.js';
import { useSession } from '../auth/SessionContext.js';
import { StatusBadge } from '../ui/StatusBadge.js';
import { invalidateMfaStatus, type MfaStatus, requireAccessToken, useMfaStatus } from './mfaStatus.js';
import { useRefreshMfaStatus } from './refreshMfa.js';
import { qrDataUrl, TOTP_ISSUER, totpUri } from './totp.js';

type Setup = { secret: string; qr: string | null };

export function MfaSection() {
  const { t } = useTranslation();
  const session = useSession();
  const mfa = useMfaStatus();
  const refreshMfaStatus = useRefreshMfaStatus();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'setup' | 'preferred' | 'off' | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);

  /** Runs one identity call with a fresh access token, reporting a refusal in words. */
  const run = async (what: NonNullable<typeof busy>, action: (token: string) => Promise<void>) => {
    setError(null);
    setNotice(null);
    setBusy(what);
    try {
      await action(await requireAccessToken(session));
    } catch (err) {
      setError(t(identityErrorMessageKey(err, 'mfa')));
    } finally {
      setBusy(null);
    }
  };

  const startSetup = () =>
    run('setup', async (token) => {
      const secret = await session.identity().associateSoftwareToken(token);
      const account = mfa.email ?? '';
      const qr = await qrDataUrl(totpUri(TOTP_ISSUER, account, secret)).catch(() => null);
      setSetup({ secret, qr });
    });

  const makePreferred = () =>
    run('preferred', async (token) => {
      await session.identity().setSoftwareTokenMfa(token, true);
      invalidateMfaStatus(session);
      await refreshMfaStatus();
      setNotice(t('security.mfa.preferredSet'));
    });

  const turnOff = () =>
    run('off', async (token) => {
      setConfirmOff(false);
      await session.identity().setSoftwareTokenMfa(token, false);
      invalidateMfaStatus(session);
      await refreshMfaStatus();
      setNotice(t('security.mfa.turnedOff'));
    });

  const status = mfa.status;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="mfa-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="mfa-title">
          {t('security.mfa.title')}
        </Title>
        <Text size="sm">{t('security.mfa.intro')}</Text>
        {!status && mfa.error ? (
          <Alert color="red" role="alert" data-testid="mfa-load-error">
            <Stack gap="xs" align="flex-start">
              {t('security.loadError', { message: t(identityErrorMessageKey(mfa.error, 'mfa')) })}
              <Button size="xs" variant="light" onClick={mfa.reload}>
                {t('security.retry')}
              </Button>
            </Stack>
          </Alert>
        ) : !status ? (
          <Loader size="sm" aria-label={t('security.mfa.title')} />
        ) : (
          <>
            <Summary status={status} />
            <Methods status={status} />
            {notice && (
              <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} data-testid="mfa-notice">
                {notice}
              </Alert>
            )}
            {error && <ErrorAlert testId="mfa-error">{error}</ErrorAlert>}
            {setup && !status.softwareToken ? (
              <SetupPanel
                setup={setup}
                onCancel={() => setSetup(null)}
                onDone={() => {
                  setSetup(null);
                  setNotice(t('security.mfa.turnedOn'));
                  void refreshMfaStatus();
                }}
              />
            ) : (
              <Group>
                {!status.softwareToken && (
                  <Button onClick={() => void startSetup()} loading={busy === 'setup'} data-testid="mfa-setup">
                    {t('security.mfa.setUp')}
                  </Button>
                )}
                {status.softwareToken && status.preferred !== 'SOFTWARE_TOKEN_MFA' && (
                  <Button onClick={() => void makePreferred()} loading={busy === 'preferred'}>
                    {t('security.mfa.makePreferred')}
                  </Button>
                )}
                {status.softwareToken && (
                  <Button
                    color="red"
                    variant="light"
                    onClick={() => setConfirmOff(true)}
                    loading={busy === 'off'}
                    data-testid="mfa-turn-off"
                  >
                    {t('security.mfa.turnOff')}
                  </Button>
                )}
              </Group>
            )}
          </>
        )}
      </Stack>
      <Modal opened={confirmOff} onClose={() => setConfirmOff(false)} title={t('security.mfa.turnOffTitle')} centered>
        <Stack>
          <Text size="sm">{t('security.mfa.turnOffText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmOff(false)}>
              {t('security.mfa.cancel')}
            </Button>
            <Button color="red" onClick={() => void turnOff()} data-testid="mfa-turn-off-confirm">
              {t('security.mfa.turnOffConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

function Summary({ status }: { status: MfaStatus }) {
  const { t } = useTranslation();
  return (
    <Alert
      color={status.enabled ? 'green' : 'yellow'}
      icon={status.enabled ? <IconShieldCheck aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />}
      data-testid="mfa-status"
      data-enabled={status.enabled}
    >
      {status.enabled ? t('security.mfa.enabled') : t('security.mfa.disabled')}
    </Alert>
  );
}

function Methods({ status }: { status: MfaStatus }) {
  const { t } = useTranslation();
  // A method being on or off is spec §4's ENABLED / DISABLED of accounts and users.
  const onOff = (on: boolean) => <StatusBadge vocabulary="account" value={on ? 'ENABLED' : 'DISABLED'} />;
  return (
    <Table aria-label={t('security.mfa.methods')} verticalSpacing="sm">
      <Table.Tbody>
        <Table.Tr data-testid="mfa-method-totp">
          <Table.Th scope="row" fw={500}>
            {t('security.mfa.totp')}
          </Table.Th>
          <Table.Td>
            <Group gap="xs">
              {onOff(status.softwareToken)}
              {status.preferred === 'SOFTWARE_TOKEN_MFA' && (
                <Badge color="blue" variant="light" data-testid="mfa-preferred">
                  {t('security.mfa.preferred')}
                </Badge>
              )}
            </Group>
          </Table.Td>
        </Table.Tr>
        <Table.Tr data-testid="mfa-method-sms">
          <Table.Th scope="row" fw={500} style={{ verticalAlign: 'top' }}>
            {t('security.mfa.sms')}
          </Table.Th>
          <Table.Td>
            <Stack gap={4}>
              {/* A setting made elsewhere would still show honestly as on. */}
              {status.sms ? (
                onOff(true)
              ) : (
                <Badge color="gray" variant="outline">
                  {t('security.mfa.notAvailable')}
                </Badge>
              )}
              <Text size="sm" c="dimmed" data-testid="mfa-sms-explanation">
                {t('security.mfa.smsExplanation')}
              </Text>
            </Stack>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

function SetupPanel({ setup, onCancel, onDone }: { setup: Setup; onCancel(): void; onDone(): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!isCode(code)) {
      setCodeError(t('auth.validation.codeInvalid'));
      return;
    }
    setCodeError(undefined);
    setSubmitting(true);
    let verified = false;
    try {
      const token = await requireAccessToken(session);
      await session.identity().verifySoftwareToken(token, code);
      verified = true;
      await session.identity().setSoftwareTokenMfa(token, true);
      invalidateMfaStatus(session);
      onDone();
    } catch (err) {
      // A verified token may already count as a method; the page must show that rather than the old state.
      if (verified) invalidateMfaStatus(session);
      setError(t(identityErrorMessageKey(err, 'mfa')));
      setSubmitting(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-gray-0)" data-testid="mfa-setup-panel">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t('security.mfa.setupTitle')}
          </Title>
          <Text size="sm">{t('security.mfa.step1')}</Text>
          {setup.qr ? (
            <Image src={setup.qr} alt={t('security.mfa.qrAlt')} w={200} h={200} data-testid="totp-qr" />
          ) : (
            <Alert color="yellow">{t('security.mfa.qrFailed')}</Alert>
          )}
          <Text size="sm">{t('security.mfa.step2')}</Text>
          <Group gap="xs" wrap="nowrap" align="center">
            <Code data-testid="totp-secret" style={{ wordBreak: 'break-all', fontSize: 'var(--mantine-font-size-sm)' }}>
              {setup.secret}
            </Code>
            <CopyButton value={setup.secret}>
              {({ copied, copy }) => (
                <Button size="compact-sm" variant="subtle" onClick={copy}>
                  {copied ? t('security.mfa.copied') : t('security.mfa.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">{t('security.mfa.step3')}</Text>
          {error && <ErrorAlert testId="mfa-error">{error}</ErrorAlert>}
          <CodeInput label={t('security.mfa.code')} value={code} onChange={setCode} error={codeError} maw={200} />
          <Group>
            <Button type="submit" loading={submitting} data-testid="mfa-verify">
              {t('security.mfa.verify')}
            </Button>
            <Button variant="default" onClick={onCancel}>
              {t('security.mfa.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
