// French texts of the field error codes; the keys are those of fieldErrors.en.ts (checked by the i18n test).

export const fieldErrorsFr = {
  fieldErrors: {
    REQUIRED: 'Obligatoire.',
    WRONG_TYPE: 'Doit être {{expected}}.',
    EMPTY: 'Ne doit pas être vide.',
    TOO_SHORT: 'Au moins {{min}} caractères.',
    TOO_LONG: 'Au plus {{max}} caractères.',
    TOO_SMALL: 'Doit être au moins {{min}}.',
    NEGATIVE: 'Ne doit pas être négatif.',
    TOO_LARGE: 'Doit être au plus {{max}}.',
    NOT_WHOLE_NUMBER: 'Doit être un nombre entier.',
    NOT_ONE_OF: 'Doit être l’un de {{values}}.',
    INVALID_FORMAT: 'N’a pas le format attendu.',
    INVALID_DATE: 'Saisissez une date.',
    INVALID_DATE_TIME: 'Saisissez une date et une heure.',
    INVALID_CURRENCY: 'Saisissez un code de devise de trois lettres, par exemple EUR.',
    INVALID_ID: 'Identifiant non valide.',
    INVALID_CHARACTERS: 'Ne doit pas contenir de caractères de contrôle.',
    INVISIBLE_CHARACTER:
      'Ne doit pas contenir le caractère invisible {{character}} ({{name}}), en position {{position}}.',
    DATE_BEFORE: 'Doit être le {{value}} ou après.',
    UNKNOWN_FIELD: 'Champ inconnu.',
    TAKEN: 'Déjà utilisé dans cette organisation.',
    TOO_MANY: 'Trop d’entrées (au plus {{max}}).',
    INVALID_CURSOR: 'Position inconnue dans cette liste ; recommencez depuis la première page.',
    INVALID_VALUE: 'Non valide ici.',
    SHEET_REQUIRED: 'Choisissez une des feuilles : {{sheets}}.',
    TOO_MANY_DECIMALS: 'Au plus {{decimals}} décimales en {{currency}}.',
  },
};
