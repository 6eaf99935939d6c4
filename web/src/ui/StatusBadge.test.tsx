import { DEFAULT_THEME, MantineProvider, mergeMantineTheme } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../app/routes.js';
import { theme } from '../app/theme.js';
import { createI18nIn } from '../i18n/index.js';
import { statusEn } from '../i18n/status.en.js';
import { statusFr } from '../i18n/status.fr.js';
import { renderWithProviders } from '../test/helpers.js';
import { AA_CONTRAST, contrastRatio, lightBackground, readableLightText } from './contrast.js';
import { StatusBadge } from './StatusBadge.js';
import { StatusGalleryPage } from './StatusGallery.js';
import { STATUS_LOOKS, statusKey } from './status.js';

// Spec §4's lists, copied word for word: a value missing from status.ts, the gallery or the texts fails below.
const SPEC = `
- Payment-style: NOT_INITIATED, INITIATED, PENDING, CANCELLED, DECLINED, COMPLETED, REVERSED, SCHEDULED, BENEFICIARY NAME MISMATCH, ERROR, SUCCESS, FINALIZED, RELOADING, PROCESSING.
- Approval: APPROVED, APPROVAL_PENDING, PENDING, DISAPPROVED, DISABLED.
- Collection, creation, transfer: COLLECTION_STARTED, READY, COMPLETED, CREATED, DELETED, SUCCESS, ERROR, REQUESTED, FAILURE, PROCESSING, CREATE_IN_PROGRESS, DELETE_IN_PROGRESS, TRANSFER_INITIATED, PENDING.
- Notification and scan: NOTIFICATION_SENT, SENT, SCAN_STARTED, SCAN_INITIATED.
- Usage: NOT_USED, PARTIALLY_USED, FULLY_USED.
- Collection progress: NOT_COLLECTED, PARTIALLY_COLLECTED, FULLY_COLLECTED.
- Locking: LOCKED, OPEN, LOCKED MIGRATED, OPEN MIGRATED.
- Account and user: ACTIVE, INVITATION_SENT, DISABLED, DISABLED (MFA), ENABLED, SUSPENDED.
- Scope and selection: EVERYTHING, NONE, SELECTED, MERGED, CLOSED, NOT_CREATED.
`;
// The spec's names for its lists → the vocabulary names of status.ts.
const VOCABULARY_OF: Record<string, keyof typeof statusEn.status> = {
  'Payment-style': 'payment',
  Approval: 'approval',
  'Collection, creation, transfer': 'operation',
  'Notification and scan': 'notification',
  Usage: 'usage',
  'Collection progress': 'collection',
  Locking: 'locking',
  'Account and user': 'account',
  'Scope and selection': 'scope',
};
const SPEC_LISTS = SPEC.trim()
  .split('\n')
  .map((line) => {
    const [, name = '', values = ''] = /^- (.+?): (.+)\.$/.exec(line) ?? [];
    return { vocabulary: VOCABULARY_OF[name], values: values.split(', ') };
  });
// "Reconciliation indicators exist for success, error, pending and processing."
const INDICATORS = ['success', 'error', 'pending', 'processing'];

async function renderIn(language: 'en' | 'fr', ui: React.ReactElement) {
  const i18n = await createI18nIn(language);
  return render(
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{ui}</MemoryRouter>
      </I18nextProvider>
    </MantineProvider>,
  );
}

const iconOf = (badge: Element) => {
  const svg = badge.querySelector('svg');
  expect(svg?.getAttribute('aria-hidden')).toBe('true');
  return [...(svg?.classList ?? [])].find((c) => c.startsWith('tabler-icon-')) ?? '';
};

describe('the status gallery (spec §4)', () => {
  it('reads nine lists from the spec', () => {
    expect(SPEC_LISTS.map((l) => l.vocabulary)).toEqual(Object.values(VOCABULARY_OF));
  });

  for (const [language, texts] of [
    ['en', statusEn],
    ['fr', statusFr],
  ] as const) {
    it(`shows every value of every vocabulary, in the spec's order, with its icon and its ${language} label`, async () => {
      await renderIn(language, <StatusGalleryPage />);
      for (const { vocabulary, values } of SPEC_LISTS) {
        if (!vocabulary) throw new Error('a spec list without a vocabulary');
        const section = document.querySelector(`[data-testid="gallery-vocabulary"][data-vocabulary="${vocabulary}"]`);
        expect(section, vocabulary).not.toBeNull();
        const badges = [...(section as Element).querySelectorAll('[data-vocabulary][data-status]')].filter(
          (b) => b !== section,
        );
        expect(
          badges.map((b) => b.getAttribute('data-status')),
          vocabulary,
        ).toEqual(values);
        const labels = texts.status[vocabulary] as Record<string, string>;
        for (const [i, value] of values.entries()) {
          const badge = badges[i] as Element;
          expect(iconOf(badge), `${vocabulary} ${value}`).not.toBe('');
          const label = labels[statusKey(value)];
          expect(label, `${vocabulary} ${value}`).toBeTruthy();
          expect(badge.textContent, `${vocabulary} ${value}`).toBe(label);
        }
      }
    });

    it(`shows the four reconciliation indicators with icon and ${language} label`, async () => {
      await renderIn(language, <StatusGalleryPage />);
      const badges = within(screen.getByTestId('gallery-indicators')).getAllByTestId('reconciliation-indicator');
      expect(badges.map((b) => b.getAttribute('data-status')?.toLowerCase())).toEqual(INDICATORS);
      for (const badge of badges) {
        expect(iconOf(badge)).not.toBe('');
        const key = badge.getAttribute('data-status') as keyof typeof texts.status.reconciliation;
        expect(badge.textContent).toBe(texts.status.reconciliation[key]);
      }
    });
  }

  it('gives the values of a vocabulary distinct colour + icon pairs', async () => {
    await renderIn('en', <StatusGalleryPage />);
    for (const section of screen.getAllByTestId('gallery-vocabulary')) {
      const badges = [...section.querySelectorAll('[data-status]')];
      const looks = badges.map((b) => `${b.getAttribute('data-color')} ${iconOf(b)}`);
      expect(new Set(looks).size, section.getAttribute('data-vocabulary') ?? '').toBe(badges.length);
    }
  });

  it('shows an empty and a filled step dot, and the radio icon filled when selected and transparent otherwise', async () => {
    await renderIn('en', <StatusGalleryPage />);
    const dots = within(screen.getByTestId('gallery-steps')).getAllByTestId('step-dot');
    expect(dots.map((d) => d.getAttribute('data-filled'))).toEqual(['true', 'true', 'false', 'false']);
    expect((dots[0] as HTMLElement).style.background).not.toBe('transparent');
    expect((dots[3] as HTMLElement).style.background).toBe('transparent');
    expect(screen.getByRole('img', { name: 'Step 2 of 4' })).toBeTruthy();
    const [on, off] = within(screen.getByTestId('gallery-radio')).getAllByTestId('radio-icon');
    expect(on?.getAttribute('data-selected')).toBe('true');
    expect(on?.querySelector('[data-testid="radio-icon-dot"]')?.getAttribute('fill')).toBe('currentColor');
    expect(off?.getAttribute('data-selected')).toBe('false');
    expect(off?.querySelector('[data-testid="radio-icon-dot"]')?.getAttribute('fill')).toBe('transparent');
  });

  it('is routed at /dev/status in development', async () => {
    renderWithProviders(<AppRoutes />, { url: '/dev/status' });
    expect(await screen.findByRole('heading', { name: 'Status badges' })).toBeTruthy();
  });
});

describe('StatusBadge', () => {
  it("keeps the domain's data-status and test id, and writes its label in a colour that passes WCAG AA", () => {
    renderWithProviders(
      <StatusBadge vocabulary="account" value="DISABLED (MFA)" status="DISABLED_MFA" testId="user-status" />,
    );
    const badge = screen.getByTestId('user-status');
    expect(badge.getAttribute('data-status')).toBe('DISABLED_MFA');
    expect(badge.textContent).toBe('Disabled (MFA)');
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    expect(badge.getAttribute('style')).toContain(`--badge-color: ${readableLightText(merged, 'orange')}`);
  });

  it('has every colour of the looks readable on its light background (4.5:1)', () => {
    const merged = mergeMantineTheme(DEFAULT_THEME, theme);
    for (const { color } of Object.values(STATUS_LOOKS)) {
      expect(
        contrastRatio(readableLightText(merged, color), lightBackground(merged, color)),
        color,
      ).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    // Mantine's own yellow label (shade 9 on shade 1) would not pass: the darkening is needed.
    expect(contrastRatio(merged.colors.yellow[9], merged.colors.yellow[1])).toBeLessThan(AA_CONTRAST);
  });

  it('turns values into safe text keys', () => {
    expect(statusKey('DISABLED (MFA)')).toBe('DISABLED_MFA');
    expect(statusKey('LOCKED MIGRATED')).toBe('LOCKED_MIGRATED');
    expect(statusKey('BENEFICIARY NAME MISMATCH')).toBe('BENEFICIARY_NAME_MISMATCH');
    expect(statusKey('NOT_USED')).toBe('NOT_USED');
  });
});
