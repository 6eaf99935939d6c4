// The texts of the e-mails user management sends, in English (the invitee has no language setting yet).
import type { MailMessage } from './mailer.js';

export type InvitationContext = {
  email: string;
  organizationName: string | null;
  inviterName: string | null;
  /** Where the web app signs in, e.g. https://aid.example.org/login. */
  signInUrl: string;
};

const organisation = (c: InvitationContext) => c.organizationName ?? 'an organisation';
const inviter = (c: InvitationContext) => c.inviterName ?? 'An administrator';

/** A new account: the temporary password, which the identity service makes them replace at the first sign-in. */
export function invitationMessage(c: InvitationContext, temporaryPassword: string): MailMessage {
  return {
    to: c.email,
    subject: `You are invited to ${organisation(c)} on the aid platform`,
    text: [
      `${inviter(c)} invited you to join ${organisation(c)} on the aid platform.`,
      '',
      `Sign in at ${c.signInUrl} with`,
      `  e-mail: ${c.email}`,
      `  temporary password: ${temporaryPassword}`,
      '',
      'You will be asked to choose your own password. The temporary password expires after 7 days; ask for a new',
      'invitation if it has.',
    ].join('\n'),
    temporaryPassword,
  };
}

/** Someone who already has an account (in another organisation): no password, they sign in as they always do. */
export function membershipNoticeMessage(c: InvitationContext): MailMessage {
  return {
    to: c.email,
    subject: `You have been added to ${organisation(c)} on the aid platform`,
    text: [
      `${inviter(c)} added you to ${organisation(c)} on the aid platform.`,
      '',
      `Sign in at ${c.signInUrl} with your usual password and choose ${organisation(c)} under Organizations.`,
    ].join('\n'),
    temporaryPassword: null,
  };
}
