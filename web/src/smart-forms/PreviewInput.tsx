// One element of the preview as a family would meet it, in the language chosen: an input fitting its type whose
// value has the shape common's checkAnswers takes (numbers as numbers, YES_NO a boolean, SELECT_MANY a list).
// Photos, signatures and locations are shown but not taken: the preview stores nothing.
import { COUNTRIES } from '@aid/common/accounts';
import { GENDER_CHOICES, type SmartFormElement } from '@aid/common/smart-forms';
import {
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Radio,
  Rating,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconCamera, IconMapPin, IconSignature } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shownText } from './languages.js';

type Props = {
  element: SmartFormElement;
  language: string;
  defaultLanguage: string;
  value: unknown;
  onChange: (value: unknown) => void;
  error?: string;
};

function countryOptions(language: string) {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  return COUNTRIES.map((country) => ({ value: country.alpha2, label: names?.of(country.alpha2) ?? country.name })).sort(
    (a, b) => a.label.localeCompare(b.label, language),
  );
}

export function PreviewInput({ element, language, defaultLanguage, value, onChange, error }: Props) {
  const { t } = useTranslation();
  const text = (list: SmartFormElement['label']) => shownText(list, language, defaultLanguage);
  const label = text(element.label) || element.name;
  const description = text(element.hint) || undefined;
  const common = { label, description, error, required: element.required, lang: language };
  const testId = `preview-input-${element.name}`;
  const countries = useMemo(
    () => (element.type === 'NATIONALITY' ? countryOptions(language) : []),
    [element.type, language],
  );
  const choices = element.choices.map((choice) => ({ value: choice.value, label: text(choice.label) || choice.value }));
  const asText = typeof value === 'string' ? value : '';

  switch (element.type) {
    case 'NOTE':
      return (
        <Stack gap={2} lang={language}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {label}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </Stack>
      );
    case 'INTEGER':
    case 'DECIMAL':
      return (
        <NumberInput
          {...common}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
          allowDecimal={element.type === 'DECIMAL'}
          data-testid={testId}
        />
      );
    case 'DATE':
      return (
        <TextInput
          {...common}
          type="date"
          value={asText}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid={testId}
        />
      );
    case 'SELECT_ONE':
    case 'GENDER':
    case 'YES_NO': {
      const options =
        element.type === 'SELECT_ONE'
          ? choices
          : element.type === 'GENDER'
            ? GENDER_CHOICES.map((code) => ({ value: code, label: t(`smartForms.preview.genders.${code}`) }))
            : [
                { value: 'true', label: t('smartForms.preview.yes') },
                { value: 'false', label: t('smartForms.preview.no') },
              ];
      const selected = element.type === 'YES_NO' && typeof value === 'boolean' ? String(value) : asText;
      return (
        <Radio.Group
          {...common}
          value={selected}
          onChange={(next) => onChange(element.type === 'YES_NO' ? next === 'true' : next)}
          data-testid={testId}
        >
          <Stack gap={6} mt={4}>
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Radio.Group>
      );
    }
    case 'SELECT_MANY':
      return (
        <Checkbox.Group
          {...common}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={onChange}
          data-testid={testId}
        >
          <Stack gap={6} mt={4}>
            {choices.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'NATIONALITY':
      return (
        <NativeSelect
          {...common}
          value={asText}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={[{ value: '', label: t('smartForms.preview.choose') }, ...countries]}
          data-testid={testId}
        />
      );
    case 'RATING':
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
          <Rating
            count={element.max ?? 5}
            value={typeof value === 'number' ? value : 0}
            onChange={onChange}
            aria-label={label}
            data-testid={testId}
          />
          {error && (
            <Text size="xs" c="red">
              {error}
            </Text>
          )}
        </Stack>
      );
    case 'PHOTO':
    case 'SIGNATURE':
    case 'LOCATION': {
      const Glyph = element.type === 'PHOTO' ? IconCamera : element.type === 'SIGNATURE' ? IconSignature : IconMapPin;
      return (
        <Stack gap={4} lang={language}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
          <Group>
            <Button variant="light" size="xs" disabled leftSection={<Glyph size={14} aria-hidden="true" />}>
              {t(`smartForms.preview.capture.${element.type}`)}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('smartForms.preview.notInPreview')}
          </Text>
        </Stack>
      );
    }
    default:
      return (
        <TextInput
          {...common}
          type={element.type === 'EMAIL' ? 'email' : element.type === 'PHONE' ? 'tel' : 'text'}
          value={asText}
          onChange={(e) => onChange(e.currentTarget.value)}
          data-testid={testId}
        />
      );
  }
}
