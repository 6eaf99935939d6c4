// Message templates over HTTP on every available database: CRUD, the placeholder rule naming the bad tokens, one
// template per channel, language and type, the default language, permissions and organisations kept apart.
import type { MessageTemplateJson, NotificationSettingsJson } from '@aid/common/notifications';
import type { PageJson } from '@aid/common/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { refused } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS } from '../testing/jobs.js';
import { notificationCalls } from '../testing/notifications.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('message templates on %s', (backendName, backend) => {
  let api: TestApi;
  let admin: Caller;
  let outsider: Caller;
  let viewer: Caller;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@templates.test`,
  );
  const { as, ok, template } = notificationCalls(() => api);

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    const org = await organisation(api, 'Templating org');
    const other = await organisation(api, 'Other org');
    admin = await caller('admin', org.accountId);
    outsider = await caller('outsider', other.accountId);
    viewer = await caller('viewer', org.accountId, 'Viewer', {
      section: [{ name: 'PROFILE_AND_ORGANIZATION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('creates, shows, lists, edits and deletes a template', async () => {
    const created = await template(admin, { language: 'fr', body: 'Bonjour {first-name}, {currency-amount}' });
    expect(created).toMatchObject({
      templateId: expect.stringMatching(/^tpl--/),
      language: 'fr',
      channel: 'SMS',
      distributionType: null,
      subject: null,
      isDefaultLanguage: false,
      createdBy: admin.userId,
    });
    expect(await ok(admin, 'GET', `/message-templates/${created.templateId}`)).toEqual(created);
    const page = await ok<PageJson<MessageTemplateJson>>(admin, 'GET', '/message-templates');
    expect(page.items.map((t) => t.templateId)).toContain(created.templateId);
    const edited = await ok<MessageTemplateJson>(admin, 'PATCH', `/message-templates/${created.templateId}`, {
      body: 'Salut {first-name}',
    });
    expect(edited.body).toBe('Salut {first-name}');
    await ok(admin, 'DELETE', `/message-templates/${created.templateId}`, undefined, 204);
    refused(await as(admin, 'GET', `/message-templates/${created.templateId}`), 404);
  });

  it('refuses a template with {first_name} or {amount}, naming both tokens', async () => {
    const res = await as(admin, 'POST', '/message-templates', { language: 'en', body: 'Hi {first_name}: {amount}' });
    refused(res, 422);
    const body = res.body as { message: string; fieldErrors: { field: string; message: string }[] };
    expect(body.fieldErrors.map((e) => e.field)).toEqual(['body']);
    expect(body.message).toContain('Unknown placeholder {first_name}: use {first-name}');
    expect(body.message).toContain('Unknown placeholder {amount}: use {currency-amount}');
    const good = await template(admin, { language: 'de', body: 'Hallo {first-name}' });
    const patch = await as(admin, 'PATCH', `/message-templates/${good.templateId}`, { body: 'Hallo {amount}' });
    refused(patch, 422);
    expect((patch.body as { message: string }).message).toContain('{amount}');
  });

  it('needs a subject for e-mail, a known language, and one template per channel, language and type', async () => {
    const res = await as(admin, 'POST', '/message-templates', { language: 'zz', channel: 'EMAIL', body: 'Hi' });
    refused(res, 422);
    const fields = (res.body as { fieldErrors: { field: string }[] }).fieldErrors.map((e) => e.field);
    expect(fields).toEqual(['language', 'subject']);
    await template(admin, { language: 'pt', channel: 'WHATSAPP', body: 'Olá {first-name}' });
    refused(
      await as(admin, 'POST', '/message-templates', { language: 'pt', channel: 'WHATSAPP', body: 'x' }),
      409,
      'TEMPLATE_EXISTS',
    );
    await template(admin, {
      language: 'pt',
      channel: 'WHATSAPP',
      distributionType: 'VOUCHER',
      body: '{short-url-link}',
    });
  });

  it('keeps a default language per organisation, en until set', async () => {
    const before = await ok<NotificationSettingsJson>(admin, 'GET', '/organization/notification-settings');
    expect(before).toMatchObject({ defaultLanguage: 'en', updatedAt: null });
    const en = await template(admin, { language: 'en', channel: 'EMAIL', subject: 'Hello', body: 'Hi {first-name}' });
    expect(en.isDefaultLanguage).toBe(true);
    const after = await ok<NotificationSettingsJson>(admin, 'PUT', '/organization/notification-settings', {
      defaultLanguage: 'fr',
    });
    expect(after).toMatchObject({ defaultLanguage: 'fr', updatedBy: admin.userId });
    expect((await ok<MessageTemplateJson>(admin, 'GET', `/message-templates/${en.templateId}`)).isDefaultLanguage).toBe(
      false,
    );
    refused(await as(admin, 'PUT', '/organization/notification-settings', { defaultLanguage: 'french' }), 422);
    await ok(admin, 'PUT', '/organization/notification-settings', { defaultLanguage: 'en' });
  });

  it('lets the organisation settings section read and change templates, and other organisations see nothing', async () => {
    const mine = await template(admin, { language: 'es', body: 'Hola {first-name}' });
    expect((await ok<MessageTemplateJson>(viewer, 'GET', `/message-templates/${mine.templateId}`)).language).toBe('es');
    refused(await as(viewer, 'POST', '/message-templates', { language: 'it', body: 'Ciao' }), 403);
    refused(await as(viewer, 'DELETE', `/message-templates/${mine.templateId}`), 403);
    refused(await as(outsider, 'GET', `/message-templates/${mine.templateId}`), 404);
    refused(await as(outsider, 'PATCH', `/message-templates/${mine.templateId}`, { body: 'x' }), 404);
    refused(await as(outsider, 'DELETE', `/message-templates/${mine.templateId}`), 404);
    const theirs = await ok<PageJson<MessageTemplateJson>>(outsider, 'GET', '/message-templates');
    expect(theirs.items).toEqual([]);
  });
});
