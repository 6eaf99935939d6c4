// The builder's right side for one element: its name and type, its texts in the language being edited, its rules
// (required, min/max, pattern, constraint, relevant), its choices, and what its answer fills (a beneficiary field
// whose type fits and that no other element fills, a property of the target list, or nothing). Each field shows the
// problems found at its place, by the client's check as the author types or by the server's last refusal.
import {
  BENEFICIARY_TARGET_FIELDS,
  BENEFICIARY_TARGETS,
  CHOICE_TYPES,
  ELEMENT_TYPES,
  type ElementTarget,
  type ElementType,
  type SmartFormElement,
} from '@aid/common/smart-forms';
import { Alert, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { beneficiaryFieldsTaken, withType } from './builder.js';
import { ChoicesEditor } from './ChoicesEditor.js';
import { ExpressionInput, errorAt, LocalizedInput } from './fields.js';
import { languageName } from './languages.js';
import type { FieldProblems } from './problems.js';
import type { Builder } from './useBuilder.js';

/** A property of the target list an answer may fill. */
export type ListProperty = { key: string; label: string };

const BOUNDED: readonly ElementType[] = ['TEXT', 'INTEGER', 'DECIMAL'];
const PATTERNED: readonly ElementType[] = ['TEXT', 'PHONE', 'EMAIL'];

const targetValue = (target: ElementTarget | null): string =>
  target === null ? '' : target.kind === 'BENEFICIARY' ? `BENEFICIARY:${target.field}` : `PROPERTY:${target.property}`;

function targetOf(value: string): ElementTarget | null {
  const [kind, name = ''] = value.split(/:(.*)/s);
  if (kind === 'PROPERTY') return { kind: 'PROPERTY', property: name };
  const field = BENEFICIARY_TARGET_FIELDS.find((f) => f === name);
  return kind === 'BENEFICIARY' && field ? { kind: 'BENEFICIARY', field } : null;
}

/** What the element may fill: the fitting beneficiary fields no other element fills, the list's properties. */
function targetOptions(t: TFunction, builder: Builder, element: SmartFormElement, properties: readonly ListProperty[]) {
  const taken = beneficiaryFieldsTaken(builder.definition, element.elementId);
  const fields = BENEFICIARY_TARGET_FIELDS.filter(
    (field) => (BENEFICIARY_TARGETS[field] as readonly ElementType[]).includes(element.type) && !taken.has(field),
  );
  const current = element.target;
  // A property the list no longer has stays visible (its problem says so) rather than vanishing from the select.
  const listed =
    current?.kind === 'PROPERTY' && !properties.some((p) => p.key === current.property)
      ? [...properties, { key: current.property, label: current.property }]
      : properties;
  const groups = [
    {
      group: t('smartForms.editor.targetBeneficiary'),
      items: fields.map((field) => ({ value: `BENEFICIARY:${field}`, label: t(`smartForms.fields.${field}`) })),
    },
    {
      group: t('smartForms.editor.targetProperty'),
      items: listed.map((p) => ({ value: `PROPERTY:${p.key}`, label: p.label })),
    },
  ];
  return [{ value: '', label: t('smartForms.editor.targetNone') }, ...groups.filter((g) => g.items.length > 0)];
}

type Props = {
  builder: Builder;
  element: SmartFormElement;
  /** The language whose texts are edited. */
  language: string;
  properties: readonly ListProperty[];
  readOnly: boolean;
};

export function ElementEditor({ builder, element, language, properties, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const problems: FieldProblems | undefined = builder.problems.elements.get(element.elementId);
  const change = (patch: Partial<SmartFormElement>) =>
    builder.changeElement(element.elementId, (current) => ({ ...current, ...patch }));
  const { type } = element;
  const answers = type !== 'NOTE';
  const inLanguage = languageName(language, i18n.language);
  const number = (value: number | string): number | null =>
    typeof value === 'number' && Number.isFinite(value) ? value : null;
  const whole = problems?.get('element');

  return (
    <Stack gap="sm" data-testid="element-editor" data-element-name={element.name}>
      <Title order={2} size="h4">
        {t('smartForms.editor.heading', { type: t(`smartForms.types.${type}`) })}
      </Title>
      {whole && (
        <Alert color="red" data-testid="element-problem">
          {errorAt(t, problems, 'element')}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('smartForms.editor.name')}
          description={t('smartForms.editor.nameHint', { reference: `\${${element.name}}` })}
          value={element.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          error={errorAt(t, problems, 'name')}
          readOnly={readOnly}
          spellCheck={false}
          data-testid="element-name"
        />
        <NativeSelect
          label={t('smartForms.editor.type')}
          value={type}
          onChange={(event) => {
            const next = ELEMENT_TYPES.find((candidate) => candidate === event.currentTarget.value);
            if (next) builder.changeElement(element.elementId, (current) => withType(current, next));
          }}
          error={errorAt(t, problems, 'type')}
          disabled={readOnly}
          data={ELEMENT_TYPES.map((value) => ({ value, label: t(`smartForms.types.${value}`) }))}
          data-testid="element-type"
        />
      </SimpleGrid>
      <LocalizedInput
        label={t('smartForms.editor.label', { language: inLanguage })}
        list={element.label}
        language={language}
        onChange={(label) => change({ label })}
        error={errorAt(t, problems, 'label')}
        multiline={type === 'NOTE'}
        readOnly={readOnly}
        testId="element-label"
      />
      <LocalizedInput
        label={t('smartForms.editor.hint', { language: inLanguage })}
        list={element.hint}
        language={language}
        onChange={(hint) => change({ hint })}
        error={errorAt(t, problems, 'hint')}
        readOnly={readOnly}
        testId="element-hint"
      />
      {answers && (
        <Switch
          label={t('smartForms.editor.required')}
          checked={element.required}
          onChange={(event) => change({ required: event.currentTarget.checked })}
          error={errorAt(t, problems, 'required')}
          disabled={readOnly}
          data-testid="element-required"
        />
      )}
      {BOUNDED.includes(type) && (
        <SimpleGrid cols={2}>
          <NumberInput
            label={t(type === 'TEXT' ? 'smartForms.editor.minLength' : 'smartForms.editor.min')}
            value={element.min ?? ''}
            onChange={(value) => change({ min: number(value) })}
            allowDecimal={type === 'DECIMAL'}
            error={errorAt(t, problems, 'min')}
            readOnly={readOnly}
            data-testid="element-min"
          />
          <NumberInput
            label={t(type === 'TEXT' ? 'smartForms.editor.maxLength' : 'smartForms.editor.max')}
            value={element.max ?? ''}
            onChange={(value) => change({ max: number(value) })}
            allowDecimal={type === 'DECIMAL'}
            error={errorAt(t, problems, 'max')}
            readOnly={readOnly}
            data-testid="element-max"
          />
        </SimpleGrid>
      )}
      {type === 'RATING' && (
        <NumberInput
          label={t('smartForms.editor.ratingMax')}
          description={t('smartForms.editor.ratingMaxHint')}
          value={element.max ?? ''}
          onChange={(value) => change({ max: number(value) })}
          allowDecimal={false}
          min={2}
          error={errorAt(t, problems, 'max', 'min')}
          readOnly={readOnly}
          data-testid="element-max"
        />
      )}
      {PATTERNED.includes(type) && (
        <ExpressionInput
          label={t('smartForms.editor.pattern')}
          description={t('smartForms.editor.patternHint')}
          value={element.pattern}
          onChange={(pattern) => change({ pattern })}
          error={errorAt(t, problems, 'pattern')}
          readOnly={readOnly}
          testId="element-pattern"
        />
      )}
      {answers && (
        <>
          <ExpressionInput
            label={t('smartForms.editor.constraint')}
            description={t('smartForms.editor.constraintHint')}
            value={element.constraint}
            onChange={(constraint) => change({ constraint })}
            error={errorAt(t, problems, 'constraint')}
            readOnly={readOnly}
            testId="element-constraint"
          />
          <LocalizedInput
            label={t('smartForms.editor.constraintMessage', { language: inLanguage })}
            list={element.constraintMessage}
            language={language}
            onChange={(constraintMessage) => change({ constraintMessage })}
            error={errorAt(t, problems, 'constraintMessage')}
            readOnly={readOnly}
            testId="element-constraint-message"
          />
        </>
      )}
      <ExpressionInput
        label={t('smartForms.editor.relevant')}
        description={t('smartForms.editor.relevantHint', { example: `\${age} >= 18` })}
        value={element.relevant}
        onChange={(relevant) => change({ relevant })}
        error={errorAt(t, problems, 'relevant')}
        readOnly={readOnly}
        testId="element-relevant"
      />
      {CHOICE_TYPES.includes(type) && (
        <ChoicesEditor
          choices={element.choices}
          language={language}
          onChange={(choices) => change({ choices })}
          problems={problems?.get('choices')}
          readOnly={readOnly}
        />
      )}
      {answers && (
        <NativeSelect
          label={t('smartForms.editor.target')}
          description={t('smartForms.editor.targetHint')}
          value={targetValue(element.target)}
          onChange={(event) => change({ target: targetOf(event.currentTarget.value) })}
          error={errorAt(t, problems, 'target')}
          disabled={readOnly}
          data={targetOptions(t, builder, element, properties)}
          data-testid="element-target"
        />
      )}
    </Stack>
  );
}
