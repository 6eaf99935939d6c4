// What the activity domain shares between the tiers: `@aid/common/activity`.
export * from './fields.js';
export * from './json.js';
export * from './messages.js';
