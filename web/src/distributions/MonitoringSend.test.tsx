// Component test: the monitoring links' counts and "Send links" over a mocked gateway — what it shows, what it
// sends (channel, the officer's text or none), the job followed, the counts read again, and refusals.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobDocument } from '../jobs/JobProgress.js';
import { renderWithProviders } from '../test/helpers.js';
import { DistributionMonitoringDocument, MonitoringSend, SendMonitoringLinksDocument } from './MonitoringSend.js';

const ID = 'dis--1';

const counts = (values: Partial<Record<string, number>>) => ({
  request: { query: DistributionMonitoringDocument, variables: { distributionId: ID } },
  result: {
    data: {
      distributionMonitoring: {
        __typename: 'DistributionMonitoring',
        counts: {
          __typename: 'MonitoringCounts',
          invited: 4,
          answered: 0,
          queued: 0,
          sent: 0,
          error: 0,
          notSent: 4,
          noPhoneNumber: 1,
          noEmail: 3,
          ...values,
        },
      },
    },
  },
});

const job = (status: 'PROCESSING' | 'COMPLETED') => ({
  __typename: 'Job',
  jobId: 'job--m',
  kind: 'DISTRIBUTION_NOTIFICATIONS',
  status,
  attempts: 1,
  errorMessage: null,
  cancelRequested: false,
  viewerCanCancel: false,
  createdAt: '2026-11-23T08:00:00.000Z',
  startedAt: '2026-11-23T08:00:01.000Z',
  finishedAt: status === 'COMPLETED' ? '2026-11-23T08:00:05.000Z' : null,
  progress: { __typename: 'JobProgress', done: 3, total: 3, percent: 100 },
});

const sent = (input: Record<string, unknown>, answer: Record<string, unknown>) => ({
  request: { query: SendMonitoringLinksDocument, variables: { id: ID, input } },
  result: {
    data: {
      sendMonitoringLinks: {
        __typename: 'SendMonitoringLinksResult',
        job: null,
        code: null,
        message: null,
        reason: null,
        words: null,
        fieldErrors: [],
        ...answer,
      },
    },
  },
});

describe('MonitoringSend', () => {
  it('counts the invitations, sends the links on SMS as a job, then reads the counts again', async () => {
    renderWithProviders(<MonitoringSend distributionId={ID} reload={0} />, {
      mocks: [
        counts({}),
        sent({ channel: 'SMS' }, { job: job('PROCESSING') }),
        { request: { query: JobDocument, variables: { id: 'job--m' } }, result: { data: { job: job('COMPLETED') } } },
        counts({ sent: 3, notSent: 1 }),
      ],
    });
    expect((await screen.findByTestId('monitoring-count-invited')).textContent).toBe('4 families invited');
    expect(screen.getByTestId('monitoring-count-notSent').textContent).toBe('4 without a link yet');
    expect(screen.getByTestId('monitoring-unreachable').textContent).toBe(
      '1 family has no phone number: not reachable by SMS or WhatsApp.',
    );
    const user = userEvent.setup();
    await user.click(screen.getByTestId('monitoring-send-links'));
    expect(await screen.findByTestId('job-progress')).toBeTruthy();
    expect(await screen.findByText('3 links sent')).toBeTruthy();
    expect(screen.getByTestId('monitoring-count-notSent').textContent).toBe('1 without a link yet');
  });

  it("sends the officer's text, and shows the field's refusal beside it", async () => {
    const text = 'Hello {first-name}';
    renderWithProviders(<MonitoringSend distributionId={ID} reload={0} />, {
      mocks: [
        counts({}),
        sent(
          { channel: 'SMS', body: text },
          {
            code: 'VALIDATION_FAILED',
            message: 'body: invalid',
            words: null,
            fieldErrors: [{ __typename: 'FieldError', field: 'body', message: 'must contain {short-url-link}' }],
          },
        ),
      ],
    });
    const user = userEvent.setup();
    const message = await screen.findByTestId('monitoring-message');
    // userEvent reads `{` as a key descriptor: paste the text instead.
    await user.click(message);
    await user.paste(text);
    await user.click(screen.getByTestId('monitoring-send-links'));
    expect(await screen.findByText('must contain {short-url-link}')).toBeTruthy();
    expect(screen.queryByTestId('job-progress')).toBeNull();
  });

  it('shows why nothing was sent when every invited family already has a link', async () => {
    renderWithProviders(<MonitoringSend distributionId={ID} reload={0} />, {
      mocks: [
        counts({ sent: 3, notSent: 1 }),
        sent(
          { channel: 'SMS' },
          { code: 'VALIDATION_FAILED', reason: 'NOTHING_TO_SEND', message: 'No invited family is waiting.' },
        ),
      ],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('monitoring-send-links'));
    expect((await screen.findByTestId('monitoring-send-error')).textContent).toBe('No invited family is waiting.');
  });

  it('shows nothing before anyone is invited', async () => {
    renderWithProviders(<MonitoringSend distributionId={ID} reload={0} />, {
      mocks: [counts({ invited: 0, notSent: 0, noPhoneNumber: 0, noEmail: 0 })],
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('monitoring-send')).toBeNull();
  });
});
