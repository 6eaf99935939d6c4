// The public filling page (/f/<token>): the form's pages one at a time in the chosen language, skip logic applied as
// answers change, each page checked before the next (rules.ts), the access code when the form asks for one, and the
// filled form sent with one idempotency key — or sealed on the device when there is no network, and sent later.
import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { type Fetch, type LoadResult, loadForm, type PublicForm } from './api.js';
import { FieldInput } from './FieldInput.js';
import { FillHeader } from './FillHeader.js';
import { discardRefused, enqueue, type Refusal, refusedForms, waitingCount } from './queue.js';
import {
  type Draft,
  type DraftValue,
  type FillError,
  pageErrors,
  relevantAnswers,
  visibleElements,
  visiblePages,
} from './rules.js';
import type { Delivery } from './send.js';
import { type FillTexts, format, initialLanguage, localized, textsFor } from './texts.js';
import { deviceVault, type KeyStore } from './vault.js';

export type FillDeps = { fetcher: Fetch; keys: KeyStore; storage: Storage; browserLanguages: readonly string[] };

type Phase = 'filling' | 'sending' | 'sent' | 'saved';

/** Today on the device, as expressions' today() means it (the person filling is where the device is). */
const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

function errorText(texts: FillTexts, error: FillError, constraintMessage: string): string {
  if (error.code === 'CONSTRAINT_FAILED' && constraintMessage) return constraintMessage;
  const known = texts.errors[error.code as keyof FillTexts['errors']];
  return format(known ?? texts.errors.other, error.params);
}

/** `invitation`: a family's personal monitoring link (?m=…), sent with the answers so they count as theirs. */
export function FillPage({ token, invitation, deps }: { token: string; invitation?: string; deps: FillDeps }) {
  const [loaded, setLoaded] = useState<LoadResult | undefined>();
  const [waiting, setWaiting] = useState(() => waitingCount(deps.storage, token));
  // Refused forms stay on the device, shown until the person removes them: never dropped without a word.
  const [refusals, setRefusals] = useState(() => refusedForms(deps.storage, token));

  const flush = useCallback(async () => {
    if (waitingCount(deps.storage) === 0) return;
    try {
      // Loaded only now: most visits have nothing waiting.
      const { flushQueue } = await import('./sync.js');
      await flushQueue(await deviceVault(deps.keys), deps.fetcher, deps.storage);
    } finally {
      setWaiting(waitingCount(deps.storage, token));
      setRefusals(refusedForms(deps.storage, token));
    }
  }, [deps, token]);

  const discard = (idempotencyKey: string) => {
    discardRefused(idempotencyKey, deps.storage);
    setRefusals(refusedForms(deps.storage, token));
  };

  useEffect(() => {
    let live = true;
    loadForm(token, deps.fetcher, deps.storage).then((result) => live && setLoaded(result));
    void flush();
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
    };
  }, [token, deps, flush]);

  const fallback = textsFor(deps.browserLanguages[0] ?? 'en');
  if (!loaded) return <p className="fill-status">{fallback.loading}</p>;
  if (loaded.kind === 'notFound') return <p className="fill-status">{fallback.notFound}</p>;
  if (loaded.kind === 'failed') return <p className="fill-status">{fallback.loadFailed}</p>;
  return (
    <FillForm
      token={token}
      invitation={invitation}
      form={loaded.form}
      offline={loaded.offline}
      deps={deps}
      waiting={waiting}
      refusals={refusals}
      onDiscard={discard}
      onQueued={() => setWaiting(waitingCount(deps.storage, token))}
    />
  );
}

function FillForm(props: {
  token: string;
  invitation: string | undefined;
  form: PublicForm;
  offline: boolean;
  deps: FillDeps;
  waiting: number;
  refusals: Refusal[];
  onDiscard: (idempotencyKey: string) => void;
  onQueued: () => void;
}) {
  const { token, form, deps } = props;
  const { definition } = form;
  const [language, setLanguage] = useState(() =>
    initialLanguage(definition.languages, definition.defaultLanguage, deps.browserLanguages),
  );
  const [draft, setDraft] = useState<Draft>({});
  const [pageIndex, setPageIndex] = useState(0);
  const [errors, setErrors] = useState<FillError[]>([]);
  const [accessCode, setAccessCode] = useState('');
  const [notice, setNotice] = useState('');
  const [phase, setPhase] = useState<Phase>('filling');
  // One key per filled form, made when filling starts: every retry of it, now or from the queue, is the same request.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const texts = textsFor(language);
  const day = today();
  const pages = useMemo(() => visiblePages(definition, draft, day), [definition, draft, day]);
  const page = pages[Math.min(pageIndex, pages.length - 1)];
  const last = pageIndex >= pages.length - 1;
  const shown = page ? visibleElements(definition, page, draft, day) : [];

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const change = (name: string, value: DraftValue) => {
    setDraft((before) => ({ ...before, [name]: value }));
    setErrors((before) => before.filter((e) => e.field !== name));
  };

  const restart = () => {
    setDraft({});
    setPageIndex(0);
    setErrors([]);
    setNotice('');
    setAccessCode('');
    setIdempotencyKey(crypto.randomUUID());
    setPhase('filling');
  };

  const showServerErrors = (found: FillError[]) => {
    setErrors(found);
    const at = pages.findIndex((p) => p.elements.some((e) => found.some((f) => f.field === e.name)));
    if (at >= 0) setPageIndex(at);
    setNotice(texts.fixErrors);
  };

  const submit = async () => {
    const body = {
      idempotencyKey,
      version: form.version,
      answers: relevantAnswers(definition, draft, day).answers,
      deviceTime: new Date().toISOString(),
      ...(form.accessCodeRequired ? { accessCode } : {}),
      ...(props.invitation ? { invitation: props.invitation } : {}),
    };
    setPhase('sending');
    // Photos and signatures first (each gets a fileId), then the answers; offline, the form waits on the device with
    // its images. The sending code loads now (precached by the page's worker; failing to load means offline too).
    const unreachable = { kind: 'unreachable' as const, body };
    const outcome: Delivery =
      navigator.onLine === false
        ? unreachable
        : await import('./send.js').then((send) => send.deliver(token, body, deps.fetcher)).catch(() => unreachable);
    switch (outcome.kind) {
      case 'sent':
        setPhase('sent');
        return;
      case 'unreachable':
        try {
          await enqueue(await deviceVault(deps.keys), { token, body: outcome.body }, deps.storage);
        } catch {
          // The storage is full (photos are large): the person keeps the form on screen and can send it later.
          setPhase('filling');
          setNotice(texts.noSpace);
          return;
        }
        props.onQueued();
        setPhase('saved');
        return;
      case 'badImage':
        setPhase('filling');
        showServerErrors([{ field: outcome.field, code: 'INVALID_ID' }]);
        return;
      case 'invalid':
        setPhase('filling');
        showServerErrors(outcome.fieldErrors.map((e) => ({ field: e.field, code: e.code, params: e.params })));
        return;
      case 'forbidden':
        setPhase('filling');
        setErrors([{ field: 'accessCode', code: 'FORBIDDEN' }]);
        setNotice(texts.accessCodeWrong);
        return;
      default:
        setPhase('filling');
        setNotice(
          outcome.kind === 'closed'
            ? texts.closed
            : outcome.kind === 'reused'
              ? texts.reused
              : outcome.kind === 'rateLimited'
                ? texts.tooMany
                : outcome.message,
        );
    }
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!page || phase !== 'filling') return;
    const found = pageErrors(definition, page, draft, day);
    setErrors(found);
    if (found.length > 0) {
      setNotice(texts.fixErrors);
      return;
    }
    setNotice('');
    if (last) void submit();
    else setPageIndex(pageIndex + 1);
  };

  const errorOf = (name: string) => {
    const found = errors.find((e) => e.field === name);
    const element = definition.pages.flatMap((p) => p.elements).find((e) => e.name === name);
    return found
      ? errorText(texts, found, localized(element?.constraintMessage ?? [], language, definition.defaultLanguage))
      : undefined;
  };

  const heading = (
    <FillHeader
      formName={form.formName}
      languages={definition.languages}
      language={language}
      onLanguage={setLanguage}
      offline={props.offline}
      waiting={props.waiting}
      refusals={props.refusals}
      onDiscard={props.onDiscard}
      texts={texts}
    />
  );

  if (phase === 'sent' || phase === 'saved') {
    return (
      <main className="fill">
        {heading}
        <p className="fill-done" role="status">
          {phase === 'sent' ? texts.sent : texts.saved}
        </p>
        <button type="button" onClick={restart}>
          {texts.fillAnother}
        </button>
      </main>
    );
  }

  const pageTitle = page ? localized(page.title, language, definition.defaultLanguage) : '';
  return (
    <main className="fill">
      {heading}
      {pageIndex === 0 && form.description ? <p className="fill-description">{form.description}</p> : null}
      <form onSubmit={next} noValidate>
        <p className="fill-progress">
          {format(texts.pageOf, { page: pageIndex + 1, count: Math.max(pages.length, 1) })}
        </p>
        {pageTitle ? <h2>{pageTitle}</h2> : null}
        {shown.map((element) => (
          <FieldInput
            key={element.elementId}
            element={element}
            value={draft[element.name]}
            onChange={(value) => change(element.name, value)}
            error={errorOf(element.name)}
            language={language}
            defaultLanguage={definition.defaultLanguage}
            texts={texts}
          />
        ))}
        {last && form.accessCodeRequired ? (
          <div className="fill-field">
            <label className="fill-label" htmlFor="f-access-code">
              {texts.accessCode}
            </label>
            <input
              id="f-access-code"
              value={accessCode}
              autoComplete="off"
              aria-describedby="f-access-code-hint"
              aria-invalid={errors.some((e) => e.field === 'accessCode') || undefined}
              onChange={(event) => setAccessCode(event.target.value)}
            />
            <p className="fill-hint" id="f-access-code-hint">
              {texts.accessCodeHint}
            </p>
          </div>
        ) : null}
        {notice ? (
          <p className="fill-error" role="alert">
            {notice}
          </p>
        ) : null}
        <div className="fill-actions">
          {pageIndex > 0 ? (
            <button type="button" onClick={() => setPageIndex(pageIndex - 1)}>
              {texts.previous}
            </button>
          ) : null}
          <button type="submit" className="fill-primary" disabled={phase === 'sending'}>
            {phase === 'sending' ? texts.sending : last ? texts.submit : texts.next}
          </button>
        </div>
      </form>
    </main>
  );
}
