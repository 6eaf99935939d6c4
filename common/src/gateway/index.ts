// The gateway's own refusals: `@aid/common/gateway`.
export * from './messages.js';
