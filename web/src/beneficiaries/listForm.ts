// The "New list" form's values, and their check with the API's own schema (common/beneficiaries/schema.ts): what
// the user typed becomes the mutation's input, or field errors (paths such as `propertyList.0.key`, as Mantine's
// form names its list fields) with the codes the API would have answered.
import { createBeneficiaryListSchema } from '@aid/common/beneficiaries';
import type { FieldError } from '@aid/common/errors';
import { validate } from '@aid/common/validation';
import type {
  BeneficiaryListStatus,
  BeneficiaryPropertyType,
  CreateBeneficiaryListInput,
} from '../generated/graphql.js';

export type PropertyRow = { key: string; label: string; type: BeneficiaryPropertyType };

export type ListFormValues = {
  listName: string;
  listComments: string;
  status: BeneficiaryListStatus;
  propertyList: PropertyRow[];
};

export const EMPTY_LIST: ListFormValues = { listName: '', listComments: '', status: 'LOCKED', propertyList: [] };

export const EMPTY_PROPERTY: PropertyRow = { key: '', label: '', type: 'TEXT' };

export type CheckedList = { input: CreateBeneficiaryListInput; errors: null } | { input: null; errors: FieldError[] };

export function checkList(values: ListFormValues): CheckedList {
  const candidate = {
    listName: values.listName,
    listComments: values.listComments,
    status: values.status,
    propertyList: values.propertyList.map((p) => ({ key: p.key.trim(), label: p.label, type: p.type })),
  };
  const result = validate(createBeneficiaryListSchema, candidate);
  if (!result.ok) return { input: null, errors: result.fieldErrors };
  const value = result.value;
  return {
    errors: null,
    input: {
      listName: value.listName,
      listComments: value.listComments ?? null,
      status: value.status,
      propertyList: value.propertyList ?? [],
    },
  };
}

/** Whether a refused field is one the form shows: a top-level field or a cell of the property rows. */
export function isListFormField(name: string): boolean {
  return (
    ['listName', 'listComments', 'status', 'propertyList'].includes(name) ||
    /^propertyList\.\d+\.(key|label|type)$/.test(name)
  );
}
