// The words of a report file, in the language it was asked in (en or fr): titles, headings, the values of the
// report's vocabularies and the filters in words. Files leave the platform (a donor reads the PDF), so they carry
// words rather than codes.
import type { ApplicationLanguage } from '@aid/common/accounts';
import type { DistributionStatus, DistributionType } from '@aid/common/distributions';
import type { AgeBand, ReportGender, ReportKind, ReportTable } from '@aid/common/reports';

export type Labels = {
  locale: string;
  reports: Record<ReportKind, string>;
  tables: Record<ReportTable, string>;
  genders: Record<ReportGender, string>;
  ageBands: Record<AgeBand, string>;
  methods: Record<'F-I' | 'E-F' | 'I', string>;
  types: Record<DistributionType, string>;
  statuses: Record<DistributionStatus, string>;
  columns: {
    list: string;
    families: string;
    familyMembers: string;
    people: string;
    gender: string;
    ageBand: string;
    countryCode: string;
    country: string;
    method: string;
    familySize: string;
    periodStart: string;
    distribution: string;
    program: string;
    type: string;
    status: string;
    currency: string;
    distributions: string;
    planned: string;
    redeemed: string;
    paid: string;
    outstanding: string;
    paymentsCompleted: string;
    vouchersFullyUsed: string;
    fullyCollected: string;
    messagesSent: string;
    messagesFailed: string;
    budget: string;
    used: string;
    usedPercent: string;
    unconverted: string;
    day: string;
    redemptions: string;
    handovers: string;
    scanner: string;
  };
  filters: {
    lists: string;
    registered: string;
    nationalities: string;
    genders: string;
    ageBands: string;
    interval: string;
    conditions: string;
    programs: string;
    distributionsNamed: string;
    types: string;
    statuses: string;
    created: string;
    allPrograms: string;
    from: (day: string) => string;
    until: (day: string) => string;
    between: (from: string, to: string) => string;
    perWeek: string;
    perMonth: string;
    more: (n: number) => string;
  };
  total: string;
  notRecorded: string;
  noData: string;
  generated: (at: string) => string;
  page: (n: number, of: number) => string;
  shownOf: (shown: number, all: number) => string;
};

/** The age bands' ranges: figures, alike in every language (only the band without a date of birth is a word). */
const BAND_RANGES: Omit<Labels['ageBands'], 'UNKNOWN'> = {
  AGE_0_4: '0-4',
  AGE_5_17: '5-17',
  AGE_18_59: '18-59',
  AGE_60_PLUS: '60+',
};

const en: Labels = {
  locale: 'en-GB',
  reports: { BENEFICIARY_LISTS: 'Beneficiary list report', DISTRIBUTION_SUMMARY: 'Distribution summary' },
  tables: {
    LISTS: 'Lists side by side',
    SEX_AGE: 'Families by sex and age',
    NATIONALITY: 'Families by nationality',
    CREATION_METHOD: 'Families by creation method',
    FAMILY_SIZE: 'Families by size',
    REGISTRATIONS: 'Registrations over time',
    DISTRIBUTIONS: 'Distributions',
    TOTALS: 'Totals per currency',
    BUDGETS: 'Budget used per program',
    DELIVERY: 'Delivery per day',
    SCANNERS: 'Activity per scanner',
    REACHED: 'People reached by sex and age',
  },
  genders: { F: 'Female', M: 'Male', PNTS: 'Prefer not to say', O: 'Other', UNKNOWN: 'Not recorded' },
  ageBands: { ...BAND_RANGES, UNKNOWN: 'Unknown' },
  methods: { 'F-I': 'File import', 'E-F': 'External form', I: 'Internal' },
  types: { CASH: 'Cash', VOUCHER: 'Voucher', IN_KIND: 'In-kind' },
  statuses: {
    READY: 'Ready',
    CREATE_IN_PROGRESS: 'Being created',
    APPROVAL_PENDING: 'Approval pending',
    APPROVED: 'Approved',
    DISAPPROVED: 'Disapproved',
    CANCELLED: 'Cancelled',
  },
  columns: {
    list: 'List',
    families: 'Families',
    familyMembers: 'Family members',
    people: 'People',
    gender: 'Sex',
    ageBand: 'Age band',
    countryCode: 'Code',
    country: 'Nationality',
    method: 'Creation method',
    familySize: 'Family members besides the main beneficiary',
    periodStart: 'Period starting',
    distribution: 'Distribution',
    program: 'Program',
    type: 'Type',
    status: 'Status',
    currency: 'Currency',
    distributions: 'Distributions',
    planned: 'Planned',
    redeemed: 'Redeemed',
    paid: 'Paid',
    outstanding: 'Outstanding',
    paymentsCompleted: 'Payments completed',
    vouchersFullyUsed: 'Vouchers fully used',
    fullyCollected: 'Fully collected',
    messagesSent: 'Messages sent',
    messagesFailed: 'Messages failed',
    budget: 'Budget',
    used: 'Used',
    usedPercent: 'Used (%)',
    unconverted: 'Distributions without exchange rate',
    day: 'Day',
    redemptions: 'Redemptions',
    handovers: 'Hand-overs',
    scanner: 'Scanned by',
  },
  filters: {
    lists: 'Lists',
    registered: 'Registered',
    nationalities: 'Nationalities',
    genders: 'Sex',
    ageBands: 'Age bands',
    interval: 'Registrations',
    conditions: 'Conditions',
    programs: 'Programs',
    distributionsNamed: 'Distributions',
    types: 'Types',
    statuses: 'Statuses',
    created: 'Created',
    allPrograms: 'All programs you may see',
    from: (day) => `from ${day}`,
    until: (day) => `until ${day}`,
    between: (from, to) => `${from} to ${to}`,
    perWeek: 'per week',
    perMonth: 'per month',
    more: (n) => `and ${n} more`,
  },
  total: 'Total',
  notRecorded: 'Not recorded',
  noData: 'No data for these filters.',
  generated: (at) => `Generated on ${at}`,
  page: (n, of) => `Page ${n} of ${of}`,
  shownOf: (shown, all) => `The ${shown} largest of ${all} are shown.`,
};

const fr: Labels = {
  locale: 'fr-FR',
  reports: {
    BENEFICIARY_LISTS: 'Rapport des listes de bénéficiaires',
    DISTRIBUTION_SUMMARY: 'Synthèse des distributions',
  },
  tables: {
    LISTS: 'Listes côte à côte',
    SEX_AGE: 'Familles par sexe et âge',
    NATIONALITY: 'Familles par nationalité',
    CREATION_METHOD: 'Familles par mode de création',
    FAMILY_SIZE: 'Familles par taille',
    REGISTRATIONS: 'Enregistrements dans le temps',
    DISTRIBUTIONS: 'Distributions',
    TOTALS: 'Totaux par devise',
    BUDGETS: 'Budget utilisé par programme',
    DELIVERY: 'Remises par jour',
    SCANNERS: 'Activité par scanneur',
    REACHED: 'Personnes atteintes par sexe et âge',
  },
  genders: { F: 'Femme', M: 'Homme', PNTS: 'Préfère ne pas le dire', O: 'Autre', UNKNOWN: 'Non renseigné' },
  ageBands: { ...BAND_RANGES, UNKNOWN: 'Inconnu' },
  methods: { 'F-I': 'Import de fichier', 'E-F': 'Formulaire externe', I: 'Interne' },
  types: { CASH: 'Espèces', VOUCHER: 'Coupon', IN_KIND: 'En nature' },
  statuses: {
    READY: 'Prête',
    CREATE_IN_PROGRESS: 'En création',
    APPROVAL_PENDING: 'En attente d’approbation',
    APPROVED: 'Approuvée',
    DISAPPROVED: 'Refusée',
    CANCELLED: 'Annulée',
  },
  columns: {
    list: 'Liste',
    families: 'Familles',
    familyMembers: 'Membres de la famille',
    people: 'Personnes',
    gender: 'Sexe',
    ageBand: 'Tranche d’âge',
    countryCode: 'Code',
    country: 'Nationalité',
    method: 'Mode de création',
    familySize: 'Membres de la famille en plus du bénéficiaire principal',
    periodStart: 'Période commençant le',
    distribution: 'Distribution',
    program: 'Programme',
    type: 'Type',
    status: 'Statut',
    currency: 'Devise',
    distributions: 'Distributions',
    planned: 'Prévu',
    redeemed: 'Utilisé',
    paid: 'Payé',
    outstanding: 'Restant',
    paymentsCompleted: 'Paiements effectués',
    vouchersFullyUsed: 'Coupons entièrement utilisés',
    fullyCollected: 'Entièrement retirés',
    messagesSent: 'Messages envoyés',
    messagesFailed: 'Messages en échec',
    budget: 'Budget',
    used: 'Utilisé',
    usedPercent: 'Utilisé (%)',
    unconverted: 'Distributions sans taux de change',
    day: 'Jour',
    redemptions: 'Utilisations',
    handovers: 'Remises',
    scanner: 'Scanné par',
  },
  filters: {
    lists: 'Listes',
    registered: 'Enregistrés',
    nationalities: 'Nationalités',
    genders: 'Sexe',
    ageBands: 'Tranches d’âge',
    interval: 'Enregistrements',
    conditions: 'Conditions',
    programs: 'Programmes',
    distributionsNamed: 'Distributions',
    types: 'Types',
    statuses: 'Statuts',
    created: 'Créées',
    allPrograms: 'Tous les programmes que vous pouvez voir',
    from: (day) => `à partir du ${day}`,
    until: (day) => `jusqu’au ${day}`,
    between: (from, to) => `du ${from} au ${to}`,
    perWeek: 'par semaine',
    perMonth: 'par mois',
    more: (n) => `et ${n} de plus`,
  },
  total: 'Total',
  notRecorded: 'Non renseigné',
  noData: 'Aucune donnée pour ces filtres.',
  generated: (at) => `Généré le ${at}`,
  page: (n, of) => `Page ${n} sur ${of}`,
  shownOf: (shown, all) => `Les ${shown} plus grands sur ${all} sont affichés.`,
};

export const LABELS: Readonly<Record<ApplicationLanguage, Labels>> = { en, fr };
