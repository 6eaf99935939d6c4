// The top of the filling page: the form's name, the language to fill in, and what waits on the device (forms saved
// offline, and forms the server refused, kept until the person removes them: never dropped without a word).
import type { Refusal } from './queue.js';
import { type FillTexts, format } from './texts.js';

export function FillHeader(props: {
  formName: string;
  languages: readonly string[];
  language: string;
  onLanguage: (language: string) => void;
  offline: boolean;
  waiting: number;
  refusals: readonly Refusal[];
  onDiscard: (idempotencyKey: string) => void;
  texts: FillTexts;
}) {
  const { texts } = props;
  return (
    <header className="fill-header">
      <h1>{props.formName}</h1>
      {props.languages.length > 1 ? (
        <label className="fill-language">
          {texts.language}{' '}
          <select value={props.language} onChange={(event) => props.onLanguage(event.target.value)}>
            {props.languages.map((code) => (
              <option key={code} value={code}>
                {languageName(code)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {props.offline ? <p className="fill-banner">{texts.offlineCopy}</p> : null}
      {props.waiting > 0 ? <p className="fill-banner">{format(texts.waiting, { count: props.waiting })}</p> : null}
      {props.refusals.map(({ idempotencyKey, message }) => (
        <div key={idempotencyKey} className="fill-banner fill-error" role="alert">
          <p>{format(texts.refused, { message })}</p>
          <button type="button" onClick={() => props.onDiscard(idempotencyKey)}>
            {texts.discard}
          </button>
        </div>
      ))}
    </header>
  );
}

/** A language code's own name ("français"), from the browser; the code where it knows none. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
