// The /vouchers screen (spec §2 "Voucher scanning"): a code typed (or read from the camera) is looked up, the card
// shows who it is for and what is left, and the officer redeems all or part of it (an in-kind family: hands over
// everything left); then "Scan next". Without a network the look-up, the redemption and the hand-over use what the
// device downloaded, and the redemption or hand-over waits to sync.

import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Button, Container, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTextBundle } from '../i18n/bundles.js';
import { SCANNING_TEXTS } from '../i18n/scanning.js';
import { CameraScanner } from './CameraScanner.js';
import { CollectInKindDocument, RedeemVoucherDocument, ScannedVoucherDocument } from './documents.js';
import { Evidence, type EvidenceIds } from './Evidence.js';
import { InKindItems, type ScanItem } from './InKindItems.js';
import { itemsLeft, type OfflineScan } from './offline/lookup.js';
import { OfflinePanel } from './offline/OfflinePanel.js';
import { useOffline } from './offline/useOffline.js';
import { RedeemForm } from './RedeemForm.js';
import { problemOf, refusalOf, type ScanProblem } from './refusal.js';
import { type HandedOver, HandedOverOutcome, type Paid, PaidOutcome } from './ScanOutcome.js';
import { type CardVoucher, VoucherCard } from './VoucherCard.js';

type Scanned = CardVoucher & {
  voucherId: string;
  amount: number;
  requestPhoto: boolean;
  requestSignature: boolean;
  /** IN_KIND: the family's items (empty for a voucher). */
  items?: readonly ScanItem[];
  /** Looked up on the device (no network): redeeming or handing over queues it for sync. */
  local?: OfflineScan;
};

/** One key per redemption attempt: a retry of the same click must never count twice. */
function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** What was handed over, each with its item's unit from the family's items ("Rice: 20 kg"). */
function withUnits(
  handed: readonly { name: string; quantity: number }[],
  items: readonly { name: string; unit: string }[],
): HandedOver['items'] {
  return handed.map((h) => ({ ...h, unit: items.find((i) => i.name === h.name)?.unit }));
}

type ScanFields = { idempotencyKey: string; deviceTime: string; photoFileId?: string; signatureFileId?: string };

export function ScanPage() {
  useTextBundle(SCANNING_TEXTS);
  const { t } = useTranslation();
  const client = useApolloClient();
  const [code, setCode] = useState('');
  const [checking, setChecking] = useState(false);
  const [voucher, setVoucher] = useState<Scanned | null>(null);
  const [problem, setProblem] = useState<ScanProblem | null>(null);
  const [paid, setPaid] = useState<Paid | null>(null);
  const [evidence, setEvidence] = useState<EvidenceIds>({});
  const [redeem, { loading: redeeming }] = useMutation(RedeemVoucherDocument);
  const [collect, { loading: collecting }] = useMutation(CollectInKindDocument);
  const [handedOver, setHandedOver] = useState<HandedOver | null>(null);
  const [saving, setSaving] = useState(false);
  const offline = useOffline();

  async function lookUpOnDevice(variables: { qr?: string; code?: string }) {
    if (!offline.hasDownloads) {
      setProblem({ reason: null, message: t('scanning.offline.noDownloads') });
      return;
    }
    const found = await offline.lookUp(variables);
    if ('voucher' in found) setVoucher({ ...found.voucher, local: found.voucher });
    else setProblem({ reason: found.refusal, message: '' });
  }

  async function lookUp(variables: { qr?: string; code?: string }) {
    setChecking(true);
    setProblem(null);
    setVoucher(null);
    setPaid(null);
    setHandedOver(null);
    setEvidence({});
    try {
      if (!offline.online) {
        await lookUpOnDevice(variables);
        return;
      }
      const { data } = await client.query({ query: ScannedVoucherDocument, variables, fetchPolicy: 'network-only' });
      if (data?.scannedVoucher) setVoucher(data.scannedVoucher);
    } catch (error) {
      // The network failed although the browser thought it was there (a weak signal): the device's copy decides.
      if (!CombinedGraphQLErrors.is(error) && offline.hasDownloads) await lookUpOnDevice(variables);
      else setProblem(problemOf(error));
    } finally {
      setChecking(false);
    }
  }

  /** Queues what the officer did on the device; one at a time, so a double tap never queues it twice. */
  async function onDevice(queue: () => Promise<void>) {
    if (saving) return;
    setSaving(true);
    try {
      await queue();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setSaving(false);
    }
  }

  async function redeemOnDevice(local: OfflineScan, amount: number) {
    if (amount > local.remainingAmount) {
      setProblem({ reason: 'NOT_ENOUGH_VALUE', message: '' });
      return;
    }
    await onDevice(async () => {
      await offline.redeem(local, amount, { photo: evidence.photo, signature: evidence.signature });
      setPaid({ amount, currency: local.currency, remainingAmount: local.remainingAmount - amount, queued: true });
      setVoucher(null);
    });
  }

  /** Everything still left to the family, as the device knows it (its own hand-overs since the download count). */
  async function handOverOnDevice(local: OfflineScan) {
    const handed = itemsLeft(local.items);
    if (handed.length === 0) {
      setProblem({ reason: 'FULLY_USED', message: '' });
      return;
    }
    await onDevice(async () => {
      await offline.handOver(local, handed, { photo: evidence.photo, signature: evidence.signature });
      setHandedOver({ firstName: local.firstName, items: withUnits(handed, local.items), queued: true });
      setVoucher(null);
    });
  }

  /**
   * Sends one scan to the server with what every scan carries: a new idempotency key (a retry never counts twice),
   * the device's time and the evidence taken.
   */
  async function sendScan(send: (scan: ScanFields) => Promise<void>) {
    const scan = {
      idempotencyKey: newIdempotencyKey(),
      deviceTime: new Date().toISOString(),
      photoFileId: evidence.photoFileId,
      signatureFileId: evidence.signatureFileId,
    };
    try {
      await send(scan);
    } catch (error) {
      setProblem(problemOf(error));
    }
  }

  async function redeemAmount(amount: number) {
    if (!voucher) return;
    setProblem(null);
    if (voucher.local) {
      await redeemOnDevice(voucher.local, amount);
      return;
    }
    await sendScan(async (scan) => {
      const { data } = await redeem({ variables: { input: { voucherId: voucher.voucherId, amount, ...scan } } });
      const result = data?.redeemVoucher;
      if (result?.voucher) {
        setPaid({ amount, currency: voucher.currency, remainingAmount: result.voucher.remainingAmount, queued: false });
        setVoucher(null);
        if (!result.replayed) void offline.recordOnline(voucher.voucherId, amount, scan.idempotencyKey);
      } else {
        setProblem(refusalOf(result?.reason, result?.message));
      }
    });
  }

  async function collectAll() {
    if (!voucher) return;
    setProblem(null);
    if (voucher.local) {
      await handOverOnDevice(voucher.local);
      return;
    }
    await sendScan(async (scan) => {
      const { data } = await collect({ variables: { input: { entitlementId: voucher.voucherId, ...scan } } });
      const result = data?.collectInKind;
      if (result?.collection) {
        setHandedOver({
          firstName: voucher.firstName,
          items: withUnits(result.collection.items, voucher.items ?? []),
          queued: false,
        });
        setVoucher(null);
        if (!result.replayed) {
          void offline.recordOnline(voucher.voucherId, 0, scan.idempotencyKey, result.collection.items);
        }
      } else {
        setProblem(refusalOf(result?.reason, result?.message));
      }
    });
  }

  function scanNext() {
    setHandedOver(null);
    setPaid(null);
    setVoucher(null);
    setProblem(null);
    setCode('');
  }

  // What the distribution asks for comes first; the API would refuse without it anyway.
  const evidenceMissing = Boolean(
    voucher &&
      ((voucher.requestPhoto && !evidence.photoFileId && !evidence.photo) ||
        (voucher.requestSignature && !evidence.signatureFileId && !evidence.signature)),
  );

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (code.trim()) void lookUp({ code: code.trim() });
  }

  return (
    <Container size="xs" px="sm">
      <Stack gap="md">
        <Title order={2}>{t('scanning.title')}</Title>
        {!voucher && !paid && !handedOver && <CameraScanner onCode={(qr) => void lookUp({ qr })} paused={checking} />}
        {!paid && !handedOver && (
          <form onSubmit={onSubmit}>
            <Stack gap="xs">
              <TextInput
                label={t('scanning.manualCode')}
                description={t('scanning.manualCodeHint')}
                value={code}
                onChange={(e) => setCode(e.currentTarget.value)}
                data-testid="manual-code"
                autoComplete="off"
                autoCapitalize="characters"
              />
              <Button type="submit" loading={checking} data-testid="look-up">
                {t('scanning.lookUp')}
              </Button>
            </Stack>
          </form>
        )}
        {checking && (
          <Stack align="center" gap="xs">
            <Loader size="sm" />
            <Text size="sm">{t('scanning.checking')}</Text>
          </Stack>
        )}
        {problem && (
          <Alert color="red" role="alert" data-testid="scan-error" data-reason={problem.reason ?? undefined}>
            {problem.reason
              ? t(`scanning.refusals.${problem.reason}`)
              : t('scanning.unexpected', { message: problem.message })}
          </Alert>
        )}
        {voucher && (
          <>
            <VoucherCard voucher={voucher} />
            {voucher.usageStatus !== 'FULLY_USED' && (
              <>
                <Evidence
                  requestPhoto={voucher.requestPhoto}
                  requestSignature={voucher.requestSignature}
                  keepLocally={voucher.local !== undefined}
                  onChange={setEvidence}
                />
                {voucher.items && voucher.items.length > 0 ? (
                  <InKindItems
                    items={voucher.items}
                    busy={collecting || saving}
                    disabled={evidenceMissing}
                    onCollect={() => void collectAll()}
                  />
                ) : (
                  <RedeemForm
                    remainingAmount={voucher.remainingAmount}
                    currency={voucher.currency}
                    busy={redeeming || saving}
                    disabled={evidenceMissing}
                    onRedeem={(amount) => void redeemAmount(amount)}
                  />
                )}
              </>
            )}
          </>
        )}
        {handedOver && <HandedOverOutcome handedOver={handedOver} onNext={scanNext} />}
        {paid && <PaidOutcome paid={paid} onNext={scanNext} />}
        <OfflinePanel offline={offline} />
      </Stack>
    </Container>
  );
}
