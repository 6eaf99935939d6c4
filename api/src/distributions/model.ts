// The distribution row, its JSON and where the list engine finds distributions. Totals, the list's summary and the
// approvals are scalar subqueries of the row, so a page and a by-id read carry them in one query.
import {
  DISTRIBUTION_LIST,
  type DistributionJson,
  type DistributionStatus,
  type DistributionType,
  type InKindItem,
  type PdmQuestion,
} from '@aid/common/distributions';
import type { ListSource } from '../db/list.js';
import { toDateOrNull, toIso } from '../db/rows.js';

export type DistributionRow = {
  distribution_id: string;
  account_id: string;
  program_id: string;
  distribution_name: string;
  distribution_type: DistributionType;
  distribution_summary: string | null;
  distribution_status: DistributionStatus;
  request_photo: boolean;
  request_signature: boolean;
  beneficiary_list_id: string;
  distribution_pdms: PdmQuestion[];
  amount_per_beneficiary: number | string;
  amount_per_beneficiary_currency: string;
  /** numeric as text: exact. */
  exchange_rate: string | null;
  include_dependants: boolean;
  amount_per_dependant: number | string;
  items: InKindItem[];
  valid_until: string | Date | null;
  additional_info: string | null;
  number_of_families: number;
  number_of_family_members: number;
  approval_round: number;
  created_at: string | Date;
  updated_at: string | Date;
  created_by: string | null;
  updated_by: string | null;
  list_name: string | null;
  list_status: 'LOCKED' | 'OPEN' | null;
  entitlement_count: number | string;
  total_amount: number | string;
  approvals_needed: number | string;
  approvals_given: number | string;
  /** { full, partial }: families that collected everything, and some of it (collection progress). */
  collection_progress: { full: number | string; partial: number | string } | null;
};

const D = 'distributions';

/**
 * Collection progress, read from the ledgers and touching only the families that collected something: a voucher is
 * fully collected once redeemed to its value, an in-kind family once every item is handed over in full. Cash is
 * paid, not collected: its families stay NOT_COLLECTED here (reconciliation follows its payments).
 */
export const COLLECTION_PROGRESS_SQL = `CASE ${D}.distribution_type
  WHEN 'VOUCHER' THEN (
    SELECT jsonb_build_object('full', count(*) FILTER (WHERE u.used >= e.amount),
                              'partial', count(*) FILTER (WHERE u.used < e.amount))
      FROM (SELECT r.voucher_id, sum(r.amount) AS used FROM voucher_redemptions r
             WHERE r.distribution_id = ${D}.distribution_id GROUP BY r.voucher_id) u
      JOIN entitlements e ON e.entitlement_id = u.voucher_id)
  WHEN 'IN_KIND' THEN (
    SELECT jsonb_build_object('full', count(*) FILTER (WHERE f.complete), 'partial', count(*) FILTER (WHERE NOT f.complete))
      FROM (SELECT c.entitlement_id,
                   bool_and(coalesce((SELECT sum((x ->> 'quantity')::numeric)
                                        FROM in_kind_collections k CROSS JOIN jsonb_array_elements(k.items) x
                                       WHERE k.entitlement_id = c.entitlement_id AND x ->> 'name' = i ->> 'name'), 0)
                            >= (i ->> 'quantity')::numeric) AS complete
              FROM (SELECT DISTINCT entitlement_id FROM in_kind_collections
                     WHERE distribution_id = ${D}.distribution_id) c
              JOIN entitlements e ON e.entitlement_id = c.entitlement_id
              CROSS JOIN jsonb_array_elements(e.items) i
             GROUP BY c.entitlement_id) f)
  END`;

export function collectionOf(families: number, progress: DistributionRow['collection_progress']) {
  const full = Number(progress?.full ?? 0);
  const partial = Number(progress?.partial ?? 0);
  return { NOT_COLLECTED: Math.max(families - full - partial, 0), PARTIALLY_COLLECTED: partial, FULLY_COLLECTED: full };
}

/** What the entitlements would add up to, before they exist (IN_KIND distributions carry no money). */
export const PLANNED_TOTAL_SQL = `CASE WHEN ${D}.distribution_type = 'IN_KIND' THEN 0::bigint ELSE
  ${D}.number_of_families::bigint * ${D}.amount_per_beneficiary
  + CASE WHEN ${D}.include_dependants THEN ${D}.number_of_family_members::bigint * ${D}.amount_per_dependant
         ELSE 0::bigint END END`;

const ENTITLEMENT_COUNT_SQL = `(SELECT count(*) FROM entitlements e WHERE e.distribution_id = ${D}.distribution_id)`;

/** The entitlements' sum once generated, else the planned total. */
export const TOTAL_SQL = `CASE WHEN ${ENTITLEMENT_COUNT_SQL} > 0
  THEN (SELECT coalesce(sum(e.amount), 0) FROM entitlements e WHERE e.distribution_id = ${D}.distribution_id)
  ELSE ${PLANNED_TOTAL_SQL} END`;

/** The strictest of the organisation's rules that applies to this total and currency; one approver without one. */
export const APPROVALS_NEEDED_SQL = `(SELECT coalesce(max((r ->> 'approvers')::int), 1)
   FROM approval_settings s CROSS JOIN LATERAL jsonb_array_elements(s.rules) r
  WHERE s.account_id = ${D}.account_id AND r ->> 'currency' = ${D}.amount_per_beneficiary_currency
    AND (${TOTAL_SQL}) > (r ->> 'minTotal')::bigint)`;

export const DISTRIBUTION_COLUMNS = `${D}.distribution_id, ${D}.account_id, ${D}.program_id, ${D}.distribution_name,
  ${D}.distribution_type, ${D}.distribution_summary, ${D}.distribution_status, ${D}.request_photo,
  ${D}.request_signature, ${D}.beneficiary_list_id, ${D}.distribution_pdms, ${D}.amount_per_beneficiary,
  ${D}.amount_per_beneficiary_currency, ${D}.exchange_rate::text AS exchange_rate, ${D}.include_dependants,
  ${D}.amount_per_dependant, ${D}.items, ${D}.valid_until, ${D}.additional_info, ${D}.number_of_families, ${D}.number_of_family_members, ${D}.approval_round,
  ${D}.created_at, ${D}.updated_at, ${D}.created_by, ${D}.updated_by,
  (SELECT l.list_name FROM beneficiary_lists l WHERE l.beneficiary_list_id = ${D}.beneficiary_list_id) AS list_name,
  (SELECT l.status FROM beneficiary_lists l WHERE l.beneficiary_list_id = ${D}.beneficiary_list_id) AS list_status,
  ${ENTITLEMENT_COUNT_SQL} AS entitlement_count,
  (${TOTAL_SQL}) AS total_amount,
  ${APPROVALS_NEEDED_SQL} AS approvals_needed,
  (SELECT count(*) FROM distribution_approvals a WHERE a.distribution_id = ${D}.distribution_id
      AND a.round = ${D}.approval_round AND a.decision = 'APPROVED') AS approvals_given,
  ${COLLECTION_PROGRESS_SQL} AS collection_progress`;

export const DISTRIBUTIONS: ListSource = {
  name: 'distributions',
  table: D,
  idColumn: 'distribution_id',
  columns: DISTRIBUTION_COLUMNS,
  declaration: DISTRIBUTION_LIST,
};

export function toDistributionJson(row: DistributionRow): DistributionJson {
  const families = Number(row.number_of_families);
  return {
    distributionId: row.distribution_id,
    accountId: row.account_id,
    programId: row.program_id,
    distributionName: row.distribution_name,
    distributionType: row.distribution_type,
    distributionSummary: row.distribution_summary,
    distributionStatus: row.distribution_status,
    requestPhoto: row.request_photo,
    requestSignature: row.request_signature,
    beneficiaryList: {
      beneficiaryListId: row.beneficiary_list_id,
      listName: row.list_name,
      status: row.list_status,
      numberOfFamilies: families,
      numberOfFamilyMembers: Number(row.number_of_family_members),
    },
    distributionPdms: row.distribution_pdms,
    amountPerBeneficiary: Number(row.amount_per_beneficiary),
    amountPerBeneficiaryCurrency: row.amount_per_beneficiary_currency.trim(),
    exchangeRate: row.exchange_rate,
    includeDependants: row.include_dependants,
    amountPerDependant: Number(row.amount_per_dependant),
    items: row.items,
    validUntil: toDateOrNull(row.valid_until),
    additionalInfo: row.additional_info,
    totals: {
      families,
      people: families + Number(row.number_of_family_members),
      amount: Number(row.total_amount),
      entitlements: Number(row.entitlement_count),
    },
    collection: collectionOf(families, row.collection_progress),
    approvalsNeeded: Number(row.approvals_needed),
    approvalsGiven: Number(row.approvals_given),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}
