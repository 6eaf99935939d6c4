// The filling page's texts, English and French, kept here: the page cannot load i18next and the app's bundles
// (it must stay under 80 KiB). Its language follows the form's language being filled when there is a text for it.
const en = {
  loading: 'Loading the form…',
  notFound: 'This form is not available. The link may be wrong, or the form closed.',
  loadFailed: 'The form cannot be loaded. Check your connection and try again.',
  offlineCopy: 'You are offline: this is the copy of the form saved on this device.',
  language: 'Language',
  pageOf: 'Page {{page}} of {{count}}',
  previous: 'Previous',
  next: 'Next',
  submit: 'Send',
  sending: 'Sending…',
  required: 'required',
  accessCode: 'Access code',
  accessCodeHint: 'The organisation gave you this code with the link.',
  accessCodeWrong: 'The access code is missing or wrong.',
  yes: 'Yes',
  no: 'No',
  choose: 'Choose…',
  fixErrors: 'Some answers need attention.',
  sent: 'Thank you: your answers were received.',
  saved: 'Saved on this device: it will be sent when you are online.',
  waiting: '{{count}} filled form(s) saved on this device, waiting to be sent.',
  refused: 'A filled form saved on this device was refused: {{message}}',
  discard: 'Remove it from this device',
  noSpace: 'No room left on this device to keep the form.',
  closed: 'This form no longer accepts answers.',
  reused: 'These answers were already sent with other content. Start a new one.',
  tooMany: 'Too many attempts. Please wait a moment and try again.',
  fillAnother: 'Fill in another',
  gender: { F: 'Female', M: 'Male', PNTS: 'Prefer not to say', O: 'Other' },
  errors: {
    REQUIRED: 'This answer is required.',
    WRONG_TYPE: 'Enter a number.',
    NOT_WHOLE_NUMBER: 'Enter a whole number.',
    TOO_SMALL: 'Must be at least {{min}}.',
    TOO_LARGE: 'Must be at most {{max}}.',
    TOO_SHORT: 'Must be at least {{min}} characters.',
    TOO_LONG: 'Must be at most {{max}} characters.',
    INVALID_DATE: 'Enter a valid date.',
    INVALID_FORMAT: 'This is not in the expected format.',
    NOT_ONE_OF: 'Choose one of the options.',
    CONSTRAINT_FAILED: 'This answer is not accepted.',
    // A photo or signature the server refused (not an image, too large, not uploaded through this link).
    INVALID_ID: 'This picture cannot be sent. Take or choose another one.',
    other: 'This answer is not accepted.',
  },
};

export type FillTexts = typeof en;

const fr: FillTexts = {
  loading: 'Chargement du formulaire…',
  notFound: "Ce formulaire n'est pas disponible. Le lien est peut-être erroné, ou le formulaire fermé.",
  loadFailed: 'Le formulaire ne peut pas être chargé. Vérifiez votre connexion et réessayez.',
  offlineCopy: 'Vous êtes hors ligne : voici la copie du formulaire enregistrée sur cet appareil.',
  language: 'Langue',
  pageOf: 'Page {{page}} sur {{count}}',
  previous: 'Précédent',
  next: 'Suivant',
  submit: 'Envoyer',
  sending: 'Envoi…',
  required: 'obligatoire',
  accessCode: "Code d'accès",
  accessCodeHint: "L'organisation vous a donné ce code avec le lien.",
  accessCodeWrong: "Le code d'accès est absent ou erroné.",
  yes: 'Oui',
  no: 'Non',
  choose: 'Choisir…',
  fixErrors: 'Certaines réponses sont à revoir.',
  sent: 'Merci : vos réponses ont été reçues.',
  saved: 'Enregistré sur cet appareil : il sera envoyé dès que vous serez en ligne.',
  waiting: '{{count}} formulaire(s) rempli(s) enregistré(s) sur cet appareil, en attente d’envoi.',
  refused: 'Un formulaire enregistré sur cet appareil a été refusé : {{message}}',
  discard: 'Le retirer de cet appareil',
  noSpace: 'Plus de place sur cet appareil pour garder le formulaire.',
  closed: "Ce formulaire n'accepte plus de réponses.",
  reused: 'Ces réponses ont déjà été envoyées avec un autre contenu. Recommencez-en un nouveau.',
  tooMany: 'Trop de tentatives. Patientez un moment puis réessayez.',
  fillAnother: 'En remplir un autre',
  gender: { F: 'Femme', M: 'Homme', PNTS: 'Préfère ne pas répondre', O: 'Autre' },
  errors: {
    REQUIRED: 'Cette réponse est obligatoire.',
    WRONG_TYPE: 'Saisissez un nombre.',
    NOT_WHOLE_NUMBER: 'Saisissez un nombre entier.',
    TOO_SMALL: 'Doit être au moins {{min}}.',
    TOO_LARGE: 'Doit être au plus {{max}}.',
    TOO_SHORT: 'Doit compter au moins {{min}} caractères.',
    TOO_LONG: 'Doit compter au plus {{max}} caractères.',
    INVALID_DATE: 'Saisissez une date valide.',
    INVALID_FORMAT: "Ce n'est pas au format attendu.",
    NOT_ONE_OF: 'Choisissez une des options.',
    CONSTRAINT_FAILED: "Cette réponse n'est pas acceptée.",
    INVALID_ID: 'Cette image ne peut pas être envoyée. Prenez-en ou choisissez-en une autre.',
    other: "Cette réponse n'est pas acceptée.",
  },
};

export const FILL_TEXTS = { en, fr };

/** The texts for a form language: French for fr and its regions, English otherwise. */
export const textsFor = (language: string): FillTexts => (language.split('-')[0] === 'fr' ? fr : en);

/** `text` with its {{name}} placeholders filled in. */
export function format(text: string, params: Readonly<Record<string, string | number>> = {}): string {
  return text.replace(/{{(\w+)}}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** The language to fill in: the browser's when the form has it (exactly, then by its base), else the form's default. */
export function initialLanguage(languages: readonly string[], defaultLanguage: string, browser: readonly string[]) {
  for (const wanted of browser) {
    if (languages.includes(wanted)) return wanted;
    const base = wanted.split('-')[0] ?? wanted;
    const match = languages.find((l) => l === base || l.split('-')[0] === base);
    if (match) return match;
  }
  return defaultLanguage;
}

/** A localized text of the form in `language`, else the form's default language, else the first one. */
export function localized(
  texts: readonly { language: string; text: string }[],
  language: string,
  fallback: string,
): string {
  return (
    texts.find((t) => t.language === language)?.text ??
    texts.find((t) => t.language === fallback)?.text ??
    texts[0]?.text ??
    ''
  );
}
