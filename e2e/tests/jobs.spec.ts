import { expect, test } from '@playwright/test';
import { signIn } from './helpers.js';

test('the demo admin watches a demo job run on My jobs and cancels it', async ({ page }) => {
  await signIn(page, 'admin@demo.aid');
  await page.getByTestId('topbar-profile-menu').click();
  await page.getByTestId('menu-jobs').click();
  await expect(page).toHaveURL(/\/jobs$/);
  // The seeded jobs show each ending.
  await expect(page.locator('[data-testid="job-progress"][data-status="FAILURE"]').first()).toContainText(
    'failed on purpose',
  );

  await page.getByTestId('jobs-start-demo').click();
  const running = page.locator('[data-testid="job-progress"][data-status="PROCESSING"]').first();
  // Progress moves while the page polls: some steps done, not all.
  await expect(running.getByTestId('job-count')).toHaveText(/^([1-9]|1\d|2[0-9]) of 30$/, { timeout: 15_000 });
  await running.getByTestId('job-cancel').click();
  await expect(page.locator('[data-testid="job-progress"]').first()).toHaveAttribute('data-status', 'CANCELLED', {
    timeout: 15_000,
  });
});
