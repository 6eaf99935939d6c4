// HTTP-level, against the real API and real tokens: the countries table, the profile and organisation mutations
// (typed refusals on their fields), sub-accounts, switching, and pictures uploaded and served same-origin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

// The smallest PNG: a 1×1 transparent pixel.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let stack: TestStack;
let relief: string;
let partner: string;
let admin: StackUser;
let viewer: StackUser;
let outsider: StackUser;

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId: relief } = await stack.fixtures.account('Relief'));
  ({ accountId: partner } = await stack.fixtures.account('Partner'));
  admin = await stack.member('admin@org.example.org', relief, 'ADMIN', undefined, { firstName: 'Ada' });
  await stack.fixtures.member({ sub: admin.sub, email: admin.email }, partner, 'ADMIN');
  viewer = await stack.member('viewer@org.example.org', relief, 'ORG_VIEWER', {
    section: [{ name: 'PROFILE_AND_ORGANIZATION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
  });
  outsider = await stack.member('outsider@org.example.org', partner, 'ADMIN');
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const as = (user: StackUser, accountId = relief) => ({ token: user.token, accountId });

type Refused = { code: string | null; fieldErrors: { field: string; code: string }[] };

const ORGANIZATION = `{
  organization {
    accountId organizationName phoneNumber addressCountryCode detailsCompleted status logoUrl
    country { alpha3 name currency phoneCode }
    settings { menuColour currency duplicateThreshold possibleDuplicateThreshold requireMfa defaultLanguage }
    subAccounts { accountId organizationName createdBy { userId } }
    updatedBy { userId }
  }
}`;

describe('countries', () => {
  it('lists the whole table to any signed-in user, without a REST call', async () => {
    const res = await graphql<{ countries: { alpha2: string; alpha3: string; currency: string; phoneCode: string }[] }>(
      stack.gateway.url,
      '{ countries { alpha2 alpha3 name currency currencies phoneCode } }',
      as(viewer),
    );
    const countries = res.body.data?.countries ?? [];
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(countries.find((c) => c.alpha2 === 'FR')).toMatchObject({
      alpha3: 'FRA',
      currency: 'EUR',
      phoneCode: '+33',
    });
    expect(countries.find((c) => c.alpha2 === 'KE')).toMatchObject({
      alpha3: 'KEN',
      currency: 'KES',
      phoneCode: '+254',
    });
    expect(res.body.extensions?.restCalls?.count ?? 0).toBeLessThanOrEqual(1);
  });
});

describe('the organisation', () => {
  it('is edited with field errors for refused values, and read with its country', async () => {
    const refused = await graphql<{ updateOrganization: Refused }>(
      stack.gateway.url,
      `mutation($input: UpdateOrganizationInput!) {
        updateOrganization(input: $input) { organization { accountId } code fieldErrors { field code } }
      }`,
      { ...as(admin), variables: { input: { addressCountryCode: 'ZZ', phoneNumber: '12' } } },
    );
    expect(refused.body.data?.updateOrganization).toMatchObject({ code: 'VALIDATION_FAILED', organization: null });
    expect(refused.body.data?.updateOrganization.fieldErrors.map((e) => [e.field, e.code]).sort()).toEqual([
      ['addressCountryCode', 'NOT_ONE_OF'],
      ['phoneNumber', 'INVALID_FORMAT'],
    ]);
    // Refused in the gateway with the API's own schema: no REST call was needed.
    expect(refused.body.extensions?.restCalls?.calls ?? []).not.toContain('PATCH /organization');

    const saved = await graphql<{ updateOrganization: { organization: Record<string, unknown> } }>(
      stack.gateway.url,
      `mutation($input: UpdateOrganizationInput!) {
        updateOrganization(input: $input) { organization { phoneNumber addressCountryCode detailsCompleted } code }
      }`,
      {
        ...as(admin),
        variables: {
          input: {
            phoneNumber: '+33 1 23 45 67 89',
            addressLine: 'Rue 1',
            addressCity: 'Lyon',
            addressCountryCode: 'FR',
          },
        },
      },
    );
    expect(saved.body.data?.updateOrganization.organization).toEqual({
      phoneNumber: '+33123456789',
      addressCountryCode: 'FR',
      detailsCompleted: true,
    });
    const read = await graphql<{ organization: Record<string, unknown> }>(stack.gateway.url, ORGANIZATION, as(viewer));
    expect(read.body.errors).toBeUndefined();
    expect(read.body.data?.organization).toMatchObject({
      accountId: relief,
      organizationName: 'Relief',
      country: { alpha3: 'FRA', name: 'France', currency: 'EUR', phoneCode: '+33' },
      settings: { menuColour: '2268AE', currency: 'USD', duplicateThreshold: 0.92, possibleDuplicateThreshold: 0.75 },
      updatedBy: { userId: admin.userId },
      logoUrl: null,
    });
  });

  it('takes settings from UPDATE only, and refuses reversed thresholds on their field', async () => {
    const SETTINGS = `mutation($input: UpdateOrganizationSettingsInput!) {
      updateOrganizationSettings(input: $input) { organization { settings { menuColour currency } } code fieldErrors { field code } }
    }`;
    const forbidden = await graphql(stack.gateway.url, SETTINGS, {
      ...as(viewer),
      variables: { input: { menuColour: '00AA00' } },
    });
    expect(errorCodes(forbidden)).toEqual(['FORBIDDEN']);
    const reversed = await graphql<{ updateOrganizationSettings: Refused }>(stack.gateway.url, SETTINGS, {
      ...as(admin),
      variables: { input: { duplicateThreshold: 0.8, possibleDuplicateThreshold: 0.9 } },
    });
    expect(reversed.body.data?.updateOrganizationSettings).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'possibleDuplicateThreshold', code: 'TOO_LARGE' }],
    });
    const saved = await graphql<{ updateOrganizationSettings: { organization: unknown } }>(
      stack.gateway.url,
      SETTINGS,
      {
        ...as(admin),
        variables: { input: { menuColour: '#00aa00', currency: 'EUR' } },
      },
    );
    expect(saved.body.data?.updateOrganizationSettings.organization).toEqual({
      settings: { menuColour: '00AA00', currency: 'EUR' },
    });
    // The badge of the top bar reads the membership's colour.
    const me = await graphql<{ me: { memberships: { accountId: string; menuColour: string }[] } }>(
      stack.gateway.url,
      '{ me { memberships { accountId menuColour } } }',
      as(admin),
    );
    expect(me.body.data?.me.memberships.find((m) => m.accountId === relief)?.menuColour).toBe('00AA00');
  });
});

describe('the profile', () => {
  it('is saved with the phone in E.164; a bad phone is refused on its field', async () => {
    const PROFILE = `mutation($input: UpdateProfileInput!) {
      updateProfile(input: $input) {
        me { user { firstName lastName userFullName } phoneNumber detailsCompleted applicationLanguage }
        code fieldErrors { field code }
      }
    }`;
    const refused = await graphql<{ updateProfile: Refused }>(stack.gateway.url, PROFILE, {
      ...as(admin),
      variables: { input: { phoneNumber: '12' } },
    });
    expect(refused.body.data?.updateProfile).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'phoneNumber', code: 'INVALID_FORMAT' }],
    });
    const saved = await graphql<{ updateProfile: { me: unknown } }>(stack.gateway.url, PROFILE, {
      ...as(admin),
      variables: { input: { lastName: 'Lovelace', phoneNumber: '+44 20 7946 0958', applicationLanguage: 'fr' } },
    });
    expect(saved.body.data?.updateProfile.me).toEqual({
      user: { firstName: 'Ada', lastName: 'Lovelace', userFullName: 'Ada Lovelace' },
      phoneNumber: '+442079460958',
      detailsCompleted: true,
      applicationLanguage: 'fr',
    });
  });
});

describe('pictures, same-origin through the gateway', () => {
  const upload = (path: string, user: StackUser, body: Buffer, accountId = relief) =>
    fetch(`${stack.gateway.url}${path}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${user.token}`,
        'x-accountid': accountId,
        'Content-Type': 'image/png',
        'x-file-name': 'picture.png',
      },
      body: new Uint8Array(body),
    });

  it('uploads a profile image and serves it back by the URL `me` gives, to its owner only', async () => {
    const text = await upload('/api/me/profile-image', admin, Buffer.from('not an image at all'));
    expect(text.status).toBe(422);
    expect(await text.json()).toMatchObject({ fieldErrors: [{ field: 'image', code: 'NOT_ONE_OF' }] });
    const res = await upload('/api/me/profile-image', admin, PNG);
    expect(res.status).toBe(200);
    const me = await graphql<{
      me: { profileImageUrl: string; emailVerified: boolean; emailVerifiedAt: string | null };
    }>(stack.gateway.url, '{ me { profileImageUrl emailVerified emailVerifiedAt } }', as(admin));
    const url = me.body.data?.me.profileImageUrl ?? '';
    // Spec §3: the profile says whether the address is verified, with a time only when it is.
    const verified = me.body.data?.me.emailVerified;
    expect(typeof verified).toBe('boolean');
    expect(me.body.data?.me.emailVerifiedAt === null).toBe(!verified);
    expect(url).toMatch(/^\/api\/me\/profile-image\?v=fil--/);
    const image = await fetch(`${stack.gateway.url}${url}`, { headers: { Authorization: `Bearer ${admin.token}` } });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // The URL is the caller's own picture: another user gets theirs (none).
    const other = await fetch(`${stack.gateway.url}${url}`, { headers: { Authorization: `Bearer ${viewer.token}` } });
    expect(other.status).toBe(404);

    const removed = await graphql<{ removeProfileImage: { me: { profileImageUrl: string | null } } }>(
      stack.gateway.url,
      'mutation { removeProfileImage { me { profileImageUrl } code } }',
      as(admin),
    );
    expect(removed.body.data?.removeProfileImage.me.profileImageUrl).toBeNull();
  });

  it('serves the logo to members of its organisation only, by a URL naming the organisation', async () => {
    expect((await upload('/api/organization/logo', viewer, PNG)).status).toBe(403);
    const res = await upload('/api/organization/logo', admin, PNG);
    expect(res.status).toBe(200);
    const read = await graphql<{ organization: { logoUrl: string } }>(
      stack.gateway.url,
      '{ organization { logoUrl } }',
      as(viewer),
    );
    const url = read.body.data?.organization.logoUrl ?? '';
    expect(url).toMatch(new RegExp(`^/api/organizations/${relief}/logo\\?v=fil--`));
    // The top bar reads the same URL from the current membership.
    const mine = await graphql<{
      me: { currentAccountId: string; memberships: { accountId: string; logoUrl: string }[] };
    }>(stack.gateway.url, '{ me { currentAccountId memberships { accountId logoUrl } } }', as(viewer));
    const current = mine.body.data?.me.memberships.find((m) => m.accountId === mine.body.data?.me.currentAccountId);
    expect(current?.logoUrl).toBe(url);
    // An <img> sends no x-accountid: the path names the organisation, and the viewer is a member there.
    const logo = await fetch(`${stack.gateway.url}${url}`, { headers: { Authorization: `Bearer ${viewer.token}` } });
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    const stranger = await fetch(`${stack.gateway.url}${url}`, {
      headers: { Authorization: `Bearer ${outsider.token}` },
    });
    expect(stranger.status).toBe(403);
    const anonymous = await fetch(`${stack.gateway.url}${url}`);
    expect(anonymous.status).toBe(401);
    const removed = await graphql<{ removeOrganizationLogo: { organization: { logoUrl: string | null } } }>(
      stack.gateway.url,
      'mutation { removeOrganizationLogo { organization { logoUrl } code } }',
      as(admin),
    );
    expect(removed.body.data?.removeOrganizationLogo.organization.logoUrl).toBeNull();
  });
});

describe('sub-accounts and switching', () => {
  const CREATE = `mutation($input: CreateSubAccountInput!) {
    createSubAccount(input: $input) { subAccount { accountId organizationName status createdBy { userId } } code fieldErrors { field code } }
  }`;

  it('lets an ADMIN create one, listed under the organisation; others are refused', async () => {
    const res = await graphql<{ createSubAccount: { subAccount: { accountId: string } } }>(stack.gateway.url, CREATE, {
      ...as(admin),
      variables: { input: { organizationName: 'Relief North' } },
    });
    expect(res.body.data?.createSubAccount).toMatchObject({
      subAccount: { organizationName: 'Relief North', status: 'ACTIVE', createdBy: { userId: admin.userId } },
      code: null,
    });
    const listed = await graphql<{ organization: { subAccounts: { organizationName: string }[] } }>(
      stack.gateway.url,
      '{ organization { subAccounts { organizationName } } }',
      as(viewer),
    );
    expect(listed.body.data?.organization.subAccounts).toEqual([{ organizationName: 'Relief North' }]);
    const forbidden = await graphql(stack.gateway.url, CREATE, {
      ...as(viewer),
      variables: { input: { organizationName: 'Viewer Office' } },
    });
    expect(errorCodes(forbidden)).toEqual(['FORBIDDEN']);
    const unnamed = await graphql<{ createSubAccount: Refused }>(stack.gateway.url, CREATE, {
      ...as(admin),
      variables: { input: { organizationName: '' } },
    });
    expect(unnamed.body.data?.createSubAccount).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'organizationName', code: 'EMPTY' }],
    });
  });

  it('switches to an ACTIVE membership and refuses any other organisation', async () => {
    const SWITCH =
      'mutation($id: ID!) { switchOrganization(accountId: $id) { currentAccountId permissions { section } } }';
    const res = await graphql<{ switchOrganization: { currentAccountId: string } }>(stack.gateway.url, SWITCH, {
      ...as(admin),
      variables: { id: partner },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.switchOrganization.currentAccountId).toBe(partner);
    // Without x-accountid the API now acts in the new default.
    const me = await graphql<{ me: { currentAccountId: string } }>(stack.gateway.url, '{ me { currentAccountId } }', {
      token: admin.token,
    });
    expect(me.body.data?.me.currentAccountId).toBe(partner);
    const refused = await graphql(stack.gateway.url, SWITCH, { ...as(viewer), variables: { id: partner } });
    expect(errorCodes(refused)).toEqual(['FORBIDDEN']);
    expect(refused.body.data).toBeNull();
  });
});
