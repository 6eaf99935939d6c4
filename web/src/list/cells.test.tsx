// The shared cells: a kind (an action, a role's type) as a coloured badge under its own name, so it is never taken
// for the status badge (ui/StatusBadge.tsx, with an icon and the shared status words).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import * as cells from './cells.js';

describe('KindBadge', () => {
  it('shows the kind in its colour, under a name of its own', () => {
    renderWithProviders(
      <cells.KindBadge color="grape" testId="role-type">
        Custom
      </cells.KindBadge>,
    );
    const badge = screen.getByTestId('role-type');
    expect(badge.textContent).toBe('Custom');
    // One StatusBadge in the app: the one of ui/StatusBadge.tsx.
    expect(Object.keys(cells)).not.toContain('StatusBadge');
  });
});
