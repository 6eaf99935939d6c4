// A form's life after its draft: publishing the draft as the next immutable version, closing, deleting. Each in the
// caller's transaction with the form locked, so two publishes cannot take the same version number.
import { randomBytes } from 'node:crypto';
import { fieldError } from '@aid/common/errors';
import type { Access } from '@aid/common/permissions';
import { ANSWERLESS_TYPES, SMART_FORM_MESSAGES, type SmartFormDefinition } from '@aid/common/smart-forms';
import { diffFields } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { SmartFormError } from './errors.js';
import { SMART_FORM_COLUMNS, type SmartFormJson, type SmartFormRow, toSmartFormJson } from './model.js';
import { assertDefinitionSound, lockForm, logChange } from './service.js';
import { currentTargetList, forgetFormOnList, nameFormOnList } from './target-list.js';

/** Whether anyone has filled the form (submissions/): such a form is closed, never deleted. */
export async function hasSubmissions(tx: Queryable, accountId: string, formId: string): Promise<boolean> {
  const found = await tx.query(
    'SELECT 1 FROM smart_form_submissions WHERE account_id = $1 AND smart_form_id = $2 LIMIT 1',
    [accountId, formId],
  );
  return found.length > 0;
}

/** A version can be filled only if something in it takes an answer (notes alone ask nothing). */
function takesAnswers(definition: SmartFormDefinition): boolean {
  return definition.pages.some((page) => page.elements.some((e) => !ANSWERLESS_TYPES.includes(e.type)));
}

/** 128 random bits, base64url: the public link's secret, set once at the first publish. */
function newPublicToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * Writes the draft as it is as version n+1 and makes the form PUBLISHED (also from CLOSED: publishing reopens it).
 * Refused when the draft has problems or asks nothing. The target list's externalSmartForm then names this form.
 */
export async function publishSmartForm(auth: AuthContext, update: Access, id: string): Promise<SmartFormJson> {
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const current = await lockForm(tx, auth, update, id);
    const before = toSmartFormJson(current);
    const list = await currentTargetList(tx, actor.accountId, before.targetListId);
    assertDefinitionSound(before.draft, list.properties);
    if (!takesAnswers(before.draft)) {
      throw new SmartFormError('VALIDATION_FAILED', SMART_FORM_MESSAGES.nothingAsked(), [
        fieldError('definition.pages', 'EMPTY', undefined, 'must hold at least one element that takes an answer'),
      ]);
    }
    const version = (before.publishedVersion ?? 0) + 1;
    await tx.query(
      `INSERT INTO smart_form_versions (smart_form_id, version, account_id, definition, published_by)
       VALUES ($1, $2, $3, $4::jsonb, $5)`,
      [id, version, actor.accountId, JSON.stringify(before.draft), actor.userId],
    );
    const [row] = await tx.query<SmartFormRow>(
      `UPDATE smart_forms SET status = 'PUBLISHED', published_version = $3,
              public_token = coalesce(public_token, $4), updated_at = now(), updated_by = $5
        WHERE account_id = $1 AND smart_form_id = $2
        RETURNING ${SMART_FORM_COLUMNS}`,
      [actor.accountId, id, version, newPublicToken(), actor.userId],
    );
    if (!row) throw SmartFormError.notFound();
    const after = toSmartFormJson(row);
    await logChange(tx, actor, 'UPDATE', id, diffFields(before, after, ['status', 'publishedVersion']));
    await nameFormOnList(tx, actor, before.targetListId, id);
    return after;
  });
}

/** PUBLISHED → CLOSED: the form takes no more submissions; its versions stay. */
export async function closeSmartForm(auth: AuthContext, update: Access, id: string): Promise<SmartFormJson> {
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const current = await lockForm(tx, auth, update, id);
    if (current.status !== 'PUBLISHED') {
      throw new SmartFormError('CONFLICT', SMART_FORM_MESSAGES.onlyPublishedClosed({ status: current.status }));
    }
    const before = toSmartFormJson(current);
    const [row] = await tx.query<SmartFormRow>(
      `UPDATE smart_forms SET status = 'CLOSED', updated_at = now(), updated_by = $3
        WHERE account_id = $1 AND smart_form_id = $2
        RETURNING ${SMART_FORM_COLUMNS}`,
      [actor.accountId, id, actor.userId],
    );
    if (!row) throw SmartFormError.notFound();
    const after = toSmartFormJson(row);
    await logChange(tx, actor, 'UPDATE', id, diffFields(before, after, ['status']));
    return after;
  });
}

/** Deletes the form and its versions; refused once anyone has filled it. Answers the form as it was. */
export async function deleteSmartForm(auth: AuthContext, remove: Access, id: string): Promise<SmartFormJson> {
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const current = await lockForm(tx, auth, remove, id);
    if (await hasSubmissions(tx, actor.accountId, id)) {
      throw new SmartFormError('CONFLICT', SMART_FORM_MESSAGES.hasSubmissions());
    }
    const json = toSmartFormJson(current);
    await forgetFormOnList(tx, actor, json.targetListId, id);
    await tx.query('DELETE FROM smart_forms WHERE account_id = $1 AND smart_form_id = $2', [actor.accountId, id]);
    await logChange(tx, actor, 'DELETE', id, diffFields(null, json, ['formName', 'status', 'publishedVersion']));
    return json;
  });
}
