// A refusal's words as data: a key (`<domain>.<name>`), its parameters and the English text they fill. The API
// answers all three (`message`, `messageKey`, `messageParams`), the gateway passes them on (GraphQL errors'
// extensions, mutation results' `words`), and the web shows `refusals.<key>` in the user's language with the same
// parameters, falling back to the English `message` for a key it does not know. Each domain writes its table once,
// in every language, in common/src/<domain>/messages.ts; common/src/refusals.ts gathers them for the web.
import { type ErrorParams, fillParams } from './errors.js';

export type Message = { key: string; params?: ErrorParams; text: string };

/** The parameters a template names (`{{name}}`), as an object type; `{}` when it names none. */
type ParamsOf<T extends string> = T extends `${string}{{${infer P}}}${infer Rest}`
  ? { [K in P | keyof ParamsOf<Rest>]: string | number }
  : Record<never, never>;

type MessageMaker<T extends string> = keyof ParamsOf<T> extends never
  ? () => Message
  : (params: ParamsOf<T>) => Message;

/** The languages refusals are worded in besides English (the web's UI languages). */
export const TRANSLATED_LANGUAGES = ['fr', 'es', 'ar'] as const;
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** A table's texts in each other language, key for key (a test checks the parameters match). */
export type Translations<T extends Record<string, string>> = Record<TranslatedLanguage, Record<keyof T, string>>;

export type MessageTable<T extends Record<string, string>> = { readonly [K in keyof T]: MessageMaker<T[K]> } & {
  readonly domain: string;
  /** English: what `text` is filled from. */
  readonly texts: T;
  readonly translations: Translations<T>;
};

/** What the list of every table (common/src/refusals.ts) reads of one: its domain and its texts. */
export type MessageTexts = {
  readonly domain: string;
  readonly texts: Readonly<Record<string, string>>;
  readonly translations: Readonly<Record<TranslatedLanguage, Readonly<Record<string, string>>>>;
};

/** A domain's messages: `PROGRAM_MESSAGES.nameTaken({ name })` → `{ key: 'programs.nameTaken', params, text }`. */
export function defineMessages<const T extends Record<string, string>>(
  domain: string,
  texts: T,
  translations: Translations<T>,
): MessageTable<T> {
  const makers = Object.fromEntries(
    Object.entries(texts).map(([name, text]) => [
      name,
      (params?: ErrorParams): Message =>
        params && Object.keys(params).length > 0
          ? { key: `${domain}.${name}`, params, text: fillParams(text, params) }
          : { key: `${domain}.${name}`, text },
    ]),
  );
  return { ...makers, domain, texts, translations } as unknown as MessageTable<T>;
}

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && 'key' in value && 'text' in value;
}
