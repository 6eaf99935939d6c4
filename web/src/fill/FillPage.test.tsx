import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FillPage } from './FillPage.js';
import { enqueue, refusedForms, waitingCount } from './queue.js';
import { fakeFetch, publicForm, TOKEN } from './testForm.js';
import { deviceVault, memoryKeyStore } from './vault.js';

type Answer = { status: number; body?: unknown } | 'offline';

function renderPage(
  onSubmit: (body: unknown) => Answer,
  browserLanguages = ['en-GB'],
  form = publicForm,
  invitation?: string,
) {
  const api = fakeFetch((_url, method, body) => (method === 'GET' ? { status: 200, body: form } : onSubmit(body)));
  render(
    <FillPage
      token={TOKEN}
      invitation={invitation}
      deps={{ fetcher: api.fetcher, keys: memoryKeyStore(), storage: localStorage, browserLanguages }}
    />,
  );
  return api;
}

async function fillFirstPage(user: ReturnType<typeof userEvent.setup>, members: string) {
  await user.type(await screen.findByLabelText(/Label first_name/), 'Amina');
  await user.type(screen.getByLabelText(/Label members/), members);
}

describe('public filling page', () => {
  it('checks a page before the next, shows errors at their fields, follows skip logic, and sends once', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => ({ status: 201, body: { submissionId: 'sfs--1', status: 'PENDING' } }));
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByLabelText(/Label first_name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('This answer is required.')).toHaveLength(2);

    await fillFirstPage(user, '13');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Thirteen is not allowed here')).toBeTruthy();

    // Yes to children shows the question about them (relevance applied as answers change).
    expect(screen.queryByLabelText(/Label children/)).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByLabelText(/Label children/)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: 'No' }));

    await user.clear(screen.getByLabelText(/Label members/));
    await user.type(screen.getByLabelText(/Label members/), '4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Four members: the "large household" page is skipped.
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(await screen.findByText('Take or choose a photo')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you: your answers were received.')).toBeTruthy();
    const posted = api.sent.filter((s) => s.method === 'POST');
    expect(posted).toHaveLength(1);
    expect(posted[0]?.body).toMatchObject({
      version: 3,
      answers: { first_name: 'Amina', members: 4, has_children: false },
    });
    expect((posted[0]?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a monitoring link’s invitation with the answers', async () => {
    const user = userEvent.setup();
    const api = renderPage(
      () => ({ status: 201, body: { submissionId: 'sfs--1', status: 'PENDING' } }),
      ['en-GB'],
      publicForm,
      'family-invitation',
    );
    await fillFirstPage(user, '4');
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you: your answers were received.')).toBeTruthy();
    expect(api.sent.find((s) => s.method === 'POST')?.body).toMatchObject({ invitation: 'family-invitation' });
  });

  it('fills in French when the browser asks it, and shows the server’s field errors at their fields', async () => {
    const user = userEvent.setup();
    renderPage(
      () => ({
        status: 422,
        body: {
          code: 'VALIDATION_FAILED',
          message: 'x',
          fieldErrors: [{ field: 'first_name', code: 'TOO_LONG', params: { max: 3 } }],
        },
      }),
      ['fr-FR'],
    );
    await user.type(await screen.findByLabelText(/Libellé first_name/), 'Amina');
    await user.type(screen.getByLabelText(/Libellé members/), '2');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Doit compter au plus 3 caractères.')).toBeTruthy();
    expect(screen.getByText('Page 1 sur 2')).toBeTruthy();
  });

  it('keeps the filled form sealed on the device when offline, and sends it with the same key once online', async () => {
    const user = userEvent.setup();
    let online = false;
    // Once online the queue syncs through the batch route: the server had it already (REPLAYED) counts as sent.
    const api = renderPage((sent) =>
      online
        ? {
            status: 200,
            body: {
              results: (sent as { submissions: { idempotencyKey: string }[] }).submissions.map((s) => ({
                idempotencyKey: s.idempotencyKey,
                outcome: 'REPLAYED',
              })),
            },
          }
        : 'offline',
    );
    await fillFirstPage(user, '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Saved on this device: it will be sent when you are online.')).toBeTruthy();
    expect(waitingCount(localStorage, TOKEN)).toBe(1);
    expect(screen.getByText(/1 filled form\(s\) saved on this device/)).toBeTruthy();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(waitingCount(localStorage, TOKEN)).toBe(0));
    const [single, batch] = api.sent.filter((s) => s.method === 'POST');
    expect(batch?.url).toBe(`/api/public/forms/${TOKEN}/submissions/batch`);
    const first = (single?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey;
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(batch?.body).toMatchObject({ submissions: [{ idempotencyKey: first }] });
    await waitFor(() => expect(screen.queryByText(/saved on this device, waiting/)).toBeNull());
  });

  it('asks the access code when the form requires one, and says when it is wrong', async () => {
    const user = userEvent.setup();
    const api = renderPage(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'no' } }), ['en'], {
      ...publicForm,
      accessCodeRequired: true,
    });
    await fillFirstPage(user, '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Access code'), 'ABC123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The access code is missing or wrong.')).toBeTruthy();
    expect(api.sent.find((s) => s.method === 'POST')?.body).toMatchObject({ accessCode: 'ABC123' });
  });

  it('opens from the copy kept on the device when the network is gone, and says the form is gone on a 404', async () => {
    renderPage(() => ({ status: 201 }));
    await screen.findByText('Page 1 of 2');
    screen.getByText('Household registration');
    // A second visit without network: the kept copy.
    const offline = fakeFetch(() => 'offline');
    render(
      <FillPage
        token={TOKEN}
        deps={{ fetcher: offline.fetcher, keys: memoryKeyStore(), storage: localStorage, browserLanguages: ['en'] }}
      />,
    );
    expect(await screen.findByText('You are offline: this is the copy of the form saved on this device.')).toBeTruthy();
    const gone = fakeFetch(() => ({ status: 404, body: { code: 'NOT_FOUND' } }));
    render(
      <FillPage
        token={TOKEN}
        deps={{ fetcher: gone.fetcher, keys: memoryKeyStore(), storage: localStorage, browserLanguages: ['en'] }}
      />,
    );
    expect(await screen.findByText(/This form is not available/)).toBeTruthy();
  });

  it('shows a waiting form the server refused, kept on the device until the person removes it', async () => {
    const keys = memoryKeyStore();
    const body = { idempotencyKey: 'key-0000000000000042', version: 3, answers: { members: 40 }, deviceTime: 'x' };
    await enqueue(await deviceVault(keys), { token: TOKEN, body }, localStorage);
    const api = fakeFetch((_url, method) =>
      method === 'GET'
        ? { status: 200, body: publicForm }
        : {
            status: 200,
            body: {
              results: [
                {
                  idempotencyKey: body.idempotencyKey,
                  outcome: 'REFUSED',
                  error: {
                    code: 'VALIDATION_FAILED',
                    message: 'x',
                    fieldErrors: [{ field: 'members', code: 'TOO_LARGE', message: 'must be at most 30' }],
                  },
                },
              ],
            },
          },
    );
    const user = userEvent.setup();
    render(
      <FillPage token={TOKEN} deps={{ fetcher: api.fetcher, keys, storage: localStorage, browserLanguages: ['en'] }} />,
    );
    expect(
      await screen.findByText('A filled form saved on this device was refused: members: must be at most 30'),
    ).toBeTruthy();
    expect(refusedForms(localStorage, TOKEN)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove it from this device' }));
    expect(screen.queryByText(/was refused/)).toBeNull();
    expect(refusedForms(localStorage, TOKEN)).toEqual([]);
  });
});
