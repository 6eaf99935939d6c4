// HTTP-level, against the real API and real tokens: message templates (refused naming the bad token), a French
// family's preview, sending refused before approval, sending and resending through the job, the outbox, and
// another organisation seeing none of it.
import { FAST_JOBS } from '@aid/api/testing';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ask, asMember, dataOf, jobEnd } from '../testing/distributions.js';
import { approvedDistribution, familiesList } from '../testing/notifications.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let accountA: string;
let accountB: string;
let adminA: StackUser;
let approverA: StackUser;
let adminB: StackUser;
let asAdmin: Ask;
let asApprover: Ask;
let asB: Ask;
let programId: string;
let listId: string;
/** The French family of the list (nationality FR); the other is German, written to in the default language, en. */
let frenchFamily: string;

beforeAll(async () => {
  stack = await startTestStack({ jobs: FAST_JOBS });
  ({ accountId: accountA } = await stack.fixtures.account('Org A'));
  ({ accountId: accountB } = await stack.fixtures.account('Org B'));
  adminA = await stack.member('admin@notifications-a.example.org', accountA);
  approverA = await stack.member('approver@notifications-a.example.org', accountA);
  adminB = await stack.member('admin@notifications-b.example.org', accountB);
  asAdmin = asMember(
    () => stack,
    () => adminA,
    () => accountA,
  );
  asApprover = asMember(
    () => stack,
    () => approverA,
    () => accountA,
  );
  asB = asMember(
    () => stack,
    () => adminB,
    () => accountB,
  );
  ({ programId } = await stack.fixtures.program(accountA, { currency: 'EUR', budget: 1_000_000 }));
  const list = await familiesList(asAdmin, [
    { firstName: 'Amélie', nationality: 'FR', phoneNumber: '+33612345678' },
    { firstName: 'Moussa', nationality: 'DE', phoneNumber: '+4915112345678' },
  ]);
  listId = list.listId;
  frenchFamily = list.ids.Amélie ?? '';
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

const CREATE_TEMPLATE = `mutation($input: CreateMessageTemplateInput!) { createMessageTemplate(input: $input) {
  messageTemplate { templateId language channel body isDefaultLanguage createdBy { userId } }
  code message reason fieldErrors { field code message } } }`;

type TemplateResult = {
  createMessageTemplate: {
    messageTemplate: { templateId: string; language: string; body: string; createdBy: { userId: string } } | null;
    code: string | null;
    message: string | null;
    reason: string | null;
    fieldErrors: { field: string; code: string; message: string }[];
  };
};

const SEND = `mutation($d: ID!) { sendNotifications(distributionId: $d) { job { jobId kind } code message reason } }`;
type SendResult = {
  sendNotifications: { job: { jobId: string; kind: string } | null; code: string | null; reason: string | null };
};

describe('message templates through GraphQL', () => {
  it('are created, and refused with a field error naming the unknown token', async () => {
    const response = await asAdmin<TemplateResult>(CREATE_TEMPLATE, {
      input: { language: 'en', body: 'Hello {first_name}, collect {amount}' },
    });
    // Checked here with the API's own rule: no REST call is made for it.
    expect(response.body.extensions?.restCalls?.calls.filter((c) => c !== 'GET /me')).toEqual([]);
    const refused = dataOf(response).createMessageTemplate;
    expect(refused).toMatchObject({ messageTemplate: null, code: 'VALIDATION_FAILED', reason: null });
    expect(refused.fieldErrors).toHaveLength(1);
    expect(refused.fieldErrors[0]).toMatchObject({ field: 'body', code: 'INVALID_VALUE' });
    expect(refused.fieldErrors[0]?.message).toContain('Unknown placeholder {first_name}: use {first-name}');
    expect(refused.fieldErrors[0]?.message).toContain('Unknown placeholder {amount}');

    const english = dataOf(
      await asAdmin<TemplateResult>(CREATE_TEMPLATE, {
        input: { language: 'en', body: 'Hello {first-name}, collect {currency-amount}' },
      }),
    ).createMessageTemplate;
    expect(english).toMatchObject({
      messageTemplate: { language: 'en', body: 'Hello {first-name}, collect {currency-amount}' },
      code: null,
      fieldErrors: [],
    });
    expect(english.messageTemplate?.createdBy).toEqual({ userId: adminA.userId });

    const again = dataOf(
      await asAdmin<TemplateResult>(CREATE_TEMPLATE, { input: { language: 'en', body: 'Hi {first-name}' } }),
    ).createMessageTemplate;
    expect(again).toMatchObject({ messageTemplate: null, code: 'CONFLICT', reason: 'TEMPLATE_EXISTS' });
  });

  it('are changed, refused naming the token, listed and deleted', async () => {
    const made = dataOf(
      await asAdmin<TemplateResult>(CREATE_TEMPLATE, {
        input: { language: 'es', channel: 'WHATSAPP', body: 'Hola {first-name}' },
      }),
    ).createMessageTemplate.messageTemplate;
    const id = made?.templateId ?? '';
    const UPDATE = `mutation($id: ID!, $input: UpdateMessageTemplateInput!) { updateMessageTemplate(id: $id, input: $input) {
      messageTemplate { body } code fieldErrors { field message } } }`;
    type Update = {
      updateMessageTemplate: {
        messageTemplate: { body: string } | null;
        code: string | null;
        fieldErrors: { field: string; message: string }[];
      };
    };
    const bad = dataOf(await asAdmin<Update>(UPDATE, { id, input: { body: 'Hola {nombre}' } })).updateMessageTemplate;
    expect(bad.code).toBe('VALIDATION_FAILED');
    expect(bad.fieldErrors[0]?.message).toContain('Unknown placeholder {nombre}');
    const good = dataOf(await asAdmin<Update>(UPDATE, { id, input: { body: '¡Hola {first-name}!' } }));
    expect(good.updateMessageTemplate).toMatchObject({ messageTemplate: { body: '¡Hola {first-name}!' }, code: null });

    const listed = dataOf(
      await asAdmin<{ messageTemplates: { totalCount: number; edges: { node: { templateId: string } }[] } }>(
        `{ messageTemplates(filter: { conditions: [{ field: CHANNEL, operator: EQUAL, value: "WHATSAPP" }] }) {
          totalCount edges { node { templateId } } } }`,
      ),
    ).messageTemplates;
    expect(listed).toEqual({ totalCount: 1, edges: [{ node: { templateId: id } }] });

    const deleted = dataOf(
      await asAdmin<{ deleteMessageTemplate: { deletedTemplateId: string | null; code: string | null } }>(
        'mutation($id: ID!) { deleteMessageTemplate(id: $id) { deletedTemplateId code } }',
        { id },
      ),
    );
    expect(deleted.deleteMessageTemplate).toEqual({ deletedTemplateId: id, code: null });
    const gone = dataOf(
      await asAdmin<{ messageTemplate: unknown }>('query($id: ID!) { messageTemplate(id: $id) { templateId } }', {
        id,
      }),
    );
    expect(gone.messageTemplate).toBeNull();
  });

  it('keep the default language in the settings', async () => {
    const SETTINGS = `mutation($l: String!) { updateNotificationSettings(input: { defaultLanguage: $l }) {
      notificationSettings { defaultLanguage updatedBy { userId } } code fieldErrors { field code } } }`;
    type Settings = {
      updateNotificationSettings: {
        notificationSettings: { defaultLanguage: string; updatedBy: { userId: string } } | null;
        code: string | null;
        fieldErrors: { field: string; code: string }[];
      };
    };
    const bad = dataOf(await asAdmin<Settings>(SETTINGS, { l: 'xx' })).updateNotificationSettings;
    expect(bad).toMatchObject({ notificationSettings: null, code: 'VALIDATION_FAILED' });
    expect(bad.fieldErrors.map((e) => e.field)).toEqual(['defaultLanguage']);
    const good = dataOf(await asAdmin<Settings>(SETTINGS, { l: 'en' })).updateNotificationSettings;
    expect(good.notificationSettings).toEqual({ defaultLanguage: 'en', updatedBy: { userId: adminA.userId } });
  });
});

describe("a distribution's messages through GraphQL", () => {
  it("preview a French family's message in French", async () => {
    dataOf(
      await asAdmin<TemplateResult>(CREATE_TEMPLATE, {
        input: { language: 'fr', body: 'Bonjour {first-name}, retirez {currency-amount}' },
      }),
    );
    const id = await approvedDistribution(asAdmin, asApprover, { programId, beneficiaryListId: listId }, false);
    const preview = dataOf(
      await asAdmin<{
        notificationPreview: { preview: Record<string, unknown> | null; code: string | null; reason: string | null };
      }>(
        `query($d: ID!, $b: ID) { notificationPreview(distributionId: $d, input: { beneficiaryId: $b }) {
          preview { beneficiaryId language recipient body } code message reason } }`,
        { d: id, b: frenchFamily },
      ),
    ).notificationPreview;
    expect(preview.code).toBeNull();
    expect(preview.preview).toMatchObject({ beneficiaryId: frenchFamily, language: 'fr', recipient: '+33612345678' });
    expect(preview.preview?.body).toMatch(/^Bonjour Amélie, retirez /);
  });

  it('refuses to send before approval (reason NOT_APPROVED)', async () => {
    const id = await approvedDistribution(asAdmin, asApprover, { programId, beneficiaryListId: listId }, false);
    const refused = dataOf(await asAdmin<SendResult>(SEND, { d: id })).sendNotifications;
    expect(refused).toMatchObject({ job: null, code: 'VALIDATION_FAILED', reason: 'NOT_APPROVED' });
  });

  it('words a refusal by key, so a French member reads it in French', async () => {
    const id = await approvedDistribution(asAdmin, asApprover, { programId, beneficiaryListId: listId }, false);
    type Words = { key: string; params: { name: string; value: string }[] };
    const refused = dataOf(
      await asAdmin<{ sendNotifications: { words: Words } }>(
        'mutation($d: ID!) { sendNotifications(distributionId: $d) { words { key params { name value } } } }',
        { d: id },
      ),
    ).sendNotifications;
    expect(refused.words).toEqual({ key: 'notifications.notApproved', params: [{ name: 'status', value: 'READY' }] });
    expect(refusalIn('fr', refused.words.key, refused.words.params)).toBe(
      "Les familles ne sont notifiées qu'une fois la distribution au statut APPROVED ; elle est au statut READY",
    );
  });

  it('sends through a job, lists the messages and the outbox, and resends the failed ones', async () => {
    const id = await approvedDistribution(asAdmin, asApprover, { programId, beneficiaryListId: listId });
    const sent = dataOf(await asAdmin<SendResult>(SEND, { d: id })).sendNotifications;
    expect(sent).toMatchObject({ job: { kind: 'DISTRIBUTION_NOTIFICATIONS' }, code: null, reason: null });
    expect(await jobEnd(asAdmin, sent.job?.jobId ?? '')).toBe('COMPLETED');

    const OUTBOX = `query($d: ID) { notificationOutbox(distributionId: $d) { totalCount edges { node { distributionId recipient body } } } }`;
    type Outbox = {
      notificationOutbox: {
        totalCount: number;
        edges: { node: { distributionId: string; recipient: string; body: string } }[];
      };
    };
    const outbox = dataOf(await asAdmin<Outbox>(OUTBOX, { d: id })).notificationOutbox;
    expect(outbox.totalCount).toBe(2);
    expect(outbox.edges.map((e) => e.node.recipient).sort()).toEqual(['+33612345678', '+4915112345678']);
    expect(outbox.edges.find((e) => e.node.recipient === '+33612345678')?.node.body).toMatch(/^Bonjour Amélie/);
    expect(outbox.edges.find((e) => e.node.recipient === '+4915112345678')?.node.body).toMatch(/^Hello Moussa/);

    const MESSAGES = `query($id: ID!, $s: NotificationStatus) { distribution(id: $id) { notifications(status: $s) {
      totalCount counts { status count } edges { node { beneficiaryId status language channel } } } } }`;
    type Messages = {
      distribution: {
        notifications: {
          totalCount: number;
          counts: { status: string; count: number }[];
          edges: { node: { beneficiaryId: string; status: string; language: string } }[];
        };
      };
    };
    const messages = dataOf(await asAdmin<Messages>(MESSAGES, { id })).distribution.notifications;
    expect(messages.totalCount).toBe(2);
    expect(messages.counts).toEqual([
      { status: 'NOTIFICATION_SENT', count: 0 },
      { status: 'SENT', count: 2 },
      { status: 'ERROR', count: 0 },
    ]);
    expect(messages.edges.find((e) => e.node.beneficiaryId === frenchFamily)?.node.language).toBe('fr');

    const nothing = dataOf(
      await asAdmin<{ resendNotifications: { job: unknown; reason: string | null } }>(
        'mutation($d: ID!) { resendNotifications(distributionId: $d) { job { jobId } code reason } }',
        { d: id },
      ),
    ).resendNotifications;
    expect(nothing).toMatchObject({ job: null, reason: 'NOTHING_TO_RESEND' });

    // As if the provider had refused the French family's message for good (the outbox provider never refuses):
    // in ERROR, and not in the outbox.
    await stack.api.db.query(
      `UPDATE notifications SET status = 'ERROR', error = 'Refused by provider', sent_at = NULL
        WHERE distribution_id = $1 AND beneficiary_id = $2`,
      [id, frenchFamily],
    );
    await stack.api.db.query(
      `DELETE FROM notification_outbox WHERE notification_id IN
        (SELECT notification_id FROM notifications WHERE distribution_id = $1 AND beneficiary_id = $2)`,
      [id, frenchFamily],
    );
    expect(dataOf(await asAdmin<Outbox>(OUTBOX, { d: id })).notificationOutbox.totalCount).toBe(1);
    const failed = dataOf(await asAdmin<Messages>(MESSAGES, { id, s: 'ERROR' })).distribution.notifications;
    expect(failed.edges.map((e) => e.node.beneficiaryId)).toEqual([frenchFamily]);
    const resent = dataOf(
      await asAdmin<{ resendNotifications: { job: { jobId: string; kind: string } | null; code: string | null } }>(
        'mutation($d: ID!) { resendNotifications(distributionId: $d) { job { jobId kind } code reason } }',
        { d: id },
      ),
    ).resendNotifications;
    expect(resent).toMatchObject({ job: { kind: 'DISTRIBUTION_NOTIFICATIONS' }, code: null });
    expect(await jobEnd(asAdmin, resent.job?.jobId ?? '')).toBe('COMPLETED');
    const after = dataOf(await asAdmin<Messages>(MESSAGES, { id })).distribution.notifications;
    expect(after.counts.find((c) => c.status === 'SENT')?.count).toBe(2);
    const redelivered = dataOf(await asAdmin<Outbox>(OUTBOX, { d: id })).notificationOutbox;
    expect(redelivered.edges.map((e) => e.node.recipient).sort()).toEqual(['+33612345678', '+4915112345678']);

    // Organisation B sees nothing of it: no distribution, no messages, no outbox, no templates; sending is refused.
    const bSend = dataOf(await asB<SendResult>(SEND, { d: id })).sendNotifications;
    expect(bSend).toMatchObject({ job: null, code: 'NOT_FOUND' });
    const bPreview = dataOf(
      await asB<{ notificationPreview: { preview: unknown; code: string | null } }>(
        'query($d: ID!) { notificationPreview(distributionId: $d) { preview { body } code } }',
        { d: id },
      ),
    ).notificationPreview;
    expect(bPreview).toEqual({ preview: null, code: 'NOT_FOUND' });
    expect(dataOf(await asB<Outbox>(OUTBOX, { d: id })).notificationOutbox).toEqual({ totalCount: 0, edges: [] });
    expect(dataOf(await asB<Outbox>(OUTBOX, {})).notificationOutbox).toEqual({ totalCount: 0, edges: [] });
    const bTemplates = dataOf(
      await asB<{ messageTemplates: { totalCount: number } }>('{ messageTemplates { totalCount } }'),
    );
    expect(bTemplates.messageTemplates.totalCount).toBe(0);
  });
});
