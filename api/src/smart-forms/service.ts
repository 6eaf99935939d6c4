// Smart forms: look-up, create and change a form's settings and draft, always in the caller's organisation and
// transaction. Publishing, closing and deleting are lifecycle.ts.
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import type { Access } from '@aid/common/permissions';
import {
  type CreateSmartFormInput,
  definitionProblems,
  SMART_FORM_MESSAGES,
  type SmartFormDefinition,
  type UpdateSmartFormInput,
} from '@aid/common/smart-forms';
import { type Changes, diffFields, recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf, requireAccess } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { findByIds, type ListScope } from '../db/list.js';
import { hashAccessCode } from './access-code.js';
import { SmartFormError } from './errors.js';
import {
  defaultDefinition,
  SMART_FORM_COLUMNS,
  SMART_FORMS,
  type SmartFormJson,
  type SmartFormRow,
  toSmartFormJson,
} from './model.js';
import { chooseTargetList, currentTargetList } from './target-list.js';

/**
 * The forms the caller may know about: VIEW's, joined with the access of the action they ask for. SMART_FORMS takes
 * EVERYTHING or NONE (roles refuse SELECTED for it), so in practice this is the whole organisation or nothing; the
 * union keeps the rule the other domains follow should SELECTED ever apply.
 */
export function knownScope(auth: AuthContext, action: Access): ListScope {
  const view = auth.permissions.SMART_FORMS?.VIEW;
  if (action.accessLevel === 'EVERYTHING' || view?.accessLevel === 'EVERYTHING') {
    return { accountId: auth.accountId, access: { accessLevel: 'EVERYTHING', objectIds: [] } };
  }
  const ids = new Set(action.objectIds);
  if (view?.accessLevel === 'SELECTED') for (const id of view.objectIds) ids.add(id);
  return { accountId: auth.accountId, access: { accessLevel: 'SELECTED', objectIds: [...ids] } };
}

export function viewScope(auth: AuthContext): ListScope {
  return { accountId: auth.accountId, access: requireAccess(auth, 'SMART_FORMS', 'VIEW') };
}

/** 404 also when the form belongs to another organisation: never reveal it. */
export async function getSmartForm(auth: AuthContext, id: string): Promise<SmartFormJson> {
  const [row] = await auth.run((tx) => findByIds<SmartFormRow>(tx, SMART_FORMS, viewScope(auth), [id]));
  if (!row) throw SmartFormError.notFound();
  return toSmartFormJson(row);
}

/** The form locked for a change; 404 when the caller may not know it, 403 outside a SELECTED grant of `action`. */
export async function lockForm(tx: Queryable, auth: AuthContext, action: Access, id: string): Promise<SmartFormRow> {
  const [row] = await findByIds<SmartFormRow>(tx, SMART_FORMS, knownScope(auth, action), [id], { forUpdate: true });
  if (!row) throw SmartFormError.notFound();
  if (action.accessLevel === 'SELECTED' && !action.objectIds.includes(id)) {
    throw new SmartFormError('FORBIDDEN', SMART_FORM_MESSAGES.viewOnly());
  }
  return row;
}

/** Refuses a definition with problems as a whole, each problem at its place under `definition.`. */
export function assertDefinitionSound(definition: SmartFormDefinition, properties: readonly string[]): void {
  const problems = definitionProblems(definition, { properties }).map((p) => ({
    ...p,
    field: `definition.${p.field}`,
  }));
  const [first] = problems;
  if (!first) return;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more)` : '';
  throw new SmartFormError('VALIDATION_FAILED', `${first.field} ${first.message}${more}`, problems);
}

/**
 * A new DRAFT form collecting into `targetListId` (see chooseTargetList). The definition, when given (an XLSForm
 * import passes the one it read), is held to the same rules as a change of the draft.
 */
export async function createSmartForm(auth: AuthContext, input: CreateSmartFormInput): Promise<SmartFormJson> {
  const actor = actorOf(auth);
  const formId = newId('smartForm');
  const definition = input.definition ?? defaultDefinition();
  return auth.run(async (tx) => {
    const list = await chooseTargetList(tx, auth, input.targetListId);
    assertDefinitionSound(definition, list.properties);
    const [row] = await tx.query<SmartFormRow>(
      `INSERT INTO smart_forms (smart_form_id, account_id, form_name, description, target_list_id, draft,
                                created_by, updated_by)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $7)
       RETURNING ${SMART_FORM_COLUMNS}`,
      [
        formId,
        actor.accountId,
        input.formName,
        input.description ?? null,
        list.listId,
        JSON.stringify(definition),
        actor.userId,
      ],
    );
    if (!row) throw new Error('INSERT … RETURNING returned no row');
    const json = toSmartFormJson(row);
    const changes = diffFields(null, json, [...SETTINGS, 'status']);
    changes.draft = { from: null, to: draftSummary(json.draft) };
    await logChange(tx, actor, 'CREATE', formId, changes);
    return json;
  });
}

const SETTINGS = [
  'formName',
  'description',
  'targetListId',
  'autoAccept',
  'accessCodeRequired',
] as const satisfies readonly (keyof SmartFormJson)[];

/**
 * Changes settings and the draft; only what is given changes, and a request that changes nothing writes nothing.
 * A published form keeps its target list: its versions were written for that list's properties.
 */
export async function updateSmartForm(
  auth: AuthContext,
  update: Access,
  id: string,
  input: UpdateSmartFormInput,
): Promise<SmartFormJson> {
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    const current = await lockForm(tx, auth, update, id);
    const before = toSmartFormJson(current);
    const listChanges = input.targetListId !== undefined && input.targetListId !== before.targetListId;
    if (listChanges && before.publishedVersion !== null) {
      throw new SmartFormError('CONFLICT', SMART_FORM_MESSAGES.targetListKept(), [
        fieldError('targetListId', 'INVALID_VALUE', undefined, 'cannot change once the form has been published'),
      ]);
    }
    const list =
      listChanges && input.targetListId !== undefined
        ? await chooseTargetList(tx, auth, input.targetListId)
        : await currentTargetList(tx, actor.accountId, before.targetListId);
    const draft = input.definition ?? before.draft;
    const draftChanged = !sameJson(draft, before.draft);
    if (draftChanged || listChanges) assertDefinitionSound(draft, list.properties);

    let accessCodeHash = current.access_code_hash;
    if (input.accessCode !== undefined) {
      accessCodeHash = input.accessCode === '' ? null : await hashAccessCode(input.accessCode);
    }
    const after: SmartFormJson = {
      ...before,
      formName: input.formName ?? before.formName,
      description: input.description !== undefined ? input.description : before.description,
      targetListId: list.listId,
      autoAccept: input.autoAccept ?? before.autoAccept,
      accessCodeRequired: accessCodeHash !== null,
      draft,
    };
    const changes = diffFields(before, after, SETTINGS);
    if (draftChanged) changes.draft = { from: draftSummary(before.draft), to: draftSummary(draft) };
    // A new code in place of another changes nothing the JSON shows; the log says it changed, never what it is.
    if (input.accessCode !== undefined && (current.access_code_hash !== null || accessCodeHash !== null)) {
      changes.accessCode = { from: current.access_code_hash ? 'SET' : null, to: accessCodeHash ? 'SET' : null };
    }
    if (Object.keys(changes).length === 0) return before;
    const [row] = await tx.query<SmartFormRow>(
      `UPDATE smart_forms SET form_name = $3, description = $4, target_list_id = $5, auto_accept = $6,
              access_code_hash = $7, draft = $8::jsonb, updated_at = now(), updated_by = $9
        WHERE account_id = $1 AND smart_form_id = $2
        RETURNING ${SMART_FORM_COLUMNS}`,
      [
        actor.accountId,
        id,
        after.formName,
        after.description,
        after.targetListId,
        after.autoAccept,
        accessCodeHash,
        JSON.stringify(draft),
        actor.userId,
      ],
    );
    if (!row) throw SmartFormError.notFound();
    await logChange(tx, actor, 'UPDATE', id, changes);
    return toSmartFormJson(row);
  });
}

export function logChange(
  tx: Queryable,
  actor: Actor,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  formId: string,
  changes: Changes,
): Promise<string> {
  return recordActivity(tx, { ...actor, action, objectType: 'SMART_FORM', objectId: formId, changes });
}

/** What the activity log keeps of a definition: its size, not its text (a form may hold 500 elements). */
export function draftSummary(definition: SmartFormDefinition): {
  languages: string[];
  pages: number;
  elements: number;
} {
  return {
    languages: definition.languages,
    pages: definition.pages.length,
    elements: definition.pages.reduce((n, page) => n + page.elements.length, 0),
  };
}

/** Equal as JSON whatever the key order (jsonb gives keys back in its own order). */
export function sameJson(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
}
