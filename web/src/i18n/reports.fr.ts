// Textes français des pages de rapports (/reports/beneficiary-lists, /reports/distribution) : filtres, graphiques, tableaux.
import type { reportsEn } from './reports.en.js';

export const reportsFr: typeof reportsEn = {
  reports: {
    title: 'Rapports',
  },
};
