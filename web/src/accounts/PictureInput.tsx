// A picture on a form (the profile image, the organisation's logo): shown from its same-origin URL, replaced by
// uploading a file as the request body (POST /api/…, streamed by the gateway to the API), removed by a mutation.
// The type and size are checked here first so a wrong file is refused at once; the API checks them again by content.
import { IMAGE_CONTENT_TYPES, IMAGE_MAX_BYTES } from '@aid/common/accounts';
import { Avatar, Button, FileButton, Group, Input, Stack } from '@mantine/core';
import { IconPhoto, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { type UploadRefusal, uploadFile } from '../http/upload.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { accountFieldText } from './forms.js';

const MAX = `${IMAGE_MAX_BYTES / (1024 * 1024)} MiB`;

type Props = {
  label: string;
  url: string | null;
  /** Where the file is posted, e.g. /api/me/profile-image. */
  uploadPath: string;
  /** After a change: refetch what shows the picture. */
  onChanged: () => Promise<unknown>;
  /** Removes the picture; resolves to an error text when refused. */
  onRemove: () => Promise<string | null>;
  /** The logo of an organisation the user may not change: shown only. */
  readOnly?: boolean;
  testId: string;
};

export function PictureInput({ label, url, uploadPath, onChanged, onRemove, readOnly = false, testId }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const { showAlert } = useAlerts();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const refusalText = (refusal: UploadRefusal): string => {
    const onImage = refusal.fieldErrors?.find((e) => e.field === 'image');
    if (onImage) return accountFieldText(t, 'image', onImage);
    if (refusal.status === 413) return t('accounts.image.tooLarge', { max: MAX });
    return t('accounts.image.failed', { message: refusalMessage(t, refusal) });
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    setError(null);
    if (!(IMAGE_CONTENT_TYPES as readonly string[]).includes(file.type)) {
      setError(t('accounts.image.wrongType'));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setError(t('accounts.image.tooLarge', { max: MAX }));
      return;
    }
    setBusy(true);
    try {
      const stored = await uploadFile(session, file, uploadPath);
      if (!stored.ok) {
        setError(refusalText(stored));
        return;
      }
      await onChanged();
      showAlert('success', t('accounts.image.saved'));
    } catch (failure) {
      setError(t('accounts.image.failed', { message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    setError(null);
    setBusy(true);
    try {
      const refused = await onRemove();
      if (refused) setError(refused);
      else showAlert('success', t('accounts.image.removed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      description={readOnly ? undefined : t('accounts.image.hint', { max: MAX })}
      error={error}
      data-testid={testId}
    >
      <Stack gap="xs" mt={4}>
        <Group gap="sm">
          <Avatar src={url} alt={label} size="xl" radius="md" data-testid={`${testId}-preview`}>
            <IconPhoto aria-label={t('accounts.image.none')} />
          </Avatar>
          {!readOnly && (
            <Group gap="xs">
              <FileButton onChange={(file) => void upload(file)} accept={IMAGE_CONTENT_TYPES.join(',')}>
                {(props) => (
                  <Button
                    {...props}
                    variant="light"
                    loading={busy}
                    leftSection={<IconUpload size={16} aria-hidden="true" />}
                    data-testid={`${testId}-upload`}
                  >
                    {t('accounts.image.upload')}
                  </Button>
                )}
              </FileButton>
              {url && (
                <Button
                  variant="subtle"
                  color="red"
                  disabled={busy}
                  onClick={() => void remove()}
                  leftSection={<IconTrash size={16} aria-hidden="true" />}
                  data-testid={`${testId}-remove`}
                >
                  {t('accounts.image.remove')}
                </Button>
              )}
            </Group>
          )}
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}
