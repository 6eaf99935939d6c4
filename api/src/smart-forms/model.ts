// The smart form row, its JSON (GraphQL `SmartForm`) and where the list engine finds forms. A form's published
// versions come with its row, aggregated by a subquery, so a page of forms is still one query.
import { newId } from '@aid/common/ids';
import {
  SMART_FORM_LIST,
  type SmartFormDefinition,
  type SmartFormJson,
  type SmartFormStatus,
} from '@aid/common/smart-forms';
import type { ListSource } from '../db/list.js';
import { toIso } from '../db/rows.js';

export type { SmartFormJson } from '@aid/common/smart-forms';

/** A published version as the subquery builds it (jsonb: timestamps come as text). */
type VersionRow = { version: number; publishedAt: string; publishedBy: string | null; definition: SmartFormDefinition };

export type SmartFormRow = {
  smart_form_id: string;
  account_id: string;
  form_name: string;
  description: string | null;
  status: SmartFormStatus;
  target_list_id: string;
  auto_accept: boolean;
  access_code_hash: string | null;
  public_token: string | null;
  draft: SmartFormDefinition | string;
  published_version: number | null;
  versions: VersionRow[] | string;
  created_at: string | Date;
  updated_at: string | Date;
  created_by: string | null;
  updated_by: string | null;
};

// jsonb comes back parsed from both drivers; text only if a query casts it.
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

export function toSmartFormJson(row: SmartFormRow): SmartFormJson {
  return {
    smartFormId: row.smart_form_id,
    accountId: row.account_id,
    formName: row.form_name,
    description: row.description,
    status: row.status,
    targetListId: row.target_list_id,
    autoAccept: row.auto_accept,
    accessCodeRequired: row.access_code_hash !== null,
    draft: parsed(row.draft),
    publishedVersion: row.published_version,
    versions: parsed(row.versions).map((v) => ({
      version: Number(v.version),
      publishedAt: toIso(v.publishedAt),
      publishedBy: v.publishedBy,
      definition: v.definition,
    })),
    publicToken: row.public_token,
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

const VERSIONS_SQL = `(SELECT coalesce(jsonb_agg(jsonb_build_object('version', v.version, 'publishedAt', v.published_at,
    'publishedBy', v.published_by, 'definition', v.definition) ORDER BY v.version DESC), '[]'::jsonb)
    FROM smart_form_versions v
   WHERE v.account_id = smart_forms.account_id AND v.smart_form_id = smart_forms.smart_form_id) AS versions`;

/** Every column a SmartFormRow needs, the versions included (to follow `FROM smart_forms`, unaliased). */
export const SMART_FORM_COLUMNS =
  'smart_form_id, account_id, form_name, description, status, target_list_id, auto_accept, access_code_hash, ' +
  `public_token, draft, published_version, created_at, updated_at, created_by, updated_by, ${VERSIONS_SQL}`;

export const SMART_FORMS: ListSource = {
  name: 'smart forms',
  table: 'smart_forms',
  idColumn: 'smart_form_id',
  columns: SMART_FORM_COLUMNS,
  declaration: SMART_FORM_LIST,
};

/** What a new form asks when it is given no definition: one empty page, in English. */
export function defaultDefinition(): SmartFormDefinition {
  return {
    languages: ['en'],
    defaultLanguage: 'en',
    pages: [{ pageId: newId('smartFormPage'), name: 'page_1', title: [], relevant: null, elements: [] }],
  };
}
