// What a distribution may ask for before a voucher is redeemed: a camera photo of the beneficiary and a drawn
// signature. Each is uploaded through the platform's files (POST /api/files) as soon as it is taken, so redeeming
// sends only their ids.
import { Button, Group, Stack, Text } from '@mantine/core';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { uploadFile } from '../http/upload.js';
import { refusalMessage } from '../i18n/fieldErrors.js';

/** The uploads' ids online; offline, the files themselves, sealed on the device and uploaded at sync. */
export type EvidenceIds = { photoFileId?: string; signatureFileId?: string; photo?: Blob; signature?: Blob };

type Props = {
  requestPhoto: boolean;
  requestSignature: boolean;
  /** Keep the files on the device instead of uploading them (no network). */
  keepLocally?: boolean;
  onChange: (ids: EvidenceIds) => void;
};

export function Evidence({ requestPhoto, requestSignature, keepLocally = false, onChange }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const [ids, setIds] = useState<EvidenceIds>({});
  const [failure, setFailure] = useState<string | null>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [signed, setSigned] = useState(false);

  async function store(file: File, key: 'photoFileId' | 'signatureFileId') {
    setFailure(null);
    if (keepLocally) {
      const next = { ...ids, [key === 'photoFileId' ? 'photo' : 'signature']: file };
      setIds(next);
      onChange(next);
      return;
    }
    const stored = await uploadFile(session, file);
    if (stored.ok) {
      const next = { ...ids, [key]: stored.body.fileId };
      setIds(next);
      onChange(next);
    } else {
      setFailure(refusalMessage(t, stored));
    }
  }

  function point(event: PointerEvent<HTMLCanvasElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  function start(event: PointerEvent<HTMLCanvasElement>) {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { x, y } = point(event);
    context.beginPath();
    context.moveTo(x, y);
  }

  function move(event: PointerEvent<HTMLCanvasElement>) {
    const context = canvas.current?.getContext('2d');
    if (!drawing.current || !context) return;
    const { x, y } = point(event);
    context.lineWidth = 2;
    context.lineTo(x, y);
    context.stroke();
    setSigned(true);
  }

  function saveSignature() {
    canvas.current?.toBlob((blob) => {
      if (blob) void store(new File([blob], 'signature.png', { type: 'image/png' }), 'signatureFileId');
    }, 'image/png');
  }

  return (
    <Stack gap="sm">
      {requestPhoto && (
        <EvidenceField label={t('scanning.photo')}>
          <input
            type="file"
            accept="image/*"
            capture="environment"
            data-testid="scan-photo"
            onChange={(e) => {
              const file = e.currentTarget.files?.[0];
              if (file) void store(file, 'photoFileId');
            }}
          />
          {(ids.photoFileId || ids.photo) && <Stored testId="photo-stored" text={t('scanning.photoStored')} />}
        </EvidenceField>
      )}
      {requestSignature && (
        <EvidenceField label={t('scanning.signature')}>
          <canvas
            ref={canvas}
            width={320}
            height={140}
            data-testid="signature-pad"
            style={{ border: '1px solid #ccc', borderRadius: 4, touchAction: 'none', maxWidth: '100%' }}
            onPointerDown={start}
            onPointerMove={move}
            onPointerUp={() => {
              drawing.current = false;
            }}
          />
          <Group gap="xs">
            <Button size="xs" variant="light" disabled={!signed} onClick={saveSignature} data-testid="save-signature">
              {t('scanning.saveSignature')}
            </Button>
            {(ids.signatureFileId || ids.signature) && (
              <Stored testId="signature-stored" text={t('scanning.signatureStored')} />
            )}
          </Group>
        </EvidenceField>
      )}
      {failure && (
        <Text size="sm" c="red" role="alert" data-testid="evidence-error">
          {failure}
        </Text>
      )}
    </Stack>
  );
}

/** One kind of evidence: its label over the way to take it. */
function EvidenceField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Says the evidence is kept (uploaded, or sealed on the device until the sync). */
function Stored({ testId, text }: { testId: string; text: string }) {
  return (
    <Text size="xs" c="green" data-testid={testId}>
      {text}
    </Text>
  );
}
