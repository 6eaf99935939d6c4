// The current organisation's routes: its profile, settings, logo and sub-accounts.
import {
  createSubAccountSchema,
  organizationJsonSchema,
  subAccountJsonSchema,
  updateOrganizationSchema,
  updateOrganizationSettingsSchema,
} from '@aid/common/accounts';
import type { RequestHandler, Router } from 'express';
import type { FilesConfig } from '../files/service.js';
import { defineRoute, routerOf } from '../http/route.js';
import { IMAGE_ANSWER, imageUpload, sendImage } from './images.js';
import { getOrganization, updateOrganization, updateOrganizationSettings } from './organization.js';
import { logoOf, removeLogo, setLogo } from './pictures.js';
import { createSubAccount } from './signup.js';

export type OrganizationDeps = { member: RequestHandler; files: FilesConfig };

const UPDATE = 'Needs PROFILE_AND_ORGANIZATION UPDATE.';

export function organizationRouter({ member, files }: OrganizationDeps): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'get',
      path: '/organization',
      operationId: 'getOrganization',
      summary: 'The current organisation (x-accountid) with its settings and sub-accounts',
      description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
      tags: ['accounts'],
      response: { description: 'The organisation.', schema: organizationJsonSchema },
      handler: ({ auth }) => getOrganization(auth),
    }),
    defineRoute({
      method: 'patch',
      path: '/organization',
      operationId: 'updateOrganization',
      summary: 'Edit the current organisation’s profile',
      description:
        `${UPDATE} Omitted fields stay as they are; an empty text clears one. The country must be one of the ` +
        'countries table. `detailsCompleted` is recomputed: name, phone, address line, city and country given. ' +
        'Logged as UPDATE ACCOUNT with before and after.',
      tags: ['accounts'],
      body: updateOrganizationSchema,
      response: { description: 'The organisation.', schema: organizationJsonSchema },
      handler: ({ auth, body }) => updateOrganization(auth, body),
    }),
    defineRoute({
      method: 'patch',
      path: '/organization/settings',
      operationId: 'updateOrganizationSettings',
      summary: 'Edit the current organisation’s settings',
      description:
        `${UPDATE} Menu colour, defaults for members invited later, currency, deduplication thresholds (in (0, 1], ` +
        'possible duplicate at most duplicate, checked against the stored one when only one is sent) and whether ' +
        'members must use MFA. Logged as UPDATE ACCOUNT.',
      tags: ['accounts'],
      body: updateOrganizationSettingsSchema,
      response: { description: 'The organisation.', schema: organizationJsonSchema },
      handler: ({ auth, body }) => updateOrganizationSettings(auth, body),
    }),
    // The body is the image itself, streamed (no JSON parser on this route).
    defineRoute({
      method: 'post',
      path: '/organization/logo',
      operationId: 'setOrganizationLogo',
      summary: 'Set the current organisation’s logo',
      ...imageUpload(UPDATE),
      response: { description: 'Stored.', schema: organizationJsonSchema },
      handler: ({ auth, req }) => setLogo(auth, files, req),
    }),
    defineRoute({
      method: 'delete',
      path: '/organization/logo',
      operationId: 'removeOrganizationLogo',
      summary: 'Remove the current organisation’s logo',
      description: UPDATE,
      tags: ['accounts'],
      response: { description: 'The organisation.', schema: organizationJsonSchema },
      handler: ({ auth }) => removeLogo(auth, files),
    }),
    defineRoute({
      method: 'get',
      path: '/organization/logo',
      operationId: 'getOrganizationLogo',
      summary: 'The current organisation’s logo',
      description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
      tags: ['accounts'],
      response: IMAGE_ANSWER,
      errors: { '404': 'No logo (code NOT_FOUND).' },
      handler: async ({ auth, res }) => {
        await sendImage(res, files, await logoOf(auth));
      },
    }),
    defineRoute({
      method: 'post',
      path: '/organization/sub-accounts',
      operationId: 'createSubAccount',
      summary: 'Create an organisation under the current one',
      description:
        'Only an ADMIN of the current organisation (first role ADMIN), as a person. The new organisation gets the ' +
        'PREDEFINED roles and the caller as its ADMIN; both organisations log CREATE ACCOUNT.',
      tags: ['accounts'],
      body: createSubAccountSchema,
      status: 201,
      response: { description: 'The sub-account.', schema: subAccountJsonSchema },
      handler: ({ auth, body }) => createSubAccount(auth, body),
    }),
  ]);
}
