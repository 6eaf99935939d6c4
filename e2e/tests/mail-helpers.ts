// E-mail as the specs read it: the stack sends through a real SMTP server of its own (the local mailbox, see
// scripts/stack.ts), which keeps each message as an .eml file in <DATA_DIR>/mail; a spec waits for the newest one
// to an address and reads what a person would: the sign-in link and the temporary password.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { latestMailFor, type MailboxMessage } from '@aid/api/mailbox';
import { expect } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config.js';

/** The stack's DATA_DIR (playwright.config.ts), resolved from the repository root as scripts/stack.ts does. */
export const DATA_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '.data', `e2e-${E2E_PORTS.api}`);
export const MAILBOX = join(DATA_DIR, 'mail');

export type Invitation = MailboxMessage & { link: string; password: string };

/** The newest invitation to `email`, waited for, with its link and temporary password read from the English text. */
export async function invitationFor(email: string): Promise<Invitation> {
  let mail: MailboxMessage | undefined;
  await expect
    .poll(async () => {
      mail = await latestMailFor(MAILBOX, email);
      return mail !== undefined;
    })
    .toBe(true);
  const found = mail as MailboxMessage;
  return {
    ...found,
    link: /Sign in at (\S+) with/.exec(found.text)?.[1] ?? '',
    password: /temporary password: (\S+)/.exec(found.text)?.[1] ?? '',
  };
}
