// A distribution's monitoring form: one element per monitoring question (distribution_pdms), collecting into the
// distribution's list, published at once. Written here rather than through publishSmartForm because that names the
// form as the list's externalSmartForm (the list's registration form), which a monitoring form is not.
import { randomBytes } from 'node:crypto';
import type { PdmQuestion } from '@aid/common/distributions';
import { newId } from '@aid/common/ids';
import {
  type ElementType,
  monitoringElementName,
  SMART_FORM_NAME_MAX,
  type SmartFormDefinition,
} from '@aid/common/smart-forms';
import { diffFields } from '../../activity/service.js';
import type { Actor } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import type { DistributionRow } from '../../distributions/model.js';
import { SMART_FORM_COLUMNS, type SmartFormRow, toSmartFormJson } from '../model.js';
import { assertDefinitionSound, draftSummary, logChange } from '../service.js';

const ELEMENT_OF: Record<PdmQuestion['answerType'], ElementType> = {
  TEXT: 'TEXT',
  NUMBER: 'DECIMAL',
  YES_NO: 'YES_NO',
  RATING: 'RATING',
};

/** The form's definition: one page, question n as element `q<n>` (the report reads the answers by that name). */
export function monitoringDefinition(questions: readonly PdmQuestion[], language: string): SmartFormDefinition {
  return {
    languages: [language],
    defaultLanguage: language,
    pages: [
      {
        pageId: newId('smartFormPage'),
        name: 'monitoring',
        title: [],
        relevant: null,
        elements: questions.map((q, i) => ({
          elementId: newId('smartFormElement'),
          name: monitoringElementName(i),
          type: ELEMENT_OF[q.answerType],
          label: [{ language, text: q.question }],
          hint: [],
          // Families may skip a question: the report counts the answers each one got.
          required: false,
          min: null,
          max: q.answerType === 'RATING' ? 5 : null,
          pattern: null,
          constraint: null,
          constraintMessage: [],
          relevant: null,
          choices: [],
          target: null,
        })),
      },
    ],
  };
}

/** The distribution's monitoring form: the one its earlier invitations name, else a new one, PUBLISHED. */
export async function monitoringForm(
  tx: Queryable,
  actor: Actor,
  distribution: DistributionRow,
  language: string,
): Promise<{ smartFormId: string; publicToken: string }> {
  const [existing] = await tx.query<{ smart_form_id: string; public_token: string | null }>(
    `SELECT f.smart_form_id, f.public_token FROM monitoring_invitations m
       JOIN smart_forms f ON f.smart_form_id = m.smart_form_id
      WHERE m.account_id = $1 AND m.distribution_id = $2 LIMIT 1`,
    [actor.accountId, distribution.distribution_id],
  );
  if (existing?.public_token) return { smartFormId: existing.smart_form_id, publicToken: existing.public_token };
  const definition = monitoringDefinition(distribution.distribution_pdms, language);
  assertDefinitionSound(definition, []);
  const smartFormId = newId('smartForm');
  const publicToken = randomBytes(16).toString('base64url');
  const name = `Monitoring: ${distribution.distribution_name}`.slice(0, SMART_FORM_NAME_MAX);
  const [row] = await tx.query<SmartFormRow>(
    `INSERT INTO smart_forms (smart_form_id, account_id, form_name, description, status, target_list_id, draft,
                              published_version, public_token, created_by, updated_by)
     VALUES ($1, $2, $3, $4, 'PUBLISHED', $5, $6::jsonb, 1, $7, $8, $8)
     RETURNING ${SMART_FORM_COLUMNS}`,
    [
      smartFormId,
      actor.accountId,
      name,
      `Post-distribution monitoring of ${distribution.distribution_id}`,
      distribution.beneficiary_list_id,
      JSON.stringify(definition),
      publicToken,
      actor.userId,
    ],
  );
  if (!row) throw new Error('INSERT … RETURNING returned no row');
  await tx.query(
    `INSERT INTO smart_form_versions (smart_form_id, version, account_id, definition, published_by)
     VALUES ($1, 1, $2, $3::jsonb, $4)`,
    [smartFormId, actor.accountId, JSON.stringify(definition), actor.userId],
  );
  const json = toSmartFormJson(row);
  const changes = diffFields(null, json, ['formName', 'targetListId', 'status', 'publishedVersion']);
  changes.draft = { from: null, to: draftSummary(definition) };
  await logChange(tx, actor, 'CREATE', smartFormId, changes);
  return { smartFormId, publicToken };
}
