// The review page with a mocked gateway: submissions under their version's questions beside their duplicate
// candidates, the status filter and paging, accept / merge / reject asked first (a reason needed to reject, the
// server's refusal shown in words), the empty, error and not-found states, and the builder's way in.
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type Me, MeProvider } from '../accounts/me.js';
import type { SubmissionStatus } from '../generated/graphql.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { builderForm } from '../test/smartForms.js';
import { BuilderHeader } from './BuilderHeader.js';
import {
  AcceptSmartFormSubmissionDocument,
  MergeSmartFormSubmissionDocument,
  RejectSmartFormSubmissionDocument,
} from './SubmissionDecisionDialog.js';
import { SmartFormSubmissionsDocument, SUBMISSIONS_PAGE_SIZE, SubmissionsPage } from './SubmissionsPage.js';

const text = (language: string, value: string) => ({ __typename: 'LocalizedText', language, text: value });
const VERSIONS = [
  {
    __typename: 'SmartFormVersion',
    version: 1,
    definition: {
      __typename: 'SmartFormDefinition',
      defaultLanguage: 'en',
      pages: [
        {
          __typename: 'SmartFormPage',
          elements: [
            {
              __typename: 'SmartFormElement',
              name: 'first_name',
              type: 'TEXT',
              label: [text('fr', 'Prénom'), text('en', 'First name')],
              choices: [],
            },
            {
              __typename: 'SmartFormElement',
              name: 'water',
              type: 'SELECT_ONE',
              label: [text('en', 'Water source')],
              choices: [{ __typename: 'SmartFormChoice', value: 'well', label: [text('en', 'A well')] }],
            },
            ...(
              [
                ['shelter', 'YES_NO', 'Has shelter'],
                ['sex', 'GENDER', 'Gender'],
                ['origin', 'NATIONALITY', 'Nationality'],
              ] as const
            ).map(([name, type, label]) => ({
              __typename: 'SmartFormElement',
              name,
              type,
              label: [text('en', label)],
              choices: [],
            })),
          ],
        },
      ],
    },
  },
];

const candidate = (beneficiaryId: string, firstName: string, score: number, level = 'DUPLICATE') => ({
  __typename: 'DuplicateCandidate',
  beneficiaryId,
  firstName,
  lastName: 'Ali',
  score,
  level,
  reasons: ['NAME_AND_DOB'],
});

function submission(id: string, overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'SmartFormSubmission',
    submissionId: id,
    status: 'PENDING',
    source: 'PUBLIC',
    version: 1,
    reason: null,
    beneficiaryId: null,
    submittedAt: '2026-11-20T09:30:00.000Z',
    decidedAt: null,
    decidedBy: null,
    answers: [
      { __typename: 'SubmissionAnswer', name: 'water', value: 'well' },
      { __typename: 'SubmissionAnswer', name: 'first_name', value: 'Amina' },
    ],
    candidates: [candidate('ben--1', 'Amina', 0.97), candidate('ben--2', 'Aminah', 0.81, 'POSSIBLE_DUPLICATE')],
    ...overrides,
  };
}

type Page = { after?: string | null; status?: SubmissionStatus | null; hasNextPage?: boolean; total?: number };

function submissionsAnswer(
  items: ReturnType<typeof submission>[] | null,
  { after = null, status = 'PENDING', hasNextPage = false, total = items?.length ?? 0 }: Page = {},
): MockLink.MockedResponse {
  const smartForm = items && {
    __typename: 'SmartForm',
    smartFormId: 'smf--1',
    formName: 'Household registration',
    versions: VERSIONS,
    submissions: {
      __typename: 'SmartFormSubmissionConnection',
      totalCount: total,
      pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: hasNextPage ? 'cursor-1' : null },
      edges: items.map((node) => ({ __typename: 'SmartFormSubmissionEdge', node })),
    },
  };
  return {
    request: {
      query: SmartFormSubmissionsDocument,
      variables: { id: 'smf--1', first: SUBMISSIONS_PAGE_SIZE, after, status },
    },
    result: { data: { smartForm } },
  };
}

function decided(key: string, value: Record<string, unknown> | null, refusal?: { code: string; message: string }) {
  return {
    data: {
      [key]: {
        __typename: 'SmartFormSubmissionResult',
        submission: value && {
          __typename: 'SmartFormSubmission',
          submissionId: 'sfs--1',
          reason: null,
          beneficiaryId: null,
          decidedAt: '2026-11-21T09:00:00.000Z',
          ...value,
        },
        code: refusal?.code ?? null,
        message: refusal?.message ?? null,
        words: null,
      },
    },
  };
}

function renderPage(mocks: MockLink.MockedResponse[], me: Me = meFixture()) {
  renderWithProviders(
    <MeProvider me={me}>
      <Routes>
        <Route path="/smart-forms/:smartFormId/submissions" element={<SubmissionsPage />} />
      </Routes>
    </MeProvider>,
    { url: '/smart-forms/smf--1/submissions', mocks },
  );
  return userEvent.setup();
}

const rows = () => screen.getAllByTestId('submission-row');

describe('SubmissionsPage', () => {
  it("shows pending submissions' answers under their questions beside their duplicate candidates", async () => {
    renderPage([submissionsAnswer([submission('sfs--1'), submission('sfs--2', { candidates: [] })])]);
    expect(screen.getByTestId('submissions-loading')).toBeTruthy();
    const table = await screen.findByTestId('submissions-table');
    expect(rows().map((row) => row.getAttribute('data-status'))).toEqual(['PENDING', 'PENDING']);
    const first = rows()[0] as HTMLElement;
    // In the version's order and default language, a choice by its label.
    expect(
      within(first)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['First name', 'Water source']);
    expect(
      within(first)
        .getAllByTestId('submission-answer')
        .map((a) => a.textContent),
    ).toEqual(['Amina', 'A well']);
    const candidates = within(first).getAllByTestId('submission-candidate');
    expect(candidates.map((c) => c.textContent)).toEqual([
      'Amina AliDuplicateScore 97 % · similar name, same date of birth',
      'Aminah AliPossible duplicateScore 81 % · similar name, same date of birth',
    ]);
    const second = rows()[1] as HTMLElement;
    expect(within(second).getByText('No duplicate found')).toBeTruthy();
    expect(within(second).queryByTestId('submission-merge')).toBeNull();
    expect(within(table).getAllByText('Public link · Version 1')).toHaveLength(2);
    expect(screen.getByTestId('submissions-loaded').textContent).toBe('2 of 2 submissions');
  });

  it('words yes/no, gender and nationality answers instead of their codes', async () => {
    const answer = (name: string, value: string) => ({ __typename: 'SubmissionAnswer', name, value });
    const coded = submission('sfs--1', {
      answers: [answer('shelter', 'false'), answer('sex', 'PNTS'), answer('origin', 'KE')],
    });
    renderPage([submissionsAnswer([coded])]);
    await screen.findByTestId('submissions-table');
    expect(
      within(rows()[0] as HTMLElement)
        .getAllByTestId('submission-answer')
        .map((a) => a.textContent),
    ).toEqual(['No', 'Prefer not to say', 'Kenya']);
  });

  it('rejects only with a reason, after asking, then reloads the page', async () => {
    let sent: Record<string, unknown> | null = null;
    const user = renderPage([
      submissionsAnswer([submission('sfs--1')]),
      {
        request: {
          query: RejectSmartFormSubmissionDocument,
          variables: (variables: Record<string, unknown>) => {
            sent = variables;
            return true;
          },
        },
        result: decided('rejectSmartFormSubmission', { status: 'REJECTED', reason: 'A test entry' }),
      } as MockLink.MockedResponse,
      submissionsAnswer([]),
    ]);
    await user.click(await screen.findByTestId('submission-reject'));
    await user.click(screen.getByTestId('submission-confirm'));
    expect(screen.getByText('A reason is needed.')).toBeTruthy();
    expect(sent).toBeNull();
    await user.type(screen.getByTestId('submission-reject-reason'), '  A test entry ');
    await user.click(screen.getByTestId('submission-confirm'));
    expect(await screen.findByTestId('submissions-empty')).toBeTruthy();
    expect(sent).toEqual({ id: 'smf--1', submissionId: 'sfs--1', reason: 'A test entry' });
    expect(screen.getByText('Submission rejected.')).toBeTruthy();
  });

  it('merges with the candidate chosen', async () => {
    const user = renderPage([
      submissionsAnswer([submission('sfs--1')]),
      {
        request: {
          query: MergeSmartFormSubmissionDocument,
          variables: { id: 'smf--1', submissionId: 'sfs--1', beneficiaryId: 'ben--2' },
        },
        result: decided('mergeSmartFormSubmission', { status: 'MERGED', beneficiaryId: 'ben--2' }),
      },
      submissionsAnswer([]),
    ]);
    await user.click(await screen.findByTestId('submission-merge'));
    const dialog = screen.getByTestId('submission-dialog');
    expect((within(dialog).getByRole('radio', { name: /^Amina Ali/ }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(dialog).getByRole('radio', { name: /^Aminah Ali/ }));
    await user.click(screen.getByTestId('submission-confirm'));
    expect(await screen.findByText('Submission merged.')).toBeTruthy();
  });

  it("shows the server's refusal in words and keeps the dialog open", async () => {
    const user = renderPage([
      submissionsAnswer([submission('sfs--1')]),
      {
        request: { query: AcceptSmartFormSubmissionDocument, variables: { id: 'smf--1', submissionId: 'sfs--1' } },
        result: decided('acceptSmartFormSubmission', null, {
          code: 'CONFLICT',
          message: 'The target list is LOCKED.',
        }),
      },
    ]);
    await user.click(await screen.findByTestId('submission-accept'));
    expect(screen.getByTestId('submission-dialog').textContent).toContain('A new beneficiary is made');
    await user.click(screen.getByTestId('submission-confirm'));
    expect((await screen.findByTestId('submission-error')).textContent).toBe('The target list is LOCKED.');
    expect(screen.getByTestId('submission-dialog')).toBeTruthy();
  });

  it('filters by status and pages forwards and back', async () => {
    const decidedOne = submission('sfs--9', { status: 'REJECTED', reason: 'Duplicate entry', candidates: [] });
    const user = renderPage([
      submissionsAnswer([submission('sfs--1')], { hasNextPage: true, total: 2 }),
      submissionsAnswer([submission('sfs--2')], { after: 'cursor-1', total: 2 }),
      submissionsAnswer([submission('sfs--1')], { hasNextPage: true, total: 2 }),
      submissionsAnswer([decidedOne], { status: null }),
    ]);
    await screen.findByTestId('submissions-table');
    expect((screen.getByTestId('submissions-previous') as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByTestId('submissions-next'));
    // The second page (after cursor-1) is the last.
    await waitFor(() => expect((screen.getByTestId('submissions-next') as HTMLButtonElement).disabled).toBe(true));
    await user.click(screen.getByTestId('submissions-previous'));
    await waitFor(() => expect((screen.getByTestId('submissions-next') as HTMLButtonElement).disabled).toBe(false));
    await user.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('Rejected: Duplicate entry')).toBeTruthy();
    expect(rows().map((row) => row.getAttribute('data-status'))).toEqual(['REJECTED']);
    expect(screen.queryByTestId('submission-accept')).toBeNull();
  });

  it('says when there is nothing to review', async () => {
    renderPage([submissionsAnswer([])]);
    expect((await screen.findByTestId('submissions-empty')).textContent).toContain('No submissions in this status.');
  });

  it('says when the form does not exist', async () => {
    renderPage([submissionsAnswer(null)]);
    expect((await screen.findByTestId('submissions-not-found')).textContent).toContain('This form does not exist');
  });

  it('shows a load error', async () => {
    renderPage([{ ...submissionsAnswer([]), result: undefined, error: new Error('The gateway is down') }]);
    expect((await screen.findByTestId('submissions-error')).textContent).toContain(
      'The submissions could not be loaded: The gateway is down',
    );
  });

  it('offers no decision without SMART_FORMS UPDATE', async () => {
    renderPage(
      [submissionsAnswer([submission('sfs--1')])],
      meFixture({ permissions: permissionsFor({ SMART_FORMS: ['VIEW', 'CREATE'] }) }),
    );
    await screen.findByTestId('submissions-table');
    expect(screen.queryByTestId('submission-accept')).toBeNull();
    expect(screen.queryByTestId('submission-reject')).toBeNull();
  });
});

describe("the builder's way to the submissions", () => {
  const header = (overrides: Record<string, unknown>, canUpdate = true) =>
    renderWithProviders(
      <BuilderHeader
        form={builderForm(overrides) as never}
        dirty={false}
        saving={false}
        canUpdate={canUpdate}
        canFill={false}
        onSave={() => undefined}
        onForm={() => undefined}
        onRefused={() => undefined}
      />,
      { mocks: [] },
    );

  it('links a published form to its submissions for a reviewer', () => {
    header({ status: 'PUBLISHED', publishedVersion: 1, publicPath: '/f/abc' });
    expect(screen.getByTestId('builder-submissions').getAttribute('href')).toBe('/smart-forms/smf--1/submissions');
  });

  it('shows no link before the first publication', () => {
    header({});
    expect(screen.queryByTestId('builder-submissions')).toBeNull();
  });

  it('shows no link to a member who may not review', () => {
    header({ status: 'PUBLISHED', publishedVersion: 1 }, false);
    expect(screen.queryByTestId('builder-submissions')).toBeNull();
  });
});
