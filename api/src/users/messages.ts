// The texts of the e-mails user management sends, in the organisation's language (its default for new members: the
// invitee has no language setting of their own yet). Each says where to sign in and with what.
import type { ApplicationLanguage } from '@aid/common/accounts';
import type { MailMessage } from './mailer.js';

export type InvitationContext = {
  email: string;
  organizationName: string | null;
  inviterName: string | null;
  /** Where the web app signs in, e.g. https://aid.example.org/login. */
  signInUrl: string;
  /** The organisation's default language for new members. */
  language: ApplicationLanguage;
};

type Texts = {
  someOrganisation: string;
  someAdministrator: string;
  invitation(c: Names, temporaryPassword: string): { subject: string; lines: string[] };
  notice(c: Names): { subject: string; lines: string[] };
};

type Names = InvitationContext & { organisation: string; inviter: string };

const TEXTS: Record<ApplicationLanguage, Texts> = {
  en: {
    someOrganisation: 'an organisation',
    someAdministrator: 'An administrator',
    invitation: (c, password) => ({
      subject: `You are invited to ${c.organisation} on the aid platform`,
      lines: [
        `${c.inviter} invited you to join ${c.organisation} on the aid platform.`,
        '',
        `Sign in at ${c.signInUrl} with`,
        `  e-mail: ${c.email}`,
        `  temporary password: ${password}`,
        '',
        'You will be asked to choose your own password. The temporary password expires after 7 days; ask for a new',
        'invitation if it has.',
      ],
    }),
    notice: (c) => ({
      subject: `You have been added to ${c.organisation} on the aid platform`,
      lines: [
        `${c.inviter} added you to ${c.organisation} on the aid platform.`,
        '',
        `Sign in at ${c.signInUrl} with your usual password and choose ${c.organisation} under Organizations.`,
      ],
    }),
  },
  fr: {
    someOrganisation: 'une organisation',
    someAdministrator: 'Un administrateur',
    invitation: (c, password) => ({
      subject: `Invitation à rejoindre ${c.organisation} sur la plateforme d'aide`,
      lines: [
        `${c.inviter} vous invite à rejoindre ${c.organisation} sur la plateforme d'aide.`,
        '',
        `Connectez-vous sur ${c.signInUrl} avec`,
        `  e-mail : ${c.email}`,
        `  mot de passe temporaire : ${password}`,
        '',
        'Vous devrez ensuite choisir votre propre mot de passe. Le mot de passe temporaire expire au bout de 7 jours ;',
        "demandez une nouvelle invitation s'il a expiré.",
      ],
    }),
    notice: (c) => ({
      subject: `Vous avez désormais accès à ${c.organisation} sur la plateforme d'aide`,
      lines: [
        `${c.inviter} vous a donné accès à ${c.organisation} sur la plateforme d'aide.`,
        '',
        `Connectez-vous sur ${c.signInUrl} avec votre mot de passe habituel et choisissez ${c.organisation} sous`,
        'Organisations.',
      ],
    }),
  },
  es: {
    someOrganisation: 'una organización',
    someAdministrator: 'Un administrador',
    invitation: (c, password) => ({
      subject: `Invitación a unirse a ${c.organisation} en la plataforma de ayuda`,
      lines: [
        `${c.inviter} le invita a unirse a ${c.organisation} en la plataforma de ayuda.`,
        '',
        `Inicie sesión en ${c.signInUrl} con`,
        `  correo electrónico: ${c.email}`,
        `  contraseña temporal: ${password}`,
        '',
        'Se le pedirá que elija su propia contraseña. La contraseña temporal caduca a los 7 días; pida una nueva',
        'invitación si ha caducado.',
      ],
    }),
    notice: (c) => ({
      subject: `Ahora tiene acceso a ${c.organisation} en la plataforma de ayuda`,
      lines: [
        `${c.inviter} le ha dado acceso a ${c.organisation} en la plataforma de ayuda.`,
        '',
        `Inicie sesión en ${c.signInUrl} con su contraseña habitual y elija ${c.organisation} en Organizaciones.`,
      ],
    }),
  },
  ar: {
    someOrganisation: 'إحدى المنظمات',
    someAdministrator: 'أحد المسؤولين',
    invitation: (c, password) => ({
      subject: `دعوة للانضمام إلى ${c.organisation} على منصة المساعدات`,
      lines: [
        `دعاك ${c.inviter} للانضمام إلى ${c.organisation} على منصة المساعدات.`,
        '',
        `سجّل الدخول على ${c.signInUrl} باستخدام`,
        `  البريد الإلكتروني: ${c.email}`,
        `  كلمة المرور المؤقتة: ${password}`,
        '',
        'سيُطلب منك اختيار كلمة مرور خاصة بك. تنتهي صلاحية كلمة المرور المؤقتة بعد 7 أيام؛ اطلب دعوة جديدة',
        'إذا انتهت صلاحيتها.',
      ],
    }),
    notice: (c) => ({
      subject: `أصبح بإمكانك الوصول إلى ${c.organisation} على منصة المساعدات`,
      lines: [
        `منحك ${c.inviter} حق الوصول إلى ${c.organisation} على منصة المساعدات.`,
        '',
        `سجّل الدخول على ${c.signInUrl} بكلمة مرورك المعتادة واختر ${c.organisation} من قائمة المنظمات.`,
      ],
    }),
  },
};

function named(c: InvitationContext): { texts: Texts; names: Names } {
  const texts = TEXTS[c.language] ?? TEXTS.en;
  const organisation = c.organizationName ?? texts.someOrganisation;
  return { texts, names: { ...c, organisation, inviter: c.inviterName ?? texts.someAdministrator } };
}

/** A new account: the temporary password, which the identity service makes them replace at the first sign-in. */
export function invitationMessage(c: InvitationContext, temporaryPassword: string): MailMessage {
  const { texts, names } = named(c);
  const { subject, lines } = texts.invitation(names, temporaryPassword);
  return { to: c.email, subject, text: lines.join('\n'), temporaryPassword };
}

/** Someone who already has an account (in another organisation): no password, they sign in as they always do. */
export function membershipNoticeMessage(c: InvitationContext): MailMessage {
  const { texts, names } = named(c);
  const { subject, lines } = texts.notice(names);
  return { to: c.email, subject, text: lines.join('\n'), temporaryPassword: null };
}
