// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
// The demo's smart form definitions (issue 25): a household registration in English and French over three pages, as a
// Kobo pilot would have it, and a short post-distribution survey still in draft. Parsed by common's schema so the
// stored definitions carry every default, as the API stores what the builder sends.
import { definitionSchema, type SmartFormDefinition } from '@aid/common/smart-forms';

type Text = readonly [en: string, fr: string];

const localized = ([en, fr]: Text) => [
  { language: 'en', text: en },
  { language: 'fr', text: fr },
];

function element(
  form: string,
  name: string,
  type: string,
  label: Text,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { elementId: `spe--demo-${form}-${name.replace(/_/g, '-')}`, name, type, label: localized(label), ...extra };
}

const choices = (...items: [value: string, label: Text][]) =>
  items.map(([value, label]) => ({ value, label: localized(label) }));

const page = (form: string, name: string, title: Text, elements: Record<string, unknown>[]) => ({
  pageId: `spa--demo-${form}-${name}`,
  name,
  title: localized(title),
  elements,
});

/** The list properties the registration fills (keys of the target list's property_list). */
export const REGISTRATION_PROPERTIES = [
  { key: 'children', label: 'Children under 18', type: 'NUMBER' },
  { key: 'shelterType', label: 'Shelter type', type: 'TEXT' },
] as const;

const hr = 'hr';
export const REGISTRATION_DEFINITION: SmartFormDefinition = definitionSchema.parse({
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
  pages: [
    page(
      hr,
      'head',
      ['Head of household', 'Chef de ménage'],
      [
        element(hr, 'intro', 'NOTE', [
          'Answer for the person who heads the household. Your answers stay with the organisation.',
          "Répondez pour la personne qui dirige le ménage. Vos réponses restent au sein de l'organisation.",
        ]),
        element(hr, 'first_name', 'TEXT', ['First name', 'Prénom'], {
          required: true,
          target: { kind: 'BENEFICIARY', field: 'firstName' },
        }),
        element(hr, 'last_name', 'TEXT', ['Last name', 'Nom de famille'], {
          required: true,
          target: { kind: 'BENEFICIARY', field: 'lastName' },
        }),
        element(hr, 'gender', 'GENDER', ['Gender', 'Genre'], {
          required: true,
          target: { kind: 'BENEFICIARY', field: 'gender' },
        }),
        element(hr, 'dob', 'DATE', ['Date of birth', 'Date de naissance'], {
          constraint: '. <= today()',
          constraintMessage: localized(['Cannot be in the future', 'Ne peut pas être dans le futur']),
          target: { kind: 'BENEFICIARY', field: 'dob' },
        }),
        element(hr, 'phone', 'PHONE', ['Phone number', 'Numéro de téléphone'], {
          hint: localized(['With the country code, e.g. +254…', 'Avec l’indicatif du pays, p. ex. +254…']),
          target: { kind: 'BENEFICIARY', field: 'phoneNumber' },
        }),
        element(hr, 'nationality', 'NATIONALITY', ['Nationality', 'Nationalité'], {
          target: { kind: 'BENEFICIARY', field: 'nationality' },
        }),
      ],
    ),
    page(
      hr,
      'household',
      ['Household', 'Ménage'],
      [
        element(hr, 'household_size', 'INTEGER', ['Other household members', 'Autres membres du ménage'], {
          required: true,
          min: 0,
          max: 30,
          target: { kind: 'BENEFICIARY', field: 'numberOfFamilyMembers' },
        }),
        element(
          hr,
          'has_children',
          'YES_NO',
          ['Are there children under 18?', 'Y a-t-il des enfants de moins de 18 ans ?'],
          {
            required: true,
          },
        ),
        element(hr, 'children', 'INTEGER', ['How many children?', "Combien d'enfants ?"], {
          required: true,
          min: 1,
          max: 20,
          relevant: "${has_children} = 'yes'",
          constraint: '. <= ${household_size}',
          constraintMessage: localized([
            'Cannot be more than the other household members',
            'Ne peut pas dépasser les autres membres du ménage',
          ]),
          target: { kind: 'PROPERTY', property: 'children' },
        }),
      ],
    ),
    page(
      hr,
      'shelter',
      ['Shelter', 'Abri'],
      [
        element(hr, 'shelter_type', 'SELECT_ONE', ['Where does the household live?', 'Où vit le ménage ?'], {
          required: true,
          choices: choices(
            ['tent', ['Tent', 'Tente']],
            ['shared_house', ['Shared house', 'Maison partagée']],
            ['rented_room', ['Rented room', 'Chambre louée']],
            ['collective_centre', ['Collective centre', 'Centre collectif']],
            ['no_shelter', ['No shelter', 'Sans abri']],
          ),
          target: { kind: 'PROPERTY', property: 'shelterType' },
        }),
        element(hr, 'shelter_condition', 'RATING', ['How good is the shelter?', "Quel est l'état de l'abri ?"], {
          max: 5,
          hint: localized(['1 very poor, 5 very good', '1 très mauvais, 5 très bon']),
        }),
      ],
    ),
  ],
});

const pd = 'pd';
export const SURVEY_DEFINITION: SmartFormDefinition = definitionSchema.parse({
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
  pages: [
    page(
      pd,
      'survey',
      ['After the distribution', 'Après la distribution'],
      [
        element(pd, 'received', 'YES_NO', ['Did you receive assistance?', "Avez-vous reçu l'assistance ?"], {
          required: true,
        }),
        element(pd, 'items', 'SELECT_MANY', ['What did you receive?', "Qu'avez-vous reçu ?"], {
          relevant: "${received} = 'yes'",
          choices: choices(
            ['food', ['Food parcel', 'Colis alimentaire']],
            ['cash', ['Cash', 'Espèces']],
            ['hygiene', ['Hygiene kit', "Kit d'hygiène"]],
            ['blankets', ['Blankets', 'Couvertures']],
          ),
        }),
        element(pd, 'satisfaction', 'RATING', ['How satisfied are you?', 'Êtes-vous satisfait(e) ?'], { max: 5 }),
        element(
          pd,
          'wait_minutes',
          'INTEGER',
          ['How long did you wait (minutes)?', 'Combien de temps avez-vous attendu (minutes) ?'],
          {
            min: 0,
            max: 600,
          },
        ),
        element(pd, 'comments', 'TEXT', ['Anything else to tell us?', 'Autre chose à nous dire ?'], { max: 1000 }),
      ],
    ),
  ],
});
