// The texts of the device inputs (MediaInputs.tsx), apart from texts.ts because those inputs load only for a form
// that asks for them: the page's first load stays within its 80 KiB. The same languages as texts.ts.
const en = {
  takePhoto: 'Take or choose a photo',
  photoTaken: 'The photo you took',
  removePhoto: 'Remove the photo',
  preparingPhoto: 'Preparing the photo…',
  photoUnreadable: 'This picture cannot be read. Take or choose another one.',
  signHere: 'Sign in the box with your finger or the mouse.',
  signed: 'Your signature',
  clearSignature: 'Clear the signature',
  useLocation: 'Use my location',
  locating: 'Finding your location…',
  locationFound: 'Position {{latitude}}, {{longitude}} (within {{accuracy}} m).',
  locationFailed: 'Your location cannot be found. Allow this page to use it and try again.',
};

export type MediaTexts = typeof en;

const fr: MediaTexts = {
  takePhoto: 'Prendre ou choisir une photo',
  photoTaken: 'La photo prise',
  removePhoto: 'Retirer la photo',
  preparingPhoto: 'Préparation de la photo…',
  photoUnreadable: 'Cette image ne peut pas être lue. Prenez-en ou choisissez-en une autre.',
  signHere: 'Signez dans le cadre avec le doigt ou la souris.',
  signed: 'Votre signature',
  clearSignature: 'Effacer la signature',
  useLocation: 'Utiliser ma position',
  locating: 'Recherche de votre position…',
  locationFound: 'Position {{latitude}}, {{longitude}} (à {{accuracy}} m près).',
  locationFailed: 'Votre position est introuvable. Autorisez cette page à l’utiliser et réessayez.',
};

export const MEDIA_TEXTS = { en, fr };

/** As textsFor (texts.ts): French for fr and its regions, English otherwise. */
export const mediaTextsFor = (language: string): MediaTexts => (language.split('-')[0] === 'fr' ? fr : en);
