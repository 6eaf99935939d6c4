// Where the distribution pages live: under their program's view (spec §2).
export function distributionPath(programId: string, distributionId: string): string {
  return `/programs/${encodeURIComponent(programId)}/distributions/${encodeURIComponent(distributionId)}`;
}
