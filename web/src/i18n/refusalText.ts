// One lookup of a server refusal's words, shared by GraphQL/REST errors (ui/errorMessage.ts) and mutation results
// (fieldErrors.ts); a module of its own so the first load does not take the field error texts with it.
import type { TFunction } from 'i18next';

/** `refusals.<key>` in the user's language with its values, or undefined when the web has no text for the key. */
export function refusalText(t: TFunction, key: string, values: Readonly<Record<string, unknown>>): string | undefined {
  const textKey = `refusals.${key}`;
  // Keys come from the server (a newer API, a bundle not loaded yet): the typed `t` knows only the web's own.
  const text = t(textKey as never, { ...values, defaultValue: '' }) as string;
  return text && text !== textKey ? text : undefined;
}
