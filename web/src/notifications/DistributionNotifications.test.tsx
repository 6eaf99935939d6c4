// Component test: a distribution's notifications over a mocked gateway: the preview of a real family's message,
// sending (a job with its progress bar), the counts and messages once it ended, and a refusal as the API words it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { JobDocument } from '../jobs/JobProgress.js';
import { renderWithProviders } from '../test/helpers.js';
import {
  DistributionNotifications,
  NotificationPreviewDocument,
  ResendNotificationsDocument,
  SendNotificationsDocument,
} from './DistributionNotifications.js';
import { DistributionNotificationsDocument, NOTIFICATIONS_PAGE_SIZE } from './NotificationsTable.js';

const ID = 'dis--01JD0000000000000000000001';

const preview = {
  request: { query: NotificationPreviewDocument, variables: { distributionId: ID } },
  result: {
    data: {
      notificationPreview: {
        __typename: 'NotificationPreviewResult',
        preview: {
          __typename: 'NotificationPreview',
          beneficiaryId: 'ben--1',
          channel: 'SMS',
          language: 'fr',
          recipient: '+33600000001',
          subject: null,
          body: 'Bonjour Amélie, votre bon : https://aid.example/v/ABCD',
        },
        code: null,
        message: null,
        words: null,
        reason: null,
      },
    },
  },
};

type Row = { status: 'NOTIFICATION_SENT' | 'SENT' | 'ERROR'; error?: string };
const messages = (rows: Row[]) => ({
  request: { query: DistributionNotificationsDocument, variables: { id: ID, first: NOTIFICATIONS_PAGE_SIZE } },
  result: {
    data: {
      distribution: {
        __typename: 'Distribution',
        distributionId: ID,
        notifications: {
          __typename: 'NotificationConnection',
          totalCount: rows.length,
          counts: (['SENT', 'ERROR'] as const).map((status) => ({
            __typename: 'NotificationCount',
            status,
            count: rows.filter((r) => r.status === status).length,
          })),
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: null,
            endCursor: null,
          },
          edges: rows.map((r, i) => ({
            __typename: 'NotificationEdge',
            node: {
              __typename: 'Notification',
              notificationId: `not--${i}`,
              recipient: `+3360000000${i}`,
              language: 'fr',
              status: r.status,
              attempts: 1,
              error: r.error ?? null,
            },
          })),
        },
      },
    },
  },
});

const job = (status: 'PROCESSING' | 'COMPLETED') => ({
  __typename: 'Job',
  jobId: 'job--n',
  kind: 'DISTRIBUTION_NOTIFICATIONS',
  status,
  attempts: 1,
  errorMessage: null,
  cancelRequested: false,
  viewerCanCancel: false,
  createdAt: '2026-11-23T08:00:00.000Z',
  startedAt: '2026-11-23T08:00:01.000Z',
  finishedAt: status === 'COMPLETED' ? '2026-11-23T08:00:05.000Z' : null,
  progress: { __typename: 'JobProgress', done: 2, total: 2, percent: 100 },
});

describe('DistributionNotifications', () => {
  it('previews a family’s message, sends with a progress bar, then shows the statuses', async () => {
    renderWithProviders(<DistributionNotifications distributionId={ID} />, {
      mocks: [
        preview,
        messages([]),
        {
          request: { query: SendNotificationsDocument, variables: { distributionId: ID } },
          result: {
            data: {
              sendNotifications: {
                __typename: 'NotificationJobResult',
                job: job('PROCESSING'),
                code: null,
                message: null,
                words: null,
                reason: null,
              },
            },
          },
        },
        { request: { query: JobDocument, variables: { id: 'job--n' } }, result: { data: { job: job('COMPLETED') } } },
        { ...messages([{ status: 'SENT' }, { status: 'ERROR', error: 'Provider down' }]), maxUsageCount: 5 },
      ],
    });
    expect((await screen.findByTestId('notification-preview-body')).textContent).toContain('Bonjour Amélie');
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('send-notifications'));
    const progress = await screen.findByTestId('job-progress');
    expect(within(progress).getByRole('progressbar')).toBeTruthy();
    expect((await screen.findAllByTestId('notification-row')).length).toBe(2);
    expect(screen.getByTestId('notification-count-ERROR').textContent).toBe('Error: 1');
    expect(screen.getAllByTestId('notification-status').map((b) => b.getAttribute('data-status'))).toEqual([
      'SENT',
      'ERROR',
    ]);
  });

  it('shows the API’s refusal when there is nothing to resend', async () => {
    renderWithProviders(<DistributionNotifications distributionId={ID} />, {
      mocks: [
        preview,
        messages([{ status: 'SENT' }]),
        {
          request: { query: ResendNotificationsDocument, variables: { distributionId: ID } },
          result: {
            data: {
              resendNotifications: {
                __typename: 'NotificationJobResult',
                job: null,
                code: 'VALIDATION_FAILED',
                message: 'No failed message to resend.',
                words: null,
                reason: 'NOTHING_TO_RESEND',
              },
            },
          },
        },
      ],
    });
    const user = userEvent.setup();
    await screen.findByTestId('notification-row');
    await user.click(screen.getByTestId('resend-notifications'));
    expect((await screen.findByTestId('notifications-error')).textContent).toBe('No failed message to resend.');
  });
});
