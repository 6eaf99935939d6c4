// Cash (issue 9): an APPROVED CASH distribution's payment instructions for a financial service provider, CSV or
// XLSX, with the columns chosen per provider. The API remembers a provider's columns on each export and moves the
// listed families to INITIATED; earlier files can be downloaded again unchanged.
import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Autocomplete,
  Button,
  Card,
  Checkbox,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { graphql } from '../generated/gql.js';
import type { PaymentExportColumn, PaymentExportFormat } from '../generated/graphql.js';
import { downloadFile, downloadUrl } from '../http/download.js';
import { useTextBundle } from '../i18n/bundles.js';
import { NOTIFICATIONS_TEXTS } from '../i18n/notifications.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';

export const PaymentExportsDocument = graphql(`
  query PaymentExports($id: ID!) {
    paymentExportOptions {
      columns
      defaultColumns
      providers {
        provider
        columns
      }
    }
    distribution(id: $id) {
      distributionId
      paymentExports {
        paymentExportId
        provider
        fileFormat
        numberOfFamilies
        exportedAt
        downloadAgainPath
      }
    }
  }
`);

/** The new file's link: `/api/distributions/:id/payment-instructions.csv|xlsx?provider=…&columns=a,b`. */
export function paymentInstructionsUrl(
  distributionId: string,
  format: PaymentExportFormat,
  provider: string,
  columns: readonly string[],
): string {
  const path = `/api/distributions/${encodeURIComponent(distributionId)}/payment-instructions.${format.toLowerCase()}`;
  return downloadUrl({ path, params: { provider, columns: columns.join(',') } });
}

type Props = { distributionId: string; onExported: () => void };

export function PaymentExportPanel({ distributionId, onExported }: Props) {
  useTextBundle(NOTIFICATIONS_TEXTS);
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const session = useSession();
  const { data, error, refetch } = useQuery(PaymentExportsDocument, { variables: { id: distributionId } });
  const [provider, setProvider] = useState('');
  const [columns, setColumns] = useState<PaymentExportColumn[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (error) {
    return (
      <Alert color="red" role="alert" data-testid="payment-export-load-error">
        {t('payments.loadError', { message: errorMessage(error, t) })}
      </Alert>
    );
  }
  const options = data?.paymentExportOptions;
  if (!options) return null;
  const remembered = (name: string) => options.providers.find((p) => p.provider === name.trim())?.columns;
  const chosen = columns ?? remembered(provider) ?? options.defaultColumns;
  const exports = data.distribution?.paymentExports ?? [];

  const fetchFile = async (url: string, fileName: string) => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadFile(session, { path: url, fileName });
      await refetch();
      onExported();
    } catch (e) {
      setProblem(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  const exportAs = (format: PaymentExportFormat) => {
    const name = provider.trim();
    if (!name) return setProblem(t('payments.noProvider'));
    if (chosen.length === 0) return setProblem(t('payments.noColumns'));
    const url = paymentInstructionsUrl(distributionId, format, name, chosen);
    void fetchFile(url, `payment-instructions-${distributionId}.${format.toLowerCase()}`);
  };

  return (
    <Card withBorder data-testid="payment-export">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('payments.title')}
        </Title>
        <Autocomplete
          label={t('payments.provider')}
          description={t('payments.providerHint')}
          data={options.providers.map((p) => p.provider)}
          value={provider}
          onChange={(value) => {
            setProvider(value);
            // Another provider: its remembered columns (or the defaults) until the user changes them.
            setColumns(null);
          }}
          data-testid="payment-provider"
        />
        <Checkbox.Group
          label={t('payments.columns')}
          value={[...chosen]}
          onChange={(value) => setColumns(value as PaymentExportColumn[])}
        >
          <SimpleGrid cols={{ base: 2, sm: 3 }} mt="xs">
            {options.columns.map((column) => (
              <Checkbox key={column} value={column} label={column} data-testid={`payment-column-${column}`} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
        <Group gap="sm">
          {(['CSV', 'XLSX'] as const).map((format) => (
            <Button
              key={format}
              variant={format === 'CSV' ? 'filled' : 'light'}
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              loading={busy}
              onClick={() => exportAs(format)}
              data-testid={`payment-export-${format.toLowerCase()}`}
            >
              {t(format === 'CSV' ? 'payments.csv' : 'payments.xlsx')}
            </Button>
          ))}
        </Group>
        {problem && (
          <Alert color="red" role="alert" data-testid="payment-export-error">
            {problem}
          </Alert>
        )}
        <Text fw={600} size="sm">
          {t('payments.previous')}
        </Text>
        {exports.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="payment-exports-empty">
            {t('payments.noPrevious')}
          </Text>
        ) : (
          <List spacing={4} size="sm" data-testid="payment-exports">
            {exports.map((e) => (
              <List.Item key={e.paymentExportId} data-testid="payment-export-row">
                <Group gap="xs">
                  <Text size="sm">
                    {t('payments.exportRow', {
                      provider: e.provider,
                      format: e.fileFormat,
                      families: e.numberOfFamilies,
                      date: formatDateTime(e.exportedAt, numberFormat),
                    })}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    disabled={busy}
                    onClick={() =>
                      void fetchFile(
                        e.downloadAgainPath,
                        `payment-instructions-${distributionId}.${e.fileFormat.toLowerCase()}`,
                      )
                    }
                    data-testid="payment-export-again"
                  >
                    {t('payments.again')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Card>
  );
}
