// Staff mode with a mocked gateway: the published version filled with its relevance applied, sent with one
// idempotency key kept across a retry, the receipt and "Fill another" (a new key), a refusal beside its field, a
// photo uploaded through /api/files and sent as its fileId, the states (no permission, not published, closed, not
// found, load error), and the builder's "Fill" button.
import type { SmartFormDefinition } from '@aid/common/smart-forms';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Me, MeProvider } from '../accounts/me.js';
import type { SubmitSmartFormMutationVariables } from '../generated/graphql.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { builderForm, graphqlDefinition, twoQuestions } from '../test/smartForms.js';
import { BuilderHeader } from './BuilderHeader.js';
import { StaffFillPage } from './StaffFillPage.js';
import { SmartFormFillDocument, SubmitSmartFormDocument } from './staffFill.js';

afterEach(() => vi.restoreAllMocks());

function formAnswer(overrides: Record<string, unknown> = {}, definition = twoQuestions()): MockLink.MockedResponse {
  return {
    request: { query: SmartFormFillDocument, variables: { id: 'smf--1' } },
    result: {
      data: {
        smartForm: {
          __typename: 'SmartForm',
          smartFormId: 'smf--1',
          formName: 'Household registration',
          status: 'PUBLISHED',
          publishedVersion: 2,
          versions: [
            { __typename: 'SmartFormVersion', version: 1, definition: graphqlDefinition(twoQuestions()) },
            { __typename: 'SmartFormVersion', version: 2, definition: graphqlDefinition(definition) },
          ],
          ...overrides,
        },
      },
    },
  };
}

type Answer = Record<string, unknown> | Error;

/** submitSmartForm answering each call in turn; the variables of every call land in `sent`. */
function submitMocks(answers: Answer[]) {
  const sent: SubmitSmartFormMutationVariables[] = [];
  const mocks = answers.map((answer) => {
    const request = {
      query: SubmitSmartFormDocument,
      variables: (variables: SubmitSmartFormMutationVariables) => {
        sent.push(variables);
        return true;
      },
    };
    if (answer instanceof Error) return { request, error: answer } as MockLink.MockedResponse;
    const result = {
      data: {
        submitSmartForm: {
          __typename: 'SubmitSmartFormResult',
          submissionId: null,
          status: null,
          code: null,
          message: null,
          words: null,
          fieldErrors: [],
          ...answer,
        },
      },
    };
    return { request, result } as MockLink.MockedResponse;
  });
  return { mocks, sent };
}

function renderFill(mocks: MockLink.MockedResponse[], me: Me = meFixture()) {
  renderWithProviders(
    <MeProvider me={me}>
      <Routes>
        <Route path="/smart-forms/:smartFormId/fill" element={<StaffFillPage />} />
      </Routes>
    </MeProvider>,
    {
      url: '/smart-forms/smf--1/fill',
      mocks,
      session: testSession({ tokens: fakeTokens(Date.now() + 3_600_000) }),
    },
  );
  return userEvent.setup();
}

const shownElements = () => screen.getAllByTestId('fill-element').map((e) => e.getAttribute('data-element-name'));
const elementOf = (name: string) =>
  screen.getAllByTestId('fill-element').find((e) => e.getAttribute('data-element-name') === name) as HTMLElement;

describe('StaffFillPage', () => {
  it('fills the latest published version with its relevance, sends it once, and starts another', async () => {
    const submit = submitMocks([
      { submissionId: 'sfs--1', status: 'PENDING' },
      { submissionId: 'sfs--2', status: 'ACCEPTED' },
    ]);
    const user = renderFill([formAnswer(), ...submit.mocks]);
    expect(screen.getByTestId('fill-loading')).toBeTruthy();
    expect((await screen.findByTestId('fill-title')).textContent).toBe('Fill “Household registration”');
    expect(shownElements()).toEqual(['has_children']);
    await user.click(within(elementOf('has_children')).getByLabelText('Yes'));
    expect(shownElements()).toEqual(['has_children', 'children']);
    await user.type(within(elementOf('children')).getByRole('textbox'), '3');
    await user.click(screen.getByTestId('fill-send'));

    const receipt = await screen.findByTestId('fill-receipt');
    expect(within(receipt).getByTestId('fill-receipt-status').textContent).toBe('Pending');
    expect(screen.getByTestId('fill-review-link').getAttribute('href')).toBe('/smart-forms/smf--1/submissions');
    const [first] = submit.sent;
    expect(first?.id).toBe('smf--1');
    expect(first?.input.version).toBe(2);
    expect(first?.input.answers).toEqual([
      { name: 'has_children', value: 'true' },
      { name: 'children', value: '3' },
    ]);
    expect(first?.input.idempotencyKey).toMatch(/^staff-[0-9a-f]{32}$/);
    expect(Number.isNaN(Date.parse(String(first?.input.deviceTime)))).toBe(false);

    await user.click(screen.getByTestId('fill-another'));
    expect(shownElements()).toEqual(['has_children']);
    await user.click(within(elementOf('has_children')).getByLabelText('No'));
    await user.click(screen.getByTestId('fill-send'));
    expect((await screen.findByTestId('fill-receipt-status')).textContent).toBe('Accepted');
    expect(submit.sent[1]?.input.answers).toEqual([{ name: 'has_children', value: 'false' }]);
    expect(submit.sent[1]?.input.idempotencyKey).not.toBe(first?.input.idempotencyKey);
  });

  it('sends the same key again after a lost answer', async () => {
    const submit = submitMocks([new Error('Network down'), { submissionId: 'sfs--1', status: 'PENDING' }]);
    const user = renderFill([formAnswer(), ...submit.mocks]);
    await user.click(within(await screen.findByTestId('fill-form')).getByLabelText('No'));
    await user.click(screen.getByTestId('fill-send'));
    expect((await screen.findByTestId('fill-failure')).textContent).toContain('it will not be counted twice');
    expect(screen.getByTestId('fill-send').textContent).toBe('Send again');
    await user.click(screen.getByTestId('fill-send'));
    await screen.findByTestId('fill-receipt');
    expect(submit.sent).toHaveLength(2);
    expect(submit.sent[1]?.input.idempotencyKey).toBe(submit.sent[0]?.input.idempotencyKey);
  });

  it("shows the server's refusal next to the field it names, and checks required answers before sending", async () => {
    const required = twoQuestions();
    const [page] = required.pages;
    if (page?.elements[0]) page.elements[0] = { ...page.elements[0], required: true };
    const submit = submitMocks([
      {
        code: 'VALIDATION_FAILED',
        message: 'children: must be at most 10',
        words: null,
        fieldErrors: [
          {
            __typename: 'FieldError',
            field: 'answers.children',
            code: 'TOO_LARGE',
            params: [{ __typename: 'ErrorParam', name: 'max', value: '10' }],
            message: 'must be at most 10',
          },
        ],
      },
    ]);
    const user = renderFill([formAnswer({}, required), ...submit.mocks]);
    await user.click(await screen.findByTestId('fill-send'));
    expect(within(elementOf('has_children')).getByText('Required.')).toBeTruthy();
    expect(screen.getByTestId('fill-problems').textContent).toBe('One answer needs fixing.');
    expect(submit.sent).toHaveLength(0);

    await user.click(within(elementOf('has_children')).getByLabelText('Yes'));
    await user.type(within(elementOf('children')).getByRole('textbox'), '12');
    await user.click(screen.getByTestId('fill-send'));
    expect(await within(elementOf('children')).findByText('Must be at most 10.')).toBeTruthy();
    expect(screen.getByTestId('fill-failure').textContent).toContain('Not sent: children: must be at most 10');
    // Changing the answer clears the server's word on it.
    await user.type(within(elementOf('children')).getByRole('textbox'), '{Backspace}');
    expect(within(elementOf('children')).queryByText('Must be at most 10.')).toBeNull();
  });

  it('uploads a photo through the platform files and sends its fileId', async () => {
    const withPhoto: SmartFormDefinition = twoQuestions();
    const [page] = withPhoto.pages;
    const base = page?.elements[0];
    if (!page || !base) throw new Error('no element');
    page.elements = [{ ...base, elementId: 'spe--3', name: 'portrait', type: 'PHOTO', label: [], relevant: null }];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ fileId: 'fil--0123456789abcdefghjkmnpq', fileName: 'me.png', sizeBytes: 4 }), {
          status: 201,
        }),
    );
    const submit = submitMocks([{ submissionId: 'sfs--1', status: 'PENDING' }]);
    const user = renderFill([formAnswer({}, withPhoto), ...submit.mocks]);
    const input = await screen.findByTestId('fill-input-portrait');
    await user.upload(input, new File(['png!'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByText('Uploaded.')).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/files');
    await user.click(screen.getByTestId('fill-send'));
    await screen.findByTestId('fill-receipt');
    expect(submit.sent[0]?.input.answers).toEqual([{ name: 'portrait', value: 'fil--0123456789abcdefghjkmnpq' }]);
  });

  it('says a member without SMART_FORMS CREATE may not fill, and shows no form', async () => {
    renderFill([formAnswer()], meFixture({ permissions: permissionsFor({ SMART_FORMS: ['VIEW', 'UPDATE'] }) }));
    expect(await screen.findByTestId('fill-forbidden')).toBeTruthy();
    expect(screen.queryByTestId('fill-form')).toBeNull();
  });

  it('says a draft must be published first', async () => {
    renderFill([formAnswer({ status: 'DRAFT', publishedVersion: null, versions: [] })]);
    expect((await screen.findByTestId('fill-not-published')).textContent).toContain('publish it first');
  });

  it('says a closed form takes no answers', async () => {
    renderFill([formAnswer({ status: 'CLOSED' })]);
    expect((await screen.findByTestId('fill-not-published')).textContent).toContain('closed');
  });

  it('shows not found', async () => {
    renderFill([
      { request: { query: SmartFormFillDocument, variables: { id: 'smf--1' } }, result: { data: { smartForm: null } } },
    ]);
    expect(await screen.findByTestId('fill-not-found')).toBeTruthy();
  });

  it('shows the load error', async () => {
    renderFill([{ request: { query: SmartFormFillDocument, variables: { id: 'smf--1' } }, error: new Error('Boom') }]);
    expect((await screen.findByTestId('fill-error')).textContent).toContain('Boom');
  });
});

describe("the builder's Fill button", () => {
  const header = (overrides: Record<string, unknown>, canFill: boolean) =>
    renderWithProviders(
      <BuilderHeader
        form={builderForm(overrides) as never}
        dirty={false}
        saving={false}
        canUpdate
        canFill={canFill}
        onSave={() => undefined}
        onForm={() => undefined}
        onRefused={() => undefined}
      />,
      { mocks: [] },
    );

  it('opens staff mode on a published form for a member who may fill', () => {
    header({ status: 'PUBLISHED', publishedVersion: 1 }, true);
    expect(screen.getByTestId('builder-fill').getAttribute('href')).toBe('/smart-forms/smf--1/fill');
  });

  it('is not offered on a draft', () => {
    header({}, true);
    expect(screen.queryByTestId('builder-fill')).toBeNull();
  });

  it('is not offered on a closed form', () => {
    header({ status: 'CLOSED', publishedVersion: 1 }, true);
    expect(screen.queryByTestId('builder-fill')).toBeNull();
  });

  it('is not offered to a member who may not fill', () => {
    header({ status: 'PUBLISHED', publishedVersion: 1 }, false);
    expect(screen.queryByTestId('builder-fill')).toBeNull();
  });
});
