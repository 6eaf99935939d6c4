// English texts of the report pages (/reports/beneficiary-lists, /reports/distribution): filters, charts, tables.

export const reportsEn = {
  reports: {
    title: 'Reports',
  },
};
