// Component test: the duplicates review queue over a mocked gateway (MockedProvider with the app's cache): pairs side
// by side with their differences marked, a decision taking the pair out of the queue and the count following, a
// refused decision shown as the API says it, the level filter sent as typed input, and "Find duplicates" as a job.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MeProvider } from '../accounts/me.js';
import { createCache } from '../app/apollo.js';
import { JobDocument } from '../jobs/JobProgress.js';
import { meFixture, permissionsFor } from '../test/fixtures.js';
import { renderWithProviders } from '../test/helpers.js';
import { DuplicatesPage } from './DuplicatesPage.js';
import {
  BeneficiaryDuplicatesDocument,
  DUPLICATES_PAGE_SIZE,
  DuplicatesOverviewDocument,
  duplicatesFilter,
  MarkDistinctDocument,
  MergeDuplicateDocument,
  StartDeduplicationDocument,
} from './duplicateDocuments.js';

type Mock = MockLink.MockedResponse;

function person(id: string, firstName: string, phoneNumber: string | null) {
  return {
    __typename: 'Beneficiary',
    beneficiaryId: id,
    firstName,
    lastName: 'Yusuf',
    gender: 'F',
    dob: '1990-02-03',
    phoneNumber,
    email: null,
    externalReferenceNumber: null,
    nationality: 'KE',
    numberOfFamilyMembers: 3,
    lists: [{ __typename: 'BeneficiaryList', beneficiaryListId: 'grp--1', listName: 'Master list' }],
  };
}

function pair(n: number, level = 'DUPLICATE') {
  return {
    __typename: 'BeneficiaryDuplicatePair',
    pairId: `dup--${n}`,
    score: 0.93,
    level,
    reasons: ['NAME_AND_DOB'],
    status: 'PENDING',
    createdAt: '2026-11-23T08:00:00.000Z',
    beneficiaryA: person(`ben--a${n}`, 'Amina', '+254712345678'),
    beneficiaryB: person(`ben--b${n}`, 'Aminah', null),
  };
}

function queue(
  pairs: ReturnType<typeof pair>[],
  level: '' | 'DUPLICATE' | 'POSSIBLE_DUPLICATE' = '',
  total = pairs.length,
): Mock {
  return {
    request: {
      query: BeneficiaryDuplicatesDocument,
      variables: {
        first: DUPLICATES_PAGE_SIZE,
        after: null,
        filter: duplicatesFilter('PENDING', level),
        withTotal: true,
      },
    },
    result: {
      data: {
        beneficiaryDuplicates: {
          __typename: 'BeneficiaryDuplicatePairConnection',
          totalCount: total,
          pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
          edges: pairs.map((node) => ({ __typename: 'BeneficiaryDuplicatePairEdge', cursor: node.pairId, node })),
        },
      },
    },
  };
}

function overview(total: number): Mock {
  return {
    request: { query: DuplicatesOverviewDocument },
    result: {
      data: {
        organization: {
          __typename: 'Organization',
          accountId: 'acc--demo-relief',
          duplicatesTotal: total,
          lastDeduplication: '2026-11-22T10:00:00.000Z',
        },
      },
    },
  };
}

function decided(
  kind: 'merge' | 'distinct',
  pairId: string,
  answer: { pair: unknown; code?: string; message?: string },
): Mock {
  const field = kind === 'merge' ? 'mergeBeneficiaryDuplicate' : 'markBeneficiaryDuplicateDistinct';
  return {
    request:
      kind === 'merge'
        ? { query: MergeDuplicateDocument, variables: { pairId, keepBeneficiaryId: 'ben--a1' } }
        : { query: MarkDistinctDocument, variables: { pairId } },
    result: {
      data: {
        [field]: {
          __typename: 'BeneficiaryDuplicatePairResult',
          code: null,
          message: null,
          words: null,
          ...answer,
        },
      },
    },
  };
}

function renderPage(mocks: Mock[], me = meFixture()) {
  renderWithProviders(
    <MockedProvider mocks={mocks} cache={createCache()}>
      <MeProvider me={me}>
        <DuplicatesPage />
      </MeProvider>
    </MockedProvider>,
    { url: '/beneficiary-lists/duplicates' },
  );
  return userEvent.setup();
}

describe('DuplicatesPage', () => {
  it('shows pairs side by side, merges one keeping the left, and the queue and count follow', async () => {
    const user = renderPage([
      overview(2),
      queue([pair(1), pair(2)]),
      decided('merge', 'dup--1', {
        pair: {
          __typename: 'BeneficiaryDuplicatePair',
          pairId: 'dup--1',
          status: 'MERGED',
          keptBeneficiaryId: 'ben--a1',
        },
      }),
      overview(1),
    ]);
    expect((await screen.findByTestId('duplicates-overview')).textContent).toContain('2 pending pairs');
    const cards = await screen.findAllByTestId('duplicate-pair');
    expect(cards).toHaveLength(2);
    const first = within(cards[0] as HTMLElement);
    expect(first.getByTestId('duplicate-score').textContent).toBe('Score 93 %');
    // Differences are marked: first names and phone differ, date of birth is the same.
    const rows = first.getAllByTestId('duplicate-field');
    const differing = rows.filter((r) => r.hasAttribute('data-differs')).map((r) => r.firstChild?.textContent);
    expect(differing).toEqual(['First name', 'Phone number']);

    await user.click(first.getByTestId('duplicate-keep-left'));
    expect((await screen.findByTestId('alert-success')).textContent).toContain('Merged');
    await waitFor(() => expect(screen.getAllByTestId('duplicate-pair')).toHaveLength(1));
    expect(screen.getByTestId('duplicates-loaded').textContent).toBe('Showing 1 of 1');
    await waitFor(() => expect(screen.getByTestId('duplicates-overview').textContent).toContain('1 pending pairs'));
  });

  it("keeps the pair and shows the API's reason when a decision is refused", async () => {
    const user = renderPage([
      overview(1),
      queue([pair(1)]),
      decided('distinct', 'dup--1', {
        pair: null,
        code: 'CONFLICT',
        message: 'The pair dup--1 was already decided (MERGED)',
      }),
    ]);
    await user.click(await screen.findByTestId('duplicate-distinct'));
    expect((await screen.findByTestId('alert-error')).textContent).toContain('already decided (MERGED)');
    expect(screen.getAllByTestId('duplicate-pair')).toHaveLength(1);
  });

  it('filters the queue by level and says when nothing waits', async () => {
    const user = renderPage([overview(1), queue([pair(1)]), queue([], 'POSSIBLE_DUPLICATE')]);
    await screen.findByTestId('duplicate-pair');
    await user.selectOptions(screen.getByLabelText('Level'), 'POSSIBLE_DUPLICATE');
    expect((await screen.findByTestId('duplicates-empty')).textContent).toContain('No pairs waiting for review.');
  });

  it('runs "Find duplicates" as a job and reads the queue again when it ends', async () => {
    const ended = {
      __typename: 'Job',
      jobId: 'job--d',
      kind: 'BENEFICIARY_DEDUPLICATION',
      status: 'COMPLETED',
      attempts: 1,
      errorMessage: null,
      cancelRequested: false,
      viewerCanCancel: true,
      createdAt: '2026-11-23T08:00:00.000Z',
      startedAt: '2026-11-23T08:00:01.000Z',
      finishedAt: '2026-11-23T08:00:09.000Z',
      progress: { __typename: 'JobProgress', done: 5000, total: 5000, percent: 100 },
    };
    const user = renderPage([
      overview(0),
      queue([]),
      {
        request: { query: StartDeduplicationDocument },
        result: { data: { startDeduplication: { ...ended, status: 'REQUESTED', finishedAt: null } } },
      },
      { request: { query: JobDocument, variables: { id: 'job--d' } }, result: { data: { job: ended } } },
      overview(3),
      queue([pair(1), pair(2), pair(3)]),
    ]);
    expect(await screen.findByTestId('duplicates-empty')).toBeTruthy();
    await user.click(screen.getByTestId('duplicates-find'));
    await waitFor(() => expect(screen.getAllByTestId('duplicate-pair')).toHaveLength(3));
    expect(screen.getByTestId('duplicates-overview').textContent).toContain('3 pending pairs');
  });

  it('lets a member who may not decide read the queue only', async () => {
    renderPage(
      [overview(1), queue([pair(1)])],
      meFixture({ permissions: permissionsFor({ BENEFICIARY_LISTS: ['VIEW'], PROFILE_AND_ORGANIZATION: ['VIEW'] }) }),
    );
    expect(await screen.findByTestId('duplicate-pair')).toBeTruthy();
    expect(screen.queryByTestId('duplicate-keep-left')).toBeNull();
    expect(screen.queryByTestId('duplicates-find')).toBeNull();
    expect(screen.getByTestId('duplicates-read-only')).toBeTruthy();
  });
});
