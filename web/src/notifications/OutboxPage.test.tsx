// Component test: the outbox lists what the local provider delivered, with links clickable, for one distribution
// when the URL names it.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { NotificationOutboxDocument, OUTBOX_PAGE_SIZE, OutboxPage } from './OutboxPage.js';

const outbox = (variables: Record<string, unknown>, bodies: string[]) => ({
  request: { query: NotificationOutboxDocument, variables: { ...variables, first: OUTBOX_PAGE_SIZE } },
  result: {
    data: {
      notificationOutbox: {
        __typename: 'OutboxMessageConnection',
        totalCount: bodies.length,
        pageInfo: {
          __typename: 'PageInfo',
          hasNextPage: false,
          hasPreviousPage: false,
          startCursor: null,
          endCursor: null,
        },
        edges: bodies.map((body, i) => ({
          __typename: 'OutboxMessageEdge',
          node: {
            __typename: 'OutboxMessage',
            notificationId: `not--${i}`,
            distributionId: 'dis--1',
            channel: 'SMS',
            recipient: '+33600000001',
            subject: null,
            body,
            deliveredAt: '2026-11-23T09:00:00.000Z',
          },
        })),
      },
    },
  },
});

describe('OutboxPage', () => {
  it('shows a distribution’s messages with their links clickable', async () => {
    renderWithProviders(<OutboxPage />, {
      url: '/outbox?distributionId=dis--1',
      mocks: [outbox({ distributionId: 'dis--1' }, ['Bonjour Amélie, votre bon : http://app.test/v/ABCD.'])],
    });
    const link = (await screen.findByTestId('outbox-link')) as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('http://app.test/v/ABCD');
    expect(screen.getByTestId('outbox-body').textContent).toBe('Bonjour Amélie, votre bon : http://app.test/v/ABCD.');
    expect((screen.getByTestId('outbox-distribution') as HTMLInputElement).value).toBe('dis--1');
  });

  it('says so when nothing was delivered', async () => {
    renderWithProviders(<OutboxPage />, { url: '/outbox', mocks: [outbox({}, [])] });
    expect(await screen.findByTestId('outbox-empty')).toBeTruthy();
  });
});
