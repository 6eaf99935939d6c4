import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStateStorage } from '../auth/storage.js';
import { memoryStorage, renderWithProviders, testStore } from '../test/helpers.js';
import { ALERT_AUTO_DISMISS_MS, type AlertType, useAlerts } from './alerts.js';

function Trigger({ type, message }: { type: AlertType; message: string }) {
  const { showAlert } = useAlerts();
  return (
    <button type="button" onClick={() => showAlert(type, message)}>
      show {type}
    </button>
  );
}

function renderAlerts(store = testStore()) {
  return renderWithProviders(
    <>
      <Trigger type="success" message="Saved." />
      <Trigger type="processing" message="Working…" />
      <Trigger type="warning" message="Careful." />
      <Trigger type="error" message="Failed." />
    </>,
    { store },
  );
}

const advance = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('dismisses success and processing alerts after 6000 ms, with a progress bar', () => {
    expect(ALERT_AUTO_DISMISS_MS).toBe(6000);
    renderAlerts();
    fireEvent.click(screen.getByText('show success'));
    fireEvent.click(screen.getByText('show processing'));
    expect(screen.getByTestId('alert-success').textContent).toContain('Saved.');
    expect(screen.getAllByTestId('alert-progress')).toHaveLength(2);
    advance(5999);
    expect(screen.queryByTestId('alert-success')).not.toBeNull();
    expect(screen.queryByTestId('alert-processing')).not.toBeNull();
    advance(1);
    expect(screen.queryByTestId('alert-success')).toBeNull();
    expect(screen.queryByTestId('alert-processing')).toBeNull();
  });

  it('keeps warning and error alerts until they are closed, without a progress bar', () => {
    renderAlerts();
    fireEvent.click(screen.getByText('show warning'));
    fireEvent.click(screen.getByText('show error'));
    advance(60_000);
    expect(screen.getByTestId('alert-warning').textContent).toContain('Careful.');
    expect(screen.getByRole('alert').textContent).toContain('Failed.');
    expect(screen.queryByTestId('alert-progress')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    expect(screen.queryByTestId('alert-warning')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('alert-error')).toBeNull();
  });

  it('can close an auto-dismissing alert by hand', () => {
    renderAlerts();
    fireEvent.click(screen.getByText('show success'));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('alert-success')).toBeNull();
  });

  it('survives a reload in the persisted state, with the time it had left', () => {
    const storage = createStateStorage(memoryStorage());
    const first = renderAlerts(testStore(storage));
    fireEvent.click(screen.getByText('show success'));
    fireEvent.click(screen.getByText('show warning'));
    advance(2000);
    storage.flush();
    first.unmount();

    // A new page over the same storage.
    renderAlerts(testStore(storage));
    expect(screen.getByTestId('alert-success').textContent).toContain('Saved.');
    expect(screen.getByTestId('alert-warning').textContent).toContain('Careful.');
    advance(3999);
    expect(screen.queryByTestId('alert-success')).not.toBeNull();
    advance(1);
    expect(screen.queryByTestId('alert-success')).toBeNull();
    expect(screen.queryByTestId('alert-warning')).not.toBeNull();
  });
});
