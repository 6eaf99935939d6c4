// Component test: the gateway is mocked with Apollo's MockedProvider (the page's rendering, the create form and the
// revoke confirmation are under test); the e2e suite uses a real key against the real gateway.
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApiKeyTable_ApiKeyFragment } from '../generated/graphql.js';
import { renderWithProviders } from '../test/helpers.js';
import { ApiKeysDocument, ApiKeysPage, RevokeApiKeyDocument } from './ApiKeysPage.js';
import { ApiKeyRolesDocument, CreateApiKeyDocument } from './CreateApiKeyModal.js';

const SECRET = 'aidk_01jxkq3v8m5t2w9y4z6b7c0d1e_0123456789abcdefghijABCDEFGHIJ-_0123456789a';

function apiKey(overrides: Partial<ApiKeyTable_ApiKeyFragment> = {}) {
  return {
    __typename: 'ApiKey' as const,
    apiKeyId: 'key--1',
    name: 'Warehouse sync',
    prefix: 'aidk_01jxkq3v',
    status: 'ACTIVE' as const,
    createdAt: '2026-11-23T08:00:00.000Z',
    lastUsedAt: '2026-11-24T09:30:00.000Z',
    role: { __typename: 'Role' as const, roleId: 'rol--viewer', roleName: 'Viewer' },
    createdBy: { __typename: 'User' as const, userId: 'usr--1', userFullName: 'Amina Admin', email: 'admin@demo.aid' },
    ...overrides,
  };
}

const list = (keys: ReturnType<typeof apiKey>[]): MockLink.MockedResponse => ({
  request: { query: ApiKeysDocument },
  result: { data: { apiKeys: keys } },
});

const roles: MockLink.MockedResponse = {
  request: { query: ApiKeyRolesDocument },
  result: {
    data: {
      roles: [
        { __typename: 'Role', roleId: 'rol--admin', roleName: 'ADMIN' },
        { __typename: 'Role', roleId: 'rol--viewer', roleName: 'Viewer' },
      ],
    },
  },
};

function created(createApiKey: Record<string, unknown>): MockLink.MockedResponse {
  return {
    request: { query: CreateApiKeyDocument, variables: { input: { name: 'ERP', roleId: 'rol--viewer' } } },
    result: { data: { createApiKey: { __typename: 'ApiKeyResult', fieldErrors: [], ...createApiKey } } },
  };
}

function renderPage(mocks: MockLink.MockedResponse[]) {
  renderWithProviders(<ApiKeysPage />, { mocks, url: '/api-keys' });
  return userEvent.setup();
}

async function fillCreateForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByTestId('api-keys-create'));
  await user.type(await screen.findByLabelText(/^Name/), 'ERP');
  // The roles arrive with their own query: the option is there once it has answered.
  await screen.findByRole('option', { name: 'Viewer' });
  await user.selectOptions(screen.getByLabelText(/^Role/), 'Viewer');
  await user.click(screen.getByTestId('api-key-submit'));
}

describe('Partner API keys page', () => {
  it('lists the keys: prefix, role, status, creator and last use, with Revoke for active ones only', async () => {
    renderPage([
      list([
        apiKey(),
        apiKey({
          apiKeyId: 'key--2',
          name: 'Old ERP',
          prefix: 'aidk_01hzzzzz',
          status: 'REVOKED',
          lastUsedAt: null,
          role: null,
          createdBy: null,
        }),
      ]),
    ]);
    const rows = await screen.findAllByTestId('api-key-row');
    expect(rows).toHaveLength(2);
    const [active, revoked] = rows.map((row) => within(row as HTMLElement));
    expect(active?.getByTestId('api-key-name').textContent).toBe('Warehouse sync');
    expect(active?.getByTestId('api-key-prefix').textContent).toBe('aidk_01jxkq3v…');
    expect(active?.getByText('Viewer')).toBeTruthy();
    expect(active?.getByTestId('api-key-status').textContent).toBe('Active');
    expect(active?.getByText('Amina Admin')).toBeTruthy();
    expect(active?.getByTestId('api-key-revoke')).toBeTruthy();
    expect(revoked?.getByTestId('api-key-status').textContent).toBe('Revoked');
    expect(revoked?.getByTestId('api-key-last-used').textContent).toBe('Never');
    expect(revoked?.getByText('Role deleted')).toBeTruthy();
    expect(revoked?.queryByTestId('api-key-revoke')).toBeNull();
  });

  it('says what keys are for when there is none', async () => {
    renderPage([list([])]);
    const empty = await screen.findByTestId('api-keys-empty');
    expect(empty.textContent).toContain('No partner keys yet');
    expect(empty.textContent).toContain('GraphQL API');
    expect(screen.queryByTestId('api-keys-table')).toBeNull();
  });

  it('shows why the list could not be loaded, with a retry', async () => {
    renderPage([{ request: { query: ApiKeysDocument }, error: new Error('Gateway unreachable') }]);
    const alert = await screen.findByTestId('api-keys-error');
    expect(alert.textContent).toContain('The partner keys could not be loaded: Gateway unreachable');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('creates a key, shows its secret once, and lists it without the secret after Done', async () => {
    const user = renderPage([
      list([]),
      roles,
      created({
        apiKey: { __typename: 'ApiKey', apiKeyId: 'key--new', name: 'ERP' },
        secret: SECRET,
        code: null,
        message: null,
      }),
      list([apiKey({ apiKeyId: 'key--new', name: 'ERP', prefix: SECRET.slice(0, 13), lastUsedAt: null })]),
    ]);
    await fillCreateForm(user);

    const secret = (await screen.findByTestId('api-key-secret')) as HTMLInputElement;
    expect(secret.value).toBe(SECRET);
    expect(secret.readOnly).toBe(true);
    expect(screen.getByText('Copy this key now. It will not be shown again.')).toBeTruthy();
    expect(screen.getByTestId('api-key-copy')).toBeTruthy();

    await user.click(screen.getByTestId('api-key-done'));
    const row = await screen.findByTestId('api-key-row');
    expect(within(row).getByTestId('api-key-name').textContent).toBe('ERP');
    expect(within(row).getByTestId('api-key-prefix').textContent).toBe(`${SECRET.slice(0, 13)}…`);
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it("shows the answer's field errors on the name field, in the user's language", async () => {
    const user = renderPage([
      list([]),
      roles,
      created({
        apiKey: null,
        secret: null,
        code: 'VALIDATION_FAILED',
        message: 'name is already used in this organisation',
        words: null,
        fieldErrors: [
          {
            __typename: 'FieldError',
            field: 'name',
            code: 'TAKEN',
            params: [],
            message: 'name is already used by an active key',
          },
        ],
      }),
    ]);
    await fillCreateForm(user);
    await vi.waitFor(() => expect(screen.getByText('Already used in this organisation.')).toBeTruthy());
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    // The field says it in the user's language: the English summary for partners is not repeated above the form.
    expect(screen.queryByText('name is already used in this organisation')).toBeNull();
    expect(screen.queryByTestId('api-key-secret')).toBeNull();
  });

  it('asks for confirmation before revoking, then sends the mutation and shows the key revoked', async () => {
    const revokeResult = vi.fn(() => ({
      data: {
        revokeApiKey: {
          __typename: 'ApiKeyResult',
          apiKey: { __typename: 'ApiKey', apiKeyId: 'key--1', status: 'REVOKED' },
          code: null,
          message: null,
          words: null,
        },
      },
    }));
    const user = renderPage([
      list([apiKey()]),
      { request: { query: RevokeApiKeyDocument, variables: { id: 'key--1' } }, result: revokeResult },
      list([apiKey({ status: 'REVOKED' })]),
    ]);
    await user.click(await screen.findByTestId('api-key-revoke'));
    expect(screen.getByTestId('api-key-revoke-question').textContent).toBe(
      'Revoke key “Warehouse sync”? Integrations using it stop working at once.',
    );
    expect(revokeResult).not.toHaveBeenCalled();

    await user.click(screen.getByTestId('api-key-revoke-confirm'));
    await vi.waitFor(() => expect(revokeResult).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(screen.getByTestId('api-key-status').textContent).toBe('Revoked'));
    expect(screen.queryByTestId('api-key-revoke')).toBeNull();
  });
});
