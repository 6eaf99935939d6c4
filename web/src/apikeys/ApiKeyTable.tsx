// The organisation's partner keys as a table: what each is for, how to recognise it, what it may do and whether it
// still opens the gateway. Revoking asks first (the page holds the dialog); a revoked key stays listed.
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { Actor, Dimmed } from '../list/cells.js';
import { DataTable } from '../list/DataTable.js';
import { formatDateTime } from '../ui/format.js';
import { StatusBadge } from '../ui/StatusBadge.js';

export const ApiKeyTableFragment = graphql(`
  fragment ApiKeyTable_apiKey on ApiKey {
    apiKeyId
    name
    prefix
    status
    createdAt
    lastUsedAt
    role {
      roleId
      roleName
    }
    createdBy {
      userId
      userFullName
      email
    }
  }
`);

/** What the revoke dialog needs to name the key. */
export type RevokeTarget = { apiKeyId: string; name: string };

type Props = {
  apiKeys: readonly FragmentType<typeof ApiKeyTableFragment>[];
  numberFormat: string;
  onRevoke: (key: RevokeTarget) => void;
};

export function ApiKeyTable({ apiKeys: keyRefs, numberFormat, onRevoke }: Props) {
  const apiKeys = getFragmentData(ApiKeyTableFragment, keyRefs);
  const { t } = useTranslation();
  return (
    <DataTable
      rows={apiKeys}
      rowKey={(key) => key.apiKeyId}
      rowData={(key) => ({ 'data-status': key.status })}
      label={t('apiKeys.title')}
      testId="api-keys-table"
      rowTestId="api-key-row"
      minWidth={900}
      columns={[
        { header: t('apiKeys.columns.name'), testId: 'api-key-name', cell: (key) => key.name },
        {
          header: t('apiKeys.columns.prefix'),
          cell: (key) => (
            <Text span ff="monospace" size="sm" data-testid="api-key-prefix">
              {key.prefix}…
            </Text>
          ),
        },
        {
          header: t('apiKeys.columns.role'),
          cell: (key) => key.role?.roleName ?? <Dimmed>{t('apiKeys.noRole')}</Dimmed>,
        },
        {
          header: t('apiKeys.columns.status'),
          cell: (key) => <StatusBadge vocabulary="apiKey" value={key.status} testId="api-key-status" />,
        },
        {
          header: t('apiKeys.columns.createdBy'),
          cell: (key) => <Actor person={key.createdBy} unknown={t('apiKeys.unknownUser')} />,
        },
        { header: t('apiKeys.columns.createdAt'), cell: (key) => formatDateTime(key.createdAt, numberFormat) },
        {
          header: t('apiKeys.columns.lastUsedAt'),
          testId: 'api-key-last-used',
          cell: (key) => formatDateTime(key.lastUsedAt, numberFormat) ?? t('apiKeys.never'),
        },
        {
          header: t('apiKeys.columns.actions'),
          hideHeader: true,
          align: 'right',
          cell: (key) =>
            key.status === 'ACTIVE' && (
              <Button
                size="xs"
                variant="light"
                color="red"
                onClick={() => onRevoke({ apiKeyId: key.apiKeyId, name: key.name })}
                data-testid="api-key-revoke"
              >
                {t('apiKeys.revoke')}
              </Button>
            ),
        },
      ]}
    />
  );
}
