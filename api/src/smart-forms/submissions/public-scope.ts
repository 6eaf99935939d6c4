// Where a public link's request runs: the organisation and form its token leads to, found through the database
// function public_smart_form (migrations/0031), which answers one exact token and nothing else; everything after
// runs inside that organisation (app.account_id set to it, row-level security on), so a token of organisation A can
// only ever read and write A's rows.
//
// A submission is one transaction: the token's look-up is kept in memory for a few seconds (FormLinks), because a
// token never moves to another form or organisation (publishing sets it once) and the form's state is read again,
// FOR SHARE, inside the submission's transaction. Only the access code may change meanwhile: the code is checked
// against the remembered hash before the transaction (scrypt takes tens of milliseconds, too long to hold a
// connection), and when the transaction finds another hash the code is checked again against the current one, so a
// changed or removed code takes effect at once, never after the cache's few seconds.
import { SMART_FORM_MESSAGES } from '@aid/common/smart-forms';
import type { Db, Queryable } from '../../db/db.js';
import { APP_ROLE, tenantRunner } from '../../db/tenant.js';
import { accessCodeMatches } from '../access-code.js';
import { loadSubmissionForm, SUBMISSION_FORM_COLUMNS, SubmissionError, type SubmissionForm } from './submit.js';

/** The token as publishing makes it (16 random bytes, base64url); anything else is unknown without a query. */
const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export const notFound = () => new SubmissionError('NOT_FOUND', SMART_FORM_MESSAGES.unknownLink());
const forbidden = () => new SubmissionError('FORBIDDEN', SMART_FORM_MESSAGES.wrongAccessCode());

/** The form of `token` in its organisation's scope, or undefined; `fn` runs in that same transaction. */
export async function inFormScope<T>(
  db: Db,
  token: string,
  fn: (tx: Queryable, form: SubmissionForm) => Promise<T>,
): Promise<T | undefined> {
  if (!TOKEN.test(token)) return undefined;
  return db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('role', '${APP_ROLE}', true)`);
    const [found] = await tx.query<{ smart_form_id: string; account_id: string }>(
      'SELECT smart_form_id, account_id FROM public_smart_form($1)',
      [token],
    );
    if (!found) return undefined;
    // From here on the organisation is the one the token belongs to, never one the caller could name.
    await tx.query("SELECT set_config('app.account_id', $1, true)", [found.account_id]);
    const [form] = await tx.query<SubmissionForm>(
      `SELECT ${SUBMISSION_FORM_COLUMNS} FROM smart_forms WHERE account_id = $1 AND smart_form_id = $2`,
      [found.account_id, found.smart_form_id],
    );
    return form ? fn(tx, form) : undefined;
  });
}

/** What a token leads to, as remembered: the organisation and form never change, the access code may. */
export type FormLink = { token: string; accountId: string; formId: string; accessCodeHash: string | null };

/** Long enough to spare a look-up per submission at hundreds a second, short enough to keep little of a closed form. */
export const FORM_LINK_TTL_MS = 5_000;
/** Tokens remembered at most; the oldest goes first (a flood of distinct valid tokens only costs look-ups). */
const FORM_LINKS_MAX = 10_000;

export class FormLinks {
  private readonly links = new Map<string, { link: FormLink; until: number }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs = FORM_LINK_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  /** The token's form, remembered or looked up (an unknown token is not remembered: it is looked up each time). */
  async find(token: string): Promise<FormLink | undefined> {
    const kept = this.links.get(token);
    if (kept && kept.until > this.now()) return kept.link;
    this.links.delete(token);
    const form = await inFormScope(this.db, token, async (_tx, found) => found);
    if (!form) return undefined;
    const link = {
      token,
      accountId: form.account_id,
      formId: form.smart_form_id,
      accessCodeHash: form.access_code_hash,
    };
    if (this.links.size >= FORM_LINKS_MAX) {
      const oldest = this.links.keys().next();
      if (!oldest.done) this.links.delete(oldest.value);
    }
    this.links.set(token, { link, until: this.now() + this.ttlMs });
    return link;
  }

  forget(token: string): void {
    this.links.delete(token);
  }
}

async function codeOpens(given: string | undefined, hash: string | null): Promise<boolean> {
  if (hash === null) return true;
  return given !== undefined && given !== '' && accessCodeMatches(given, hash);
}

/**
 * The link once its access code is checked against the remembered hash (a refused code against a fresh look-up: the
 * code may have changed within the cache's few seconds, and the current one decides). 403 when it does not open it.
 */
export async function openLink(links: FormLinks, link: FormLink, accessCode: string | undefined): Promise<FormLink> {
  if (await codeOpens(accessCode, link.accessCodeHash)) return link;
  links.forget(link.token);
  const fresh = await links.find(link.token);
  if (!fresh) throw notFound();
  if (fresh.accessCodeHash === link.accessCodeHash || !(await codeOpens(accessCode, fresh.accessCodeHash))) {
    throw forbidden();
  }
  return fresh;
}

/**
 * Runs `fn` in one transaction of an opened link's organisation with its form held FOR SHARE (a close or a publish
 * waits for it): 404 when the form is gone. The access code, checked by openLink, is checked again inside only if
 * the form's hash has changed since (403 when it does not open the current one).
 */
export async function inOpenedScope<T>(
  db: Db,
  links: FormLinks,
  opened: FormLink,
  accessCode: string | undefined,
  fn: (tx: Queryable, form: SubmissionForm) => Promise<T>,
): Promise<T> {
  const run = tenantRunner(db, { accountId: opened.accountId, userId: '' });
  return run(async (tx) => {
    const form = await loadSubmissionForm(tx, opened.accountId, opened.formId);
    if (!form) throw notFound();
    if (form.access_code_hash !== opened.accessCodeHash) {
      links.forget(opened.token);
      if (!(await codeOpens(accessCode, form.access_code_hash))) throw forbidden();
    }
    return fn(tx, form);
  });
}

/** openLink, then inOpenedScope: one public submission's transaction. */
export async function inLinkScope<T>(
  db: Db,
  links: FormLinks,
  link: FormLink,
  accessCode: string | undefined,
  fn: (tx: Queryable, form: SubmissionForm) => Promise<T>,
): Promise<T> {
  return inOpenedScope(db, links, await openLink(links, link, accessCode), accessCode, fn);
}
