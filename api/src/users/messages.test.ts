// The invitation and notice texts: in the organisation's language, each with the sign-in link and, for a new
// account, the e-mail and temporary password the first sign-in needs.
import { describe, expect, it } from 'vitest';
import { type InvitationContext, invitationMessage, membershipNoticeMessage } from './messages.js';

const context = (over: Partial<InvitationContext> = {}): InvitationContext => ({
  email: 'newcomer@x.test',
  organizationName: 'Croix-Rouge Genève',
  inviterName: 'Ada Admin',
  signInUrl: 'https://aid.example.org/login',
  language: 'en',
  ...over,
});

describe('invitation messages', () => {
  it('gives an English invitation the link, the e-mail and the temporary password', () => {
    const message = invitationMessage(context(), 'Tmp-pass-2026#x');
    expect(message).toMatchObject({
      to: 'newcomer@x.test',
      subject: 'You are invited to Croix-Rouge Genève on the aid platform',
      temporaryPassword: 'Tmp-pass-2026#x',
    });
    expect(message.text).toContain('Ada Admin invited you to join Croix-Rouge Genève');
    expect(message.text).toContain('Sign in at https://aid.example.org/login with');
    expect(message.text).toContain('  e-mail: newcomer@x.test\n  temporary password: Tmp-pass-2026#x\n');
  });

  it('writes in French for a French-speaking organisation', () => {
    const message = invitationMessage(context({ language: 'fr' }), 'Tmp-pass-2026#x');
    expect(message.subject).toBe("Invitation à rejoindre Croix-Rouge Genève sur la plateforme d'aide");
    expect(message.text).toContain('Ada Admin vous invite à rejoindre Croix-Rouge Genève');
    expect(message.text).toContain('Connectez-vous sur https://aid.example.org/login avec');
    expect(message.text).toContain('  e-mail : newcomer@x.test\n  mot de passe temporaire : Tmp-pass-2026#x\n');
    expect(message.text).not.toMatch(/Sign in|password/);
  });

  it('writes in Spanish and in Arabic for organisations speaking them, the link and password intact', () => {
    const spanish = invitationMessage(context({ language: 'es' }), 'Tmp-pass-2026#x');
    expect(spanish.subject).toBe('Invitación a unirse a Croix-Rouge Genève en la plataforma de ayuda');
    expect(spanish.text).toContain('Inicie sesión en https://aid.example.org/login con');
    const arabic = invitationMessage(context({ language: 'ar' }), 'Tmp-pass-2026#x');
    expect(arabic.subject).toBe('دعوة للانضمام إلى Croix-Rouge Genève على منصة المساعدات');
    expect(arabic.text).toContain('https://aid.example.org/login');
    expect(arabic.text).toContain('Tmp-pass-2026#x');
    for (const message of [spanish, arabic]) expect(message.text).not.toMatch(/Sign in|password/);
  });

  it('names someone when the organisation or the inviter has no name, in the same language', () => {
    const unnamed = { organizationName: null, inviterName: null };
    expect(invitationMessage(context(unnamed), 'x').text).toMatch(
      /^An administrator invited you to join an organisation/,
    );
    expect(invitationMessage(context({ ...unnamed, language: 'fr' }), 'x').text).toMatch(
      /^Un administrateur vous invite à rejoindre une organisation/,
    );
  });

  it('tells someone with an account of their own where to sign in, without a password, in either language', () => {
    const en = membershipNoticeMessage(context());
    expect(en).toMatchObject({
      subject: 'You have been added to Croix-Rouge Genève on the aid platform',
      temporaryPassword: null,
    });
    expect(en.text).toContain('Sign in at https://aid.example.org/login with your usual password');
    const fr = membershipNoticeMessage(context({ language: 'fr' }));
    expect(fr.subject).toBe("Vous avez désormais accès à Croix-Rouge Genève sur la plateforme d'aide");
    expect(fr.text).toContain('Connectez-vous sur https://aid.example.org/login avec votre mot de passe habituel');
  });
});
