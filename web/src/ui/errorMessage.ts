// The message to show for a failed request (spec §7, §8): the server's own message where there is one — in the
// user's language when the server named its key (refusals.<domain>.<name>) and the web has a text for it — else the
// text of its error code (one union, ErrorCode of common/errors.ts, whichever edge answered), else a sentence for
// the kind of failure (offline, a status without a message, something unknown).
import { ERRORS, type ErrorCode, isErrorCode } from '@aid/common/errors';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { serverMessage } from '../http/headers.js';
import { refusalText } from '../i18n/refusalText.js';

/** The text of an error code in the user's language (`errors.<code>`). */
export function errorCodeText(t: TFunction, code: ErrorCode): string {
  return t(ERRORS[code].messageKey);
}

/** The error code the server named: GraphQL's `extensions.code`, or the REST body's `code` of a failed response. */
export function errorCodeOf(error: unknown): ErrorCode | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors[0]?.extensions?.code;
    return isErrorCode(code) ? code : undefined;
  }
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { code?: unknown; errors?: { extensions?: { code?: unknown } }[] };
      const code = body.code ?? body.errors?.[0]?.extensions?.code;
      return isErrorCode(code) ? code : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The server's message key and parameters (`extensions.messageKey`, or the REST body's `messageKey`). */
export function messageWordsOf(error: unknown): { key: string; params: Record<string, unknown> } | undefined {
  let found: { messageKey?: unknown; messageParams?: unknown } | undefined;
  if (CombinedGraphQLErrors.is(error)) found = error.errors[0]?.extensions;
  else if (ServerError.is(error)) {
    try {
      found = JSON.parse(error.bodyText) as typeof found;
    } catch {
      return undefined;
    }
  }
  if (typeof found?.messageKey !== 'string') return undefined;
  const params = typeof found.messageParams === 'object' && found.messageParams !== null ? found.messageParams : {};
  return { key: found.messageKey, params: params as Record<string, unknown> };
}

/** The refusal in the user's language when its key has a text here (refusals.<key>), else undefined. */
function translatedRefusal(error: unknown, t: TFunction): string | undefined {
  const words = messageWordsOf(error);
  return words && refusalText(t, words.key, words.params);
}

export function errorMessage(error: unknown, t: TFunction): string {
  const code = errorCodeOf(error);
  const translated = translatedRefusal(error, t);
  if (translated) return translated;
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0]?.message;
    if (first) return first;
    if (code) return errorCodeText(t, code);
  }
  if (ServerError.is(error)) {
    const message = serverMessage(error.bodyText);
    if (message) return message;
    return code ? errorCodeText(t, code) : t('app.errors.server', { status: error.statusCode });
  }
  if (error instanceof TypeError) return t('app.errors.offline');
  if (error instanceof Error && error.message) return error.message;
  return t('app.errors.unknown');
}
