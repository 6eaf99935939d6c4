// The URL the schema hands out for an import's result file: the same-origin file route of reconciliation/domain.ts.
export const resultFilePath = (importId: string) =>
  `/api/reconciliation/imports/${encodeURIComponent(importId)}/result.csv`;
