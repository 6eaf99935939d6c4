// Small inputs the element and page editors share: a text in the language being edited, an expression (relevant,
// constraint), and how a place's problems read next to its field.

import type { LocalizedText } from '@aid/common/smart-forms';
import { Textarea, TextInput } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../i18n/fieldErrors.js';
import { textIn, withText } from './languages.js';
import type { FieldProblems, Problem } from './problems.js';

/** The problems of one field, in the user's language, one after the other; undefined when there are none. */
export function problemsText(t: TFunction, problems: readonly Problem[] | undefined): string | undefined {
  if (!problems || problems.length === 0) return undefined;
  return problems.map((problem) => fieldErrorText(t, problem)).join(' ');
}

/** The problems of `field` (and of any other fields given) on a place, as an input's error. */
export function errorAt(t: TFunction, problems: FieldProblems | undefined, ...fields: string[]) {
  return problemsText(
    t,
    fields.flatMap((field) => problems?.get(field) ?? []),
  );
}

type TextProps = {
  label: string;
  list: LocalizedText;
  language: string;
  onChange: (list: LocalizedText) => void;
  error?: string;
  multiline?: boolean;
  readOnly: boolean;
  testId: string;
  description?: string;
};

/** One localized text (label, hint, title, message) in the language the editor is on. */
export function LocalizedInput({
  label,
  list,
  language,
  onChange,
  error,
  multiline,
  readOnly,
  testId,
  description,
}: TextProps) {
  const props = {
    label,
    description,
    value: textIn(list, language),
    error,
    readOnly,
    lang: language,
    'data-testid': testId,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(withText(list, language, event.currentTarget.value)),
  };
  return multiline ? <Textarea autosize minRows={1} {...props} /> : <TextInput {...props} />;
}

type ExpressionProps = {
  label: string;
  description: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  readOnly: boolean;
  testId: string;
};

/** An XLSForm expression, typed as in Kobo (`${age} >= 18`); empty is no rule. */
export function ExpressionInput({ label, description, value, onChange, error, readOnly, testId }: ExpressionProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={label}
      description={description}
      placeholder={t('smartForms.editor.noRule')}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : event.currentTarget.value)}
      error={error}
      readOnly={readOnly}
      spellCheck={false}
      autoCapitalize="off"
      autoCorrect="off"
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      data-testid={testId}
    />
  );
}
