// What the reconciliation domain shares between the tiers: `@aid/common/reconciliation`.
export * from './json.js';
export * from './messages.js';
export * from './refusals.js';
export * from './status.js';
