// The API's generic refusals of a request: `@aid/common/http`.
export * from './messages.js';
