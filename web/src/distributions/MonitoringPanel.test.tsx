// Component test: the monitoring card over a mocked gateway — when it shows, what it sends, what it reports back.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../generated/fragment-masking.js';
import { renderWithProviders } from '../test/helpers.js';
import {
  defaultSampleSize,
  MonitoringAvailableDocument,
  MonitoringPanel,
  MonitoringPanelFragment,
  StartDistributionMonitoringDocument,
} from './MonitoringPanel.js';
import { DistributionMonitoringDocument } from './MonitoringSend.js';

const ID = 'dis--1';

const available = (smartFormsAvailable: boolean) => ({
  request: { query: MonitoringAvailableDocument },
  result: { data: { smartFormsAvailable } },
});

const started = (sampleSize: number, answer: Record<string, unknown>) => ({
  request: { query: StartDistributionMonitoringDocument, variables: { id: ID, input: { sampleSize } } },
  result: {
    data: {
      startDistributionMonitoring: {
        __typename: 'StartDistributionMonitoringResult',
        sampled: null,
        strata: null,
        smartFormId: null,
        code: null,
        message: null,
        words: null,
        fieldErrors: [],
        ...answer,
      },
    },
  },
});

function distribution({ status = 'APPROVED', questions = 1, families = 30 } = {}) {
  return makeFragmentData(
    {
      __typename: 'Distribution',
      distributionId: ID,
      distributionStatus: status as 'APPROVED',
      distributionPdms: Array.from({ length: questions }, (_, i) => ({
        __typename: 'PdmQuestion' as const,
        question: `Question ${i + 1}?`,
      })),
      totals: { __typename: 'DistributionTotals', families },
    },
    MonitoringPanelFragment,
  );
}

describe('MonitoringPanel', () => {
  it('starts the monitoring with the chosen sample size and shows the families drawn per stratum', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MonitoringPanel distribution={distribution()} />, {
      mocks: [
        available(true),
        started(5, {
          sampled: 5,
          strata: [
            { __typename: 'MonitoringStratum', status: 'FULLY_COLLECTED', count: 4 },
            { __typename: 'MonitoringStratum', status: 'NOT_COLLECTED', count: 1 },
          ],
          smartFormId: 'smf--9',
        }),
      ],
    });
    const size = (await screen.findByTestId('monitoring-sample-size')) as HTMLInputElement;
    // A tenth of the 30 families by default.
    expect(size.value).toBe('3');
    await user.clear(size);
    await user.type(size, '5');
    await user.click(screen.getByTestId('monitoring-start'));

    const result = await screen.findByTestId('monitoring-result');
    expect(result.textContent).toContain('5 families were invited.');
    expect(screen.getAllByTestId('monitoring-stratum').map((li) => li.textContent)).toEqual([
      'FULLY_COLLECTED: 4',
      'NOT_COLLECTED: 1',
    ]);
    expect(screen.getByTestId('monitoring-submissions').getAttribute('href')).toBe('/smart-forms/smf--9/submissions');
  });

  it('offers to send the links once a start has invited families', async () => {
    const invited = (n: number) => ({
      request: { query: DistributionMonitoringDocument, variables: { distributionId: ID } },
      result: {
        data: {
          distributionMonitoring: {
            __typename: 'DistributionMonitoring',
            counts: {
              __typename: 'MonitoringCounts',
              invited: n,
              answered: 0,
              queued: 0,
              sent: 0,
              error: 0,
              notSent: n,
              noPhoneNumber: 0,
              noEmail: n,
            },
          },
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<MonitoringPanel distribution={distribution()} />, {
      mocks: [
        available(true),
        invited(0),
        started(3, {
          sampled: 3,
          strata: [{ __typename: 'MonitoringStratum', status: 'NOT_COLLECTED', count: 3 }],
          smartFormId: 'smf--9',
        }),
        invited(3),
      ],
    });
    await user.click(await screen.findByTestId('monitoring-start'));
    expect((await screen.findByTestId('monitoring-count-invited')).textContent).toBe('3 families invited');
    expect(screen.getByTestId('monitoring-send-links')).toBeTruthy();
  });

  it("shows the API's words when it refuses", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MonitoringPanel distribution={distribution()} />, {
      mocks: [
        available(true),
        started(3, { code: 'VALIDATION_FAILED', message: 'The distribution has no monitoring questions.' }),
      ],
    });
    await user.click(await screen.findByTestId('monitoring-start'));
    expect((await screen.findByTestId('monitoring-error')).textContent).toBe(
      'The distribution has no monitoring questions.',
    );
    expect(screen.queryByTestId('monitoring-result')).toBeNull();
  });

  it('refuses a sample size out of range without asking the gateway', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MonitoringPanel distribution={distribution()} />, { mocks: [available(true)] });
    const size = await screen.findByTestId('monitoring-sample-size');
    await user.clear(size);
    await user.click(screen.getByTestId('monitoring-start'));
    expect(await screen.findByText('Enter a whole number from 1 to 10000.')).toBeTruthy();
  });

  it.each([
    ['without monitoring questions', distribution({ questions: 0 })],
    ['before approval', distribution({ status: 'APPROVAL_PENDING' })],
  ])('is hidden %s', async (_, d) => {
    renderWithProviders(
      <>
        <MonitoringPanel distribution={d} />
        {/* A panel that does show: once it is there, smart forms are known to be available. */}
        <MonitoringPanel distribution={distribution()} />
      </>,
      { mocks: [available(true)] },
    );
    await screen.findByTestId('monitoring-panel');
    expect(screen.getAllByTestId('monitoring-panel')).toHaveLength(1);
  });

  it('is hidden where smart forms are not available', async () => {
    renderWithProviders(<MonitoringPanel distribution={distribution()} />, { mocks: [available(false)] });
    // Let the availability answer arrive, then look.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('monitoring-panel')).toBeNull();
  });

  it('proposes a tenth of the families, at least 1 and at most 200', () => {
    expect(defaultSampleSize(0)).toBe(1);
    expect(defaultSampleSize(45)).toBe(5);
    expect(defaultSampleSize(50_000)).toBe(200);
  });
});
