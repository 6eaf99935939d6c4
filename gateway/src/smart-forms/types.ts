// Smart forms as the REST API answers them (common's smartFormJsonSchema, definitions as definitionSchema). The schema
// names a few things otherwise, which resolvers.ts derives: an element's `target` is read as `beneficiaryField` or
// `property`, the form's `publicToken` as `publicPath`.
import type {
  SmartFormDefinition,
  SmartFormElement,
  SmartFormJson,
  SmartFormPage,
  SmartFormVersionJson,
  SubmissionJson,
} from '@aid/common/smart-forms';
import type { Connection } from '../rest/connection.js';

export type SmartFormRecord = SmartFormJson;
export type SmartFormConnectionRecord = Connection<SmartFormRecord>;
export type SmartFormVersionRecord = SmartFormVersionJson;
export type SmartFormDefinitionRecord = SmartFormDefinition;
export type SmartFormPageRecord = SmartFormPage;
export type SmartFormElementRecord = SmartFormElement;
// Submissions (submissions-resolvers.ts): `answers` is read as a list of name and text.
export type SmartFormSubmissionRecord = SubmissionJson;
export type SmartFormSubmissionConnectionRecord = Connection<SmartFormSubmissionRecord>;
