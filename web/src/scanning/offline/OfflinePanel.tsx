// The offline part of /vouchers: the network state, what waits to sync (with "Sync now"), what a sync could not
// apply (an in-kind hand-over by its items, having no amount), and the distributions this officer may download for
// offline work, in-kind ones marked.
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { refusalMessage } from '../../i18n/fieldErrors.js';
import { errorMessage } from '../../ui/errorMessage.js';
import { Freshness } from '../../ui/Freshness.js';
import { formatDateTime, formatMinorUnits } from '../../ui/format.js';
import { formatQuantity } from '../InKindItems.js';
import { ScannableDistributionsDocument } from './documents.js';
import type { HandedItem, SyncNotice } from './store.js';
import type { SyncRefused } from './sync.js';
import type { OfflineScanner } from './useOffline.js';

const CONFLICT_REASONS = ['NOT_ENOUGH_VALUE', 'FULLY_USED', 'EXPIRED', 'NOT_APPROVED'] as const;
type ConflictReason = (typeof CONFLICT_REASONS)[number];

const isConflictReason = (reason: string | null): reason is ConflictReason =>
  (CONFLICT_REASONS as readonly (string | null)[]).includes(reason);

/** "Rice × 3, Oil × 1.50": what a hand-over gave. */
const itemsText = (items: readonly HandedItem[]) =>
  items.map((item) => `${item.name} × ${formatQuantity(item.quantity)}`).join(', ');

/**
 * Why the last sync stopped, in the user's language: a refused batch by the server's message (or, without one, the
 * panel's own words), any other failure as every failed request is worded (its refusal key's text, the offline
 * sentence…). Without its trailing full stop: syncFailed goes on after it.
 */
function syncFailureText(t: TFunction, last: NonNullable<OfflineScanner['lastSync']>): string {
  const { failure } = last;
  const text =
    failure instanceof Error && failure.name === 'SyncRefused'
      ? (refusalMessage(t, failure as SyncRefused) ?? '') || t('scanning.offline.syncRefused')
      : errorMessage(failure, t);
  return text.replace(/\.\s*$/, '');
}

function SyncStatus({ offline }: { offline: OfflineScanner }) {
  const { t } = useTranslation();
  const count = offline.waiting.length;
  const last = offline.lastSync;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm" data-testid="offline-waiting" data-count={count}>
          {count > 0 ? t('scanning.offline.waiting', { count }) : t('scanning.offline.nothingWaiting')}
        </Text>
        <Button
          size="xs"
          variant="light"
          onClick={() => void offline.syncNow()}
          loading={offline.syncing}
          disabled={!offline.online || count === 0}
          // The count's text wraps on a phone; the button keeps its width.
          style={{ flexShrink: 0 }}
          data-testid="sync-now"
        >
          {t('scanning.offline.syncNow')}
        </Button>
      </Group>
      {offline.lastSyncedAt && (
        <Text size="xs" data-testid="last-synced">
          <Freshness at={offline.lastSyncedAt} colour="dimmed" size="xs">
            {t('scanning.offline.lastSyncedAt', { time: formatDateTime(offline.lastSyncedAt) })}
          </Freshness>
        </Text>
      )}
      {last && !last.error && (
        <Text size="xs" c="dimmed" data-testid="sync-summary">
          {t('scanning.offline.synced', last)}
        </Text>
      )}
      {last?.error && (
        <Text size="xs" c="red" role="alert" data-testid="sync-error">
          {t('scanning.offline.syncFailed', { message: syncFailureText(t, last) })}
        </Text>
      )}
    </Stack>
  );
}

function Notices({ offline }: { offline: OfflineScanner }) {
  const { t } = useTranslation();
  if (offline.notices.length === 0) return null;
  const reasonText = (n: SyncNotice) => {
    if (!isConflictReason(n.reason)) return t('scanning.offline.reasons.other', { reason: n.reason ?? '' });
    return n.items ? t(`scanning.offline.inKindReasons.${n.reason}`) : t(`scanning.offline.reasons.${n.reason}`);
  };
  return (
    <Alert color="orange" title={t('scanning.offline.noticesTitle')} data-testid="sync-notices">
      <Stack gap={4}>
        {offline.notices.map((n) => (
          <Text
            size="sm"
            key={n.idempotencyKey}
            data-testid="sync-notice"
            data-outcome={n.outcome}
            data-kind={n.items ? 'IN_KIND' : 'VOUCHER'}
          >
            {n.items
              ? t('scanning.offline.noticeItems', { code: n.code, items: itemsText(n.items), reason: reasonText(n) })
              : t('scanning.offline.notice', {
                  code: n.code,
                  amount: formatMinorUnits(n.amount),
                  currency: n.currency,
                  reason: reasonText(n),
                })}
          </Text>
        ))}
        <Group justify="flex-end">
          <Button size="xs" variant="subtle" onClick={() => void offline.dismiss()}>
            {t('scanning.offline.dismiss')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function Downloads({ offline }: { offline: OfflineScanner }) {
  const { t } = useTranslation();
  // Only online: offline, the list is what was downloaded.
  const { data, loading, error } = useQuery(ScannableDistributionsDocument, {
    variables: { first: 50 },
    skip: !offline.online,
  });
  const downloaded = new Map(offline.downloads.map((d) => [d.distributionId, d]));
  const rows = offline.online
    ? (data?.scannableDistributions.edges.map((e) => ({
        distributionId: e.node.distributionId,
        name: e.node.distributionName,
        detail: e.node.programName,
        inKind: e.node.distributionType === 'IN_KIND',
      })) ?? [])
    : offline.downloads.map((d) => ({
        distributionId: d.distributionId,
        name: d.distributionName,
        detail: '',
        inKind: d.distributionType === 'IN_KIND',
      }));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {t('scanning.offline.distributions')}
      </Text>
      {offline.online && loading && (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm">{t('scanning.offline.loadingDistributions')}</Text>
        </Group>
      )}
      {offline.online && error && (
        <Text size="sm" c="red" role="alert">
          {t('scanning.offline.distributionsFailed', { message: error.message })}
        </Text>
      )}
      {!loading && !error && rows.length === 0 && (
        <Text size="sm" c="dimmed" data-testid="offline-no-distributions">
          {offline.online ? t('scanning.offline.noDistributions') : t('scanning.offline.noDownloads')}
        </Text>
      )}
      {rows.map((row) => {
        const local = downloaded.get(row.distributionId);
        const busy = offline.downloading?.distributionId === row.distributionId;
        return (
          <Card key={row.distributionId} withBorder padding="xs" data-testid={`offline-${row.distributionId}`}>
            <Stack gap={4}>
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" fw={500}>
                  {row.name}
                </Text>
                {row.inKind && (
                  <Badge size="xs" variant="light" color="teal" data-testid="offline-in-kind">
                    {t('scanning.offline.inKind')}
                  </Badge>
                )}
              </Group>
              {row.detail && (
                <Text size="xs" c="dimmed">
                  {row.detail}
                </Text>
              )}
              {busy && (
                <Text size="xs" data-testid="offline-downloading">
                  {t('scanning.offline.downloading', { count: offline.downloading?.vouchers ?? 0 })}
                </Text>
              )}
              {local && !busy && (
                <Text size="xs" data-testid="offline-downloaded" data-count={local.voucherCount}>
                  <Freshness at={local.downloadedAt} colour="green" size="xs">
                    {t(row.inKind ? 'scanning.offline.downloadedInKind' : 'scanning.offline.downloaded', {
                      count: local.voucherCount,
                      time: formatDateTime(local.downloadedAt),
                    })}
                  </Freshness>
                </Text>
              )}
              <Group gap="xs">
                {offline.online && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={busy}
                    disabled={offline.downloading !== null && !busy}
                    onClick={() => void offline.download(row.distributionId)}
                    data-testid="offline-download"
                  >
                    {local ? t('scanning.offline.update') : t('scanning.offline.download')}
                  </Button>
                )}
                {local && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => void offline.remove(row.distributionId)}
                  >
                    {t('scanning.offline.remove')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Card>
        );
      })}
      {offline.downloads.length > 0 && offline.persistence === 'refused' && (
        <Text size="xs" c="dimmed" data-testid="offline-not-kept">
          {t('scanning.offline.notKept')}
        </Text>
      )}
      {offline.failure && (
        <Text size="sm" c="red" role="alert" data-testid="offline-failure">
          {offline.failure.kind === 'storage'
            ? t('scanning.offline.storageFailed', { message: offline.failure.message })
            : t('scanning.offline.downloadFailed', { message: offline.failure.message })}
        </Text>
      )}
    </Stack>
  );
}

export function OfflinePanel({ offline }: { offline: OfflineScanner }) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="sm" data-testid="offline-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={4}>{t('scanning.offline.title')}</Title>
          <Badge color={offline.online ? 'green' : 'gray'} data-testid="network-status" data-online={offline.online}>
            {offline.online ? t('scanning.offline.online') : t('scanning.offline.offline')}
          </Badge>
        </Group>
        {!offline.online && (
          <Text size="xs" c="dimmed">
            {t('scanning.offline.offlineHint')}
          </Text>
        )}
        <SyncStatus offline={offline} />
        <Notices offline={offline} />
        <Downloads offline={offline} />
      </Stack>
    </Card>
  );
}
