// The URLs the schema hands out for the profile image and the organisation's logo: the same-origin file routes of
// accounts/domain.ts. An <img> cannot send headers, so the logo's URL names its organisation, and the image's file
// id makes a new picture a new URL (the API lets browsers cache one for an hour).
export function profileImageUrl(fileId: string | null): string | null {
  return fileId ? `/api/me/profile-image?v=${encodeURIComponent(fileId)}` : null;
}

export function logoUrl(accountId: string, fileId: string | null): string | null {
  return fileId ? `/api/organizations/${encodeURIComponent(accountId)}/logo?v=${encodeURIComponent(fileId)}` : null;
}
