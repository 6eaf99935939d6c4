import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

// What the accessibility spec shares: the WCAG 2.2 AA rule tags, the two widths every screen is checked at, and a
// scan (AxeBuilder's; a11y-page.ts has the quicker one for pages without frames) that names each violation when it fails.

/** axe-core's tags for the success criteria of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const VIEWPORTS = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

export type Finding = { screen: string; rule: string; impact: string; targets: string[]; summary: string };

/** Runs axe on the page (or on `include` only) and answers every violation, one line per element. */
export async function scan(page: Page, screen: string, include?: string): Promise<Finding[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => ({
      screen,
      rule: v.id,
      impact: v.impact ?? '',
      targets: node.target.map(String),
      summary: (node.failureSummary ?? v.help).replace(/\s+/g, ' ').trim(),
    })),
  );
}

/** The findings as lines to read in the test's output: per rule, then each element with why it fails. */
export function listFindings(findings: Finding[]): string {
  const byRule = new Map<string, Finding[]>();
  for (const f of findings) byRule.set(f.rule, [...(byRule.get(f.rule) ?? []), f]);
  const lines = [...byRule].map(([rule, list]) => `${rule}: ${list.length}`);
  for (const f of findings) lines.push(`[${f.screen}] ${f.rule} ${f.targets.join(' ')} — ${f.summary}`);
  return lines.join('\n');
}

/**
 * A form sent with errors announces them with its fields: the first invalid field says so (aria-invalid) and is
 * described by its error's text (aria-describedby), so a screen reader reads the error on reaching the field.
 */
export async function expectAnnouncedError(form: Locator): Promise<void> {
  const invalid = form.locator('[aria-invalid="true"]').first();
  await expect(invalid).toBeVisible();
  const ids = ((await invalid.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const error = form.locator('.mantine-InputWrapper-error, [id$="-error"]').first();
  await expect(error).toBeVisible();
  await expect(error).not.toBeEmpty();
  expect(ids).toContain(await error.getAttribute('id'));
}
