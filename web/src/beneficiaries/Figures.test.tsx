import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { Figures } from './Figures.js';

describe('Figures', () => {
  it("shows each figure under its label, in the user's number format", () => {
    renderWithProviders(
      <Figures
        cols={2}
        size="lg"
        figures={[
          { label: 'Families', value: 12345, testId: 'families' },
          { label: 'Invalid rows', value: 3, testId: 'invalid', colour: 'red' },
        ]}
      />,
    );
    screen.getByText('Families');
    expect(screen.getByTestId('families').textContent).toBe('12,345');
    expect(screen.getByTestId('invalid').textContent).toBe('3');
  });
});
