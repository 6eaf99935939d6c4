// /api-keys: the organisation's partner API keys, newest first (revoked ones included), with Create key (the
// secret shown once) and Revoke after a confirmation.
import { useMutation, useQuery } from '@apollo/client/react';
import { IconKey } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { graphql } from '../generated/gql.js';
import { APIKEYS_TEXTS } from '../i18n/apikeys.js';
import { useTextBundle } from '../i18n/bundles.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { ConfirmDialog, useConfirmation } from '../list/ConfirmDialog.js';
import { IconButton } from '../list/IconButton.js';
import { Page } from '../list/PageHeader.js';
import { WholeList } from '../list/WholeList.js';
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
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

export function ApiKeysPage() {
  useTextBundle(APIKEYS_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const { data, loading, error, refetch } = useQuery(ApiKeysDocument, { fetchPolicy: 'cache-and-network' });
  const [creating, setCreating] = useState(false);
  const [revokeApiKey] = useMutation(RevokeApiKeyDocument);
  const apiKeys = data?.apiKeys ?? [];
  const revoking = useConfirmation(async (key: RevokeTarget) => {
    const answer = (await revokeApiKey({ variables: { id: key.apiKeyId } })).data?.revokeApiKey;
    if (!answer?.apiKey) return refusalMessage(t, answer) ?? answer?.code ?? t('apiKeys.revokeFailed');
    // ApiKey has no cache identity of its own: the list is asked for again rather than patched.
    await refetch();
    return null;
  });

  return (
    <Page
      size="xl"
      title={t('apiKeys.title')}
      intro={t('apiKeys.intro')}
      actions={
        <IconButton icon={IconKey} onClick={() => setCreating(true)} data-testid="api-keys-create">
          {t('apiKeys.create')}
        </IconButton>
      }
    >
      <WholeList
        query={{ loading, error, answered: Boolean(data), refetch }}
        count={apiKeys.length}
        testId="api-keys"
        loadError={(message) => t('apiKeys.loadError', { message })}
        empty={{
          icon: <IconKey size={32} aria-hidden="true" />,
          title: t('apiKeys.empty'),
          description: t('apiKeys.emptyHint'),
        }}
      >
        <ApiKeyTable apiKeys={apiKeys} numberFormat={numberFormat} onRevoke={revoking.ask} />
      </WholeList>

      <ConfirmDialog
        confirmation={revoking}
        title={t('apiKeys.revokeTitle')}
        question={t('apiKeys.revokeConfirm', { name: revoking.target?.name ?? '' })}
        cancelLabel={t('apiKeys.cancel')}
        confirmLabel={t('apiKeys.revoke')}
        testId="api-key-revoke"
      />

      {creating && (
        <Suspense fallback={null}>
          <CreateApiKeyModal onClose={() => setCreating(false)} onCreated={() => void refetch()} />
        </Suspense>
      )}
    </Page>
  );
}
