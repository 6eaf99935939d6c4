// What the smart-forms domain shares between the tiers: `@aid/common/smart-forms`.

export * from './answers.js';
export * from './definition.js';
export * from './expressions.js';
export * from './fields.js';
export * from './json.js';
export { SMART_FORM_UPLOAD_MAX_BYTES } from './limits.js';
export { checkLocation } from './location.js';
export * from './messages.js';
export * from './monitoring.js';
export * from './monitoring-messages.js';
export * from './rules.js';
export * from './submissions.js';
export * from './xlsform.js';
export * from './xlsform-messages.js';
