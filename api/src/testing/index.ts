// @aid/api/testing: the API's test support for the other packages (the gateway's stack tests, the benchmarks):
// data fixtures, scratch databases, fast job timings, the identity emulator's sign-in steps, the mail outbox reader,
// a real SMTP server that keeps what it receives, a local S3-protocol server (s3rver), the generated population
// with known duplicates and the reports' hand-checked world. Product code never imports it (the import-graph check).

export { ensureMasterList } from '../beneficiaries/master.js';
export { latestMessageFor, type SentMessage } from '../users/mailer.js';
export { type GeneratedPerson, generateDedupSet, insertGenerated, precisionRecall } from './dedup-population.js';
export {
  createFixtures,
  type FixtureMember,
  type FixtureProgram,
  type Fixtures,
  type FixtureUser,
} from './fixtures.js';
export { reachableTestServer, scratchDatabase } from './harness.js';
export { FAST_JOBS } from './jobs.js';
export { pdfPageCount, pdfTextRuns } from './pdf.js';
export { FAMILIES, type ReportWorld, seedReportWorld } from './reports.js';
export { startTestS3Server, type TestS3Server } from './s3-server.js';
export { type CapturedMail, type SmtpReply, startTestSmtp, type TestSmtp, type TestSmtpOptions } from './smtp.js';
export { firstSignIn, setAuthenticatorApp, totp } from './users.js';
