import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testStore } from '../test/helpers.js';
import { DetailPage } from './DetailPage.js';

type Options = { loading?: boolean; error?: string | null; item?: { name: string } | null };

function renderPage({ loading = false, error = null, item = null }: Options, store = testStore()) {
  renderWithProviders(
    <DetailPage
      crumbs={[
        { label: 'Things', path: '/things' },
        { label: item?.name ?? 't1', path: '/things/t1' },
      ]}
      size="lg"
      loading={loading}
      loadingTestId="thing-loading"
      back={{ to: '/things', label: 'Back to things' }}
      error={error}
      errorTestId="thing-error"
      notFound={{ text: 'No such thing', testId: 'thing-not-found' }}
      item={item}
    >
      {(thing) => <h1 data-testid="thing-name">{thing.name}</h1>}
    </DetailPage>,
    { store },
  );
  return store;
}

describe('DetailPage', () => {
  it('is a loader until the first answer', () => {
    renderPage({ loading: true });
    expect(screen.getByTestId('thing-loading')).toBeTruthy();
    expect(screen.queryByText('Back to things')).toBeNull();
  });

  it('shows the thing with the link back and declares the trail', async () => {
    const store = renderPage({ item: { name: 'Water' } });
    expect(screen.getByTestId('thing-name').textContent).toBe('Water');
    expect(screen.getByRole('link', { name: 'Back to things' }).getAttribute('href')).toBe('/things');
    expect(screen.queryByTestId('thing-not-found')).toBeNull();
    await vi.waitFor(() => expect(store.get().header.headerData?.[1]?.label).toBe('Water'));
  });

  it('says "not found" when the answer holds nothing, and the error (not "not found") when it failed', () => {
    renderPage({});
    expect(screen.getByTestId('thing-not-found').textContent).toBe('No such thing');
    renderPage({ error: 'Could not load: boom' });
    expect(screen.getByTestId('thing-error').textContent).toBe('Could not load: boom');
    expect(screen.getAllByTestId('thing-not-found')).toHaveLength(1);
  });

  it('shows the thing beside an error when a field failed alone', () => {
    renderPage({ error: 'Could not load: creator', item: { name: 'Rice' } });
    expect(screen.getByTestId('thing-error')).toBeTruthy();
    expect(screen.getByTestId('thing-name').textContent).toBe('Rice');
  });
});
