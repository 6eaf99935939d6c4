// One element of the form as a plain, accessible input: a label tied to its input (or a fieldset's legend for choices),
// the hint and the error read with it (aria-describedby), native controls so a keyboard and a screen reader work.
import type { SmartFormElement } from '@aid/common/smart-forms';
import { lazy, Suspense, useMemo } from 'react';
import { countryOptions } from './countries.js';
import { DEFAULT_RATING_MAX, type DraftValue } from './rules.js';
import { type FillTexts, localized } from './texts.js';

export type FieldInputProps = {
  element: SmartFormElement;
  value: DraftValue | undefined;
  onChange: (value: DraftValue) => void;
  error: string | undefined;
  language: string;
  defaultLanguage: string;
  texts: FillTexts;
};

const GENDER_CODES = ['F', 'M', 'PNTS', 'O'] as const;

// Loaded only by a form that asks for them: the page's first load stays within its 80 KiB. The page's service worker
// precaches this chunk with the rest (web/build/fill-sw.ts follows dynamic imports), so it loads offline too.
const MediaInput = lazy(() => import('./MediaInputs.js').then((m) => ({ default: m.MediaInput })));
const MEDIA_TYPES: readonly string[] = ['PHOTO', 'SIGNATURE', 'LOCATION'];

export function FieldInput({ element, value, onChange, error, language, defaultLanguage, texts }: FieldInputProps) {
  const id = `f-${element.name}`;
  const label = localized(element.label, language, defaultLanguage);
  const hint = localized(element.hint, language, defaultLanguage);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { 'aria-describedby': described, 'aria-invalid': error ? true : undefined } as const;
  const text = typeof value === 'string' ? value : '';
  const title = (
    <>
      {label}
      {element.required ? <span className="fill-required"> ({texts.required})</span> : null}
    </>
  );
  const extra = (
    <>
      {hint ? (
        <p className="fill-hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="fill-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      ) : null}
    </>
  );

  if (element.type === 'NOTE') return <p className="fill-note">{label}</p>;
  if (MEDIA_TYPES.includes(element.type)) {
    // A pad and a button have names of their own: the question names the group (and the photo's file input).
    return (
      <fieldset className="fill-field">
        <legend className="fill-label" id={`${id}-label`}>
          {title}
        </legend>
        <Suspense fallback={null}>
          <MediaInput type={element.type} id={id} value={value} onChange={onChange} language={language} aria={common} />
        </Suspense>
        {extra}
      </fieldset>
    );
  }

  const choices = choicesOf(element, language, defaultLanguage, texts);
  if (choices) {
    const many = element.type === 'SELECT_MANY';
    const selected = Array.isArray(value) ? value : [];
    return (
      <fieldset className="fill-field" {...common}>
        <legend className="fill-label">{title}</legend>
        {choices.map(([choice, choiceLabel]) => {
          const checked = many ? selected.includes(choice) : String(value ?? '') === choice;
          return (
            <label key={choice} className="fill-choice">
              <input
                type={many ? 'checkbox' : 'radio'}
                name={id}
                value={choice}
                checked={checked}
                onChange={() => {
                  if (!many) onChange(element.type === 'YES_NO' ? choice === 'true' : choice);
                  else onChange(checked ? selected.filter((v) => v !== choice) : [...selected, choice]);
                }}
              />{' '}
              {choiceLabel}
            </label>
          );
        })}
        {extra}
      </fieldset>
    );
  }

  if (element.type === 'RATING') {
    const top = element.max ?? DEFAULT_RATING_MAX;
    return (
      <fieldset className="fill-field" {...common}>
        <legend className="fill-label">{title}</legend>
        <div className="fill-rating">
          {Array.from({ length: top }, (_, i) => String(i + 1)).map((n) => (
            <button key={n} type="button" aria-pressed={text === n} onClick={() => onChange(n)}>
              {n}
            </button>
          ))}
        </div>
        {extra}
      </fieldset>
    );
  }

  return (
    <div className="fill-field">
      <label className="fill-label" htmlFor={id}>
        {title}
      </label>
      {element.type === 'NATIONALITY' ? (
        <CountrySelect id={id} value={text} onChange={onChange} language={language} texts={texts} common={common} />
      ) : (
        <input
          id={id}
          name={element.name}
          value={text}
          onChange={(event) => onChange(event.target.value)}
          {...inputKind(element.type)}
          {...common}
        />
      )}
      {extra}
    </div>
  );
}

function CountrySelect(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  language: string;
  texts: FillTexts;
  common: Record<string, unknown>;
}) {
  const options = useMemo(() => countryOptions(props.language), [props.language]);
  return (
    <select
      id={props.id}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      {...props.common}
    >
      <option value="">{props.texts.choose}</option>
      {options.map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      ))}
    </select>
  );
}

/** The choices of a choice-like element as [value, label]; undefined for the others. */
function choicesOf(
  element: SmartFormElement,
  language: string,
  defaultLanguage: string,
  texts: FillTexts,
): [string, string][] | undefined {
  switch (element.type) {
    case 'SELECT_ONE':
    case 'SELECT_MANY':
      return element.choices.map((c) => [c.value, localized(c.label, language, defaultLanguage)]);
    case 'GENDER':
      return GENDER_CODES.map((code) => [code, texts.gender[code]]);
    case 'YES_NO':
      return [
        ['true', texts.yes],
        ['false', texts.no],
      ];
    default:
      return undefined;
  }
}

/** The native input that fits: a phone's keypad for numbers, the date picker for dates. */
function inputKind(type: SmartFormElement['type']): {
  type: string;
  inputMode?: 'numeric' | 'decimal';
  autoComplete?: string;
} {
  switch (type) {
    case 'INTEGER':
      return { type: 'text', inputMode: 'numeric' };
    case 'DECIMAL':
      return { type: 'text', inputMode: 'decimal' };
    case 'DATE':
      return { type: 'date' };
    case 'PHONE':
      return { type: 'tel', autoComplete: 'tel' };
    case 'EMAIL':
      return { type: 'email', autoComplete: 'email' };
    default:
      return { type: 'text' };
  }
}
