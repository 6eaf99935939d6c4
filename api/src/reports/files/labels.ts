// The words of a report file, in the language it was asked in (labels.<language>.ts): titles, headings, the values of the
// report's vocabularies and the filters in words. Files leave the platform (a donor reads the PDF), so they carry
// words rather than codes.
import type { ApplicationLanguage } from '@aid/common/accounts';
import type { DistributionStatus, DistributionType } from '@aid/common/distributions';
import type { AgeBand, ReportGender, ReportKind, ReportTable } from '@aid/common/reports';
import { ar } from './labels.ar.js';
import { en } from './labels.en.js';
import { es } from './labels.es.js';
import { fr } from './labels.fr.js';

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

export const LABELS: Readonly<Record<ApplicationLanguage, Labels>> = { en, fr, es, ar };
