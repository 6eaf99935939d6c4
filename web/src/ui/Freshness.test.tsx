import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { Freshness, freshnessColour } from './Freshness.js';

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe('Freshness (spec §5/§9: old after 86,400 s)', () => {
  it('marks a timestamp older than a day with a warning and a translated hint', () => {
    renderWithProviders(
      <Freshness at="2026-11-26T11:00:00Z" now={NOW} testId="when">
        yesterday
      </Freshness>,
    );
    expect(screen.getByTestId('when').getAttribute('data-old')).toBe('true');
    expect(screen.getByTestId('old-timestamp').getAttribute('title')).toBe('More than a day ago');
    expect(screen.getByLabelText('More than a day ago')).toBeTruthy();
  });

  it('leaves a fresh one as it is', () => {
    renderWithProviders(
      <Freshness at="2026-11-26T13:00:00Z" now={NOW} testId="when">
        23 hours ago
      </Freshness>,
    );
    expect(screen.getByTestId('when').getAttribute('data-old')).toBe('false');
    expect(screen.queryByTestId('old-timestamp')).toBeNull();
  });

  it('gives the warning colour only to old timestamps', () => {
    expect(freshnessColour('2026-11-20T00:00:00Z', 'green', NOW)).toBe('orange.8');
    expect(freshnessColour('2026-11-27T00:00:00Z', 'green', NOW)).toBe('green');
    expect(freshnessColour(null, 'green', NOW)).toBe('green');
  });
});
