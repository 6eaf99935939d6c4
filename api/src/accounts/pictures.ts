// The user's profile image and the organisation's logo: set, replace, remove and read. A replaced or removed
// picture's file goes with it (row in the change's transaction, content once committed).
import type { OrganizationJson } from '@aid/common/accounts';
import type { Request } from 'express';
import { type AuthContext, requireAccess } from '../auth/context.js';
import type { Db } from '../db/db.js';
import type { FilesConfig } from '../files/service.js';
import { dropImage, receiveImage, type StoredImage } from './images.js';
import { accountRow, organizationJson, saveOrganizationProfile } from './organization.js';
import { saveProfile } from './profile.js';

/** Any member may have a picture: it is their own profile. */
export async function setProfileImage(auth: AuthContext, files: FilesConfig, req: Request): Promise<void> {
  let cleanUp = async () => {};
  await receiveImage(auth, files, req, async (tx, file) => {
    const { before } = await saveProfile(tx, auth, { profileImageFileId: file.file_id });
    cleanUp = await dropImage(tx, auth, files, before.profileImageFileId);
  });
  await cleanUp();
}

export async function removeProfileImage(auth: AuthContext, files: FilesConfig): Promise<void> {
  const cleanUp = await auth.run(async (tx) => {
    const { before } = await saveProfile(tx, auth, { profileImageFileId: null });
    return dropImage(tx, auth, files, before.profileImageFileId);
  });
  await cleanUp();
}

/**
 * The signed-in user's image, wherever it was uploaded. Read as the owner by the token's subject, like the
 * authentication look-up: the file may belong to another of the user's organisations than the one in use.
 */
export async function profileImageOf(db: Db, sub: string): Promise<StoredImage | undefined> {
  const [image] = await db.query<StoredImage>(
    `SELECT f.account_id, f.file_id, f.content_type, f.size_bytes
       FROM users u JOIN files f ON f.file_id = u.profile_image_file_id
      WHERE u.cognito_sub = $1`,
    [sub],
  );
  return image;
}

export async function setLogo(auth: AuthContext, files: FilesConfig, req: Request): Promise<OrganizationJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  let cleanUp = async () => {};
  await receiveImage(auth, files, req, async (tx, file) => {
    const { before } = await saveOrganizationProfile(tx, auth, { logoFileId: file.file_id });
    cleanUp = await dropImage(tx, auth, files, before.logo_file_id);
  });
  await cleanUp();
  return auth.run(async (tx) => organizationJson(tx, await accountRow(tx, auth.accountId)));
}

export async function removeLogo(auth: AuthContext, files: FilesConfig): Promise<OrganizationJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  const { json, cleanUp } = await auth.run(async (tx) => {
    const { before, after } = await saveOrganizationProfile(tx, auth, { logoFileId: null });
    return { json: await organizationJson(tx, after), cleanUp: await dropImage(tx, auth, files, before.logo_file_id) };
  });
  await cleanUp();
  return json;
}

export async function logoOf(auth: AuthContext): Promise<StoredImage | undefined> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'VIEW');
  const [image] = await auth.run((tx) =>
    tx.query<StoredImage>(
      `SELECT f.account_id, f.file_id, f.content_type, f.size_bytes
         FROM accounts a JOIN files f ON f.file_id = a.logo_file_id AND f.account_id = a.account_id
        WHERE a.account_id = $1`,
      [auth.accountId],
    ),
  );
  return image;
}
