// What the notifications domain shares between the tiers: `@aid/common/notifications`.
export * from './enums.js';
export * from './json.js';
export * from './languages.js';
export * from './messages.js';
export * from './placeholders.js';
export * from './schema.js';
