// A form's languages and its texts in each (labels, hints, titles, choice labels, constraint messages): one entry per
// language that has a text, so an emptied text is no entry at all and a removed language leaves nothing behind.
import type { LocalizedText, SmartFormDefinition, SmartFormElement } from '@aid/common/smart-forms';

export function textIn(list: LocalizedText, language: string): string {
  return list.find((entry) => entry.language === language)?.text ?? '';
}

/** The list with `language`'s text replaced; an empty text takes the language's entry out. */
export function withText(list: LocalizedText, language: string, text: string): LocalizedText {
  const others = list.filter((entry) => entry.language !== language);
  if (text === '') return others;
  const index = list.findIndex((entry) => entry.language === language);
  const entry = { language, text };
  if (index < 0) return [...others, entry];
  return list.map((existing) => (existing.language === language ? entry : existing));
}

/** What a reader of `language` sees: its text, else the default language's, else any. */
export function shownText(list: LocalizedText, language: string, defaultLanguage: string): string {
  return textIn(list, language) || textIn(list, defaultLanguage) || (list[0]?.text ?? '');
}

export function addLanguage(definition: SmartFormDefinition, language: string): SmartFormDefinition {
  if (definition.languages.includes(language)) return definition;
  return { ...definition, languages: [...definition.languages, language] };
}

function withoutLanguage(list: LocalizedText, language: string): LocalizedText {
  return list.filter((entry) => entry.language !== language);
}

function elementWithout(element: SmartFormElement, language: string): SmartFormElement {
  return {
    ...element,
    label: withoutLanguage(element.label, language),
    hint: withoutLanguage(element.hint, language),
    constraintMessage: withoutLanguage(element.constraintMessage, language),
    choices: element.choices.map((choice) => ({ ...choice, label: withoutLanguage(choice.label, language) })),
  };
}

/** Whether the language can go: not the default one (choose another first), and never the last. */
export function canRemoveLanguage(definition: SmartFormDefinition, language: string): boolean {
  return definition.languages.length > 1 && language !== definition.defaultLanguage;
}

/** The language and every text in it taken out of the form. */
export function removeLanguage(definition: SmartFormDefinition, language: string): SmartFormDefinition {
  if (!canRemoveLanguage(definition, language)) return definition;
  return {
    ...definition,
    languages: definition.languages.filter((code) => code !== language),
    pages: definition.pages.map((page) => ({
      ...page,
      title: withoutLanguage(page.title, language),
      elements: page.elements.map((element) => elementWithout(element, language)),
    })),
  };
}

export function setDefaultLanguage(definition: SmartFormDefinition, language: string): SmartFormDefinition {
  return definition.languages.includes(language) ? { ...definition, defaultLanguage: language } : definition;
}

/** ISO 639-1 with an optional region (pt-BR), as common's formLanguage takes it; typed in any case. */
export function normalisedLanguage(typed: string): string | null {
  const match = /^([a-zA-Z]{2,3})(?:[-_]([a-zA-Z]{2,4}))?$/.exec(typed.trim());
  if (!match) return null;
  const [, base = '', region] = match;
  return region ? `${base.toLowerCase()}-${region.toUpperCase()}` : base.toLowerCase();
}

/** A form language named in the reader's language ("fr" → "French" / "français"), the code when unknown. */
export function languageName(code: string, readerLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([readerLanguage], { type: 'language', fallback: 'none' }).of(code);
    return name ? `${name} (${code})` : code;
  } catch {
    return code;
  }
}
