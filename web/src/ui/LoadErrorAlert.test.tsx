import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { LoadErrorAlert } from './LoadErrorAlert.js';

describe('LoadErrorAlert', () => {
  it('shows nothing without an error', () => {
    renderWithProviders(<LoadErrorAlert error={undefined} text={(m) => `Failed: ${m}`} testId="load-error" />);
    expect(screen.queryByTestId('load-error')).toBeNull();
  });

  it("fills the failure's words into the sentence, announced as an alert", () => {
    renderWithProviders(
      <>
        <LoadErrorAlert error={new Error('offline')} text={(m) => `Roles: ${m}`} testId="red" />
        <LoadErrorAlert error={new Error('slow')} text={(m) => `Countries: ${m}`} color="yellow" testId="yellow" />
      </>,
    );
    expect(screen.getByTestId('red').textContent).toBe('Roles: offline');
    expect(screen.getByTestId('red').getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('yellow').textContent).toBe('Countries: slow');
    expect(screen.getByTestId('yellow').getAttribute('role')).toBe('alert');
  });
});
