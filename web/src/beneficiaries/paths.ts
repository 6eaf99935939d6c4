// Where the beneficiaries domain's pages live, for links from other pages (the activity log, a beneficiary's lists).

export function beneficiaryListPath(listId: string): string {
  return `/beneficiary-lists/${encodeURIComponent(listId)}`;
}

export function beneficiaryPath(beneficiaryId: string): string {
  return `/beneficiaries/${encodeURIComponent(beneficiaryId)}`;
}
