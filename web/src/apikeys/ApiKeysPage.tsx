// /api-keys: the organisation's partner API keys, newest first (revoked ones included), with Create key (the
// secret shown once) and Revoke after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Center, Container, EmptyState, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { APIKEYS_TEXTS } from '../i18n/apikeys.js';
import { useTextBundle } from '../i18n/bundles.js';
import { ListLoadError } from '../list/ListLoadError.js';
import { errorMessage } from '../ui/errorMessage.js';
import { useNumberFormat } from '../ui/language.js';
import { ApiKeyTable, type RevokeTarget } from './ApiKeyTable.js';

// The creation form (its roles query and the field error texts) loads when first opened, not with the list.
const CreateApiKeyModal = lazy(() => import('./CreateApiKeyModal.js').then((m) => ({ default: m.CreateApiKeyModal })));

export const ApiKeysDocument = graphql(`
  query ApiKeys {
    apiKeys {
      apiKeyId
      ...ApiKeyTable_apiKey
    }
  }
`);

export const RevokeApiKeyDocument = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      apiKey {
        apiKeyId
        status
      }
      code
      message
    }
  }
`);

export function ApiKeysPage() {
  useTextBundle(APIKEYS_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<RevokeTarget | null>(null);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [revokeApiKey, { loading: revokingNow }] = useMutation(RevokeApiKeyDocument);
  const apiKeys = data?.apiKeys ?? [];

  const askRevoke = (key: RevokeTarget) => {
    setRevokeError(null);
    setRevoking(key);
  };

  const revoke = async () => {
    if (!revoking) return;
    setRevokeError(null);
    try {
      const result = await revokeApiKey({ variables: { id: revoking.apiKeyId } });
      const answer = result.data?.revokeApiKey;
      if (!answer?.apiKey) {
        setRevokeError(answer?.message ?? answer?.code ?? t('apiKeys.revokeFailed'));
        return;
      }
      setRevoking(null);
      // ApiKey has no cache identity of its own: the list is asked for again rather than patched.
      await refetch();
    } catch (e) {
      setRevokeError(errorMessage(e, t));
    }
  };

  return (
    <Container size="xl">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1} size="h2">
              {t('apiKeys.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {t('apiKeys.intro')}
            </Text>
          </div>
          <Button
            leftSection={<IconKey size={16} aria-hidden="true" />}
            onClick={() => setCreating(true)}
            data-testid="api-keys-create"
          >
            {t('apiKeys.create')}
          </Button>
        </Group>

        {loading && !data ? (
          <Center py="xl">
            <Loader aria-label={t('app.loading')} data-testid="api-keys-loading" />
          </Center>
        ) : error && !data ? (
          <ListLoadError
            message={t('apiKeys.loadError', { message: errorMessage(error, t) })}
            onRetry={() => void refetch()}
            testId="api-keys-error"
          />
        ) : apiKeys.length === 0 ? (
          <EmptyState
            data-testid="api-keys-empty"
            icon={<IconKey size={32} aria-hidden="true" />}
            title={t('apiKeys.empty')}
            description={t('apiKeys.emptyHint')}
          />
        ) : (
          <ApiKeyTable apiKeys={apiKeys} numberFormat={numberFormat} onRevoke={askRevoke} />
        )}
      </Stack>

      <Modal
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        title={t('apiKeys.revokeTitle')}
        centered
        data-testid="api-key-revoke-dialog"
      >
        <Stack gap="sm">
          <Text size="sm" data-testid="api-key-revoke-question">
            {t('apiKeys.revokeConfirm', { name: revoking?.name ?? '' })}
          </Text>
          {revokeError && (
            <Alert color="red" role="alert">
              {revokeError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRevoking(null)} disabled={revokingNow}>
              {t('apiKeys.cancel')}
            </Button>
            <Button color="red" onClick={revoke} loading={revokingNow} data-testid="api-key-revoke-confirm">
              {t('apiKeys.revoke')}
            </Button>
          </Group>
        </Stack>
      </Modal>

      {creating && (
        <Suspense fallback={null}>
          <CreateApiKeyModal onClose={() => setCreating(false)} onCreated={() => void refetch()} />
        </Suspense>
      )}
    </Container>
  );
}
