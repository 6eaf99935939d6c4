// The organisation's partner keys as a table: what each is for, how to recognise it, what it may do and whether it
// still opens the gateway. Revoking asks first (the page holds the dialog); a revoked key stays listed.
import { Badge, Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { ApiKeyStatus } from '../generated/graphql.js';
import { formatDateTime } from '../ui/format.js';

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

const STATUS_COLOURS: Record<ApiKeyStatus, string> = { ACTIVE: 'green', REVOKED: 'gray' };

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
    <Table.ScrollContainer minWidth={900}>
      <Table striped aria-label={t('apiKeys.title')} data-testid="api-keys-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('apiKeys.columns.name')}</Table.Th>
            <Table.Th>{t('apiKeys.columns.prefix')}</Table.Th>
            <Table.Th>{t('apiKeys.columns.role')}</Table.Th>
            <Table.Th>{t('apiKeys.columns.status')}</Table.Th>
            <Table.Th>{t('apiKeys.columns.createdBy')}</Table.Th>
            <Table.Th>{t('apiKeys.columns.createdAt')}</Table.Th>
            <Table.Th>{t('apiKeys.columns.lastUsedAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('apiKeys.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {apiKeys.map((key) => (
            <Table.Tr key={key.apiKeyId} data-testid="api-key-row" data-status={key.status}>
              <Table.Td data-testid="api-key-name">{key.name}</Table.Td>
              <Table.Td>
                <Text span ff="monospace" size="sm" data-testid="api-key-prefix">
                  {key.prefix}…
                </Text>
              </Table.Td>
              <Table.Td>
                {key.role ? (
                  key.role.roleName
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('apiKeys.noRole')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge variant="light" color={STATUS_COLOURS[key.status]} data-testid="api-key-status">
                  {t(`apiKeys.statuses.${key.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {key.createdBy ? (
                  key.createdBy.userFullName || key.createdBy.email
                ) : (
                  <Text span size="sm" c="dimmed">
                    {t('apiKeys.unknownUser')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDateTime(key.createdAt, numberFormat)}</Table.Td>
              <Table.Td data-testid="api-key-last-used">
                {formatDateTime(key.lastUsedAt, numberFormat) ?? t('apiKeys.never')}
              </Table.Td>
              <Table.Td ta="right">
                {key.status === 'ACTIVE' && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => onRevoke({ apiKeyId: key.apiKeyId, name: key.name })}
                    data-testid="api-key-revoke"
                  >
                    {t('apiKeys.revoke')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
