// Staff mode's inputs for what the preview only shows: a photo or a signature is an image uploaded at once through
// the platform's authenticated upload (POST /api/files), the answer being its fileId; a location is the device's
// position (latitude, longitude, accuracy), asked when the member presses the button.
import type { LocationAnswer, SmartFormElement } from '@aid/common/smart-forms';
import { Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconMapPin, IconSignature } from '@tabler/icons-react';
import { type ComponentProps, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/SessionContext.js';
import { uploadFile } from '../http/upload.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { errorMessage } from '../ui/errorMessage.js';
import { shownText } from './languages.js';

type Props = {
  element: SmartFormElement;
  language: string;
  defaultLanguage: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
};

const IMAGES = 'image/png,image/jpeg,image/webp,image/gif';

function ImageAnswer({ element, language, defaultLanguage, onChange, error }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'stored'>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const label = shownText(element.label, language, defaultLanguage) || element.name;
  const kind = element.type === 'PHOTO' ? 'PHOTO' : 'SIGNATURE';
  const Glyph = kind === 'PHOTO' ? IconCamera : IconSignature;

  const choose = async (chosen: File | null) => {
    setFile(chosen);
    setProblem(null);
    onChange(undefined);
    if (!chosen) {
      setState('idle');
      return;
    }
    setState('uploading');
    try {
      const stored = await uploadFile(session, chosen);
      if (!stored.ok) {
        setState('idle');
        setProblem(t('smartForms.fill.uploadFailed', { message: refusalMessage(t, stored) }));
        return;
      }
      setState('stored');
      onChange(stored.body.fileId);
    } catch (failure) {
      setState('idle');
      setProblem(t('smartForms.fill.uploadFailed', { message: errorMessage(failure, t) }));
    }
  };

  return (
    <FileInput
      label={label}
      description={
        state === 'uploading'
          ? t('smartForms.fill.uploading')
          : state === 'stored'
            ? t('smartForms.fill.uploaded')
            : shownText(element.hint, language, defaultLanguage) || t(`smartForms.preview.capture.${kind}`)
      }
      required={element.required}
      accept={IMAGES}
      value={file}
      onChange={(chosen) => void choose(chosen)}
      clearable
      disabled={state === 'uploading'}
      error={problem ?? error}
      leftSection={<Glyph size={16} aria-hidden="true" />}
      lang={language}
      // The hidden file input carries the test id: tests upload into it, as a member's file picker does.
      fileInputProps={{ 'data-testid': `fill-input-${element.name}` } as ComponentProps<'input'>}
    />
  );
}

function LocationAnswerInput({ element, language, defaultLanguage, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const label = shownText(element.label, language, defaultLanguage) || element.name;
  const position = value as LocationAnswer | undefined;

  const locate = () => {
    setProblem(null);
    if (!('geolocation' in navigator)) {
      setProblem(t('smartForms.fill.noLocation'));
      return;
    }
    setAsking(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking(false);
        onChange({ latitude: coords.latitude, longitude: coords.longitude, accuracy: coords.accuracy });
      },
      (failure) => {
        setAsking(false);
        setProblem(t('smartForms.fill.locationFailed', { message: failure.message }));
      },
      { enableHighAccuracy: true, timeout: 30_000 },
    );
  };

  return (
    <Stack gap={4} lang={language}>
      <Text size="sm" fw={500}>
        {label}
        {element.required && (
          <Text span c="red">
            {' *'}
          </Text>
        )}
      </Text>
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          loading={asking}
          leftSection={<IconMapPin size={14} aria-hidden="true" />}
          onClick={locate}
          data-testid={`fill-input-${element.name}`}
        >
          {t('smartForms.preview.capture.LOCATION')}
        </Button>
        {position && (
          <Text size="xs" data-testid={`fill-location-${element.name}`}>
            {position.latitude.toFixed(5)}, {position.longitude.toFixed(5)}
          </Text>
        )}
      </Group>
      {(problem ?? error) && (
        <Text size="xs" c="red">
          {problem ?? error}
        </Text>
      )}
    </Stack>
  );
}

/** The input of a PHOTO, SIGNATURE or LOCATION element in staff mode. */
export function StaffCaptureInput(props: Props) {
  return props.element.type === 'LOCATION' ? <LocationAnswerInput {...props} /> : <ImageAnswer {...props} />;
}
