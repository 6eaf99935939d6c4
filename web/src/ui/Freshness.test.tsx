import { DEFAULT_THEME } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contrastRatio, MIN_TEXT_CONTRAST } from '../app/contrast.js';
import { theme } from '../app/theme.js';
import { renderWithProviders } from '../test/helpers.js';
import { Freshness, freshnessColour, OLD_COLOUR } from './Freshness.js';

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
    expect(freshnessColour('2026-11-20T00:00:00Z', 'green', NOW)).toBe('red.9');
    expect(freshnessColour('2026-11-27T00:00:00Z', 'green', NOW)).toBe('green');
    expect(freshnessColour(null, 'green', NOW)).toBe('green');
  });

  it('marks old timestamps in a colour that reads on white (WCAG AA text)', () => {
    const [name, shade] = OLD_COLOUR.split('.');
    const palette = theme.colors?.[name ?? ''] ?? DEFAULT_THEME.colors[name ?? ''];
    const colour = palette?.[Number(shade)] ?? '';
    expect(contrastRatio(colour, '#ffffff')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });
});
