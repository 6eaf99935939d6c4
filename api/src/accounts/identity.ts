// Reads the signed-in user's profile from the identity service (Cognito GetUser, authorised by the access
// token itself), for the first request of a user the API has not seen yet.
import { type IdentityConfig, identityEndpoint } from '@aid/common/identity';

export type IdentityProfile = {
  email: string;
  firstName?: string;
  lastName?: string;
  /** Cognito's email_verified attribute (set when the sign-up was confirmed with the code mailed to the address). */
  emailVerified?: boolean;
};

/** Injectable so tests and other deployments can replace the call; returns at least the e-mail. */
export type GetUserEmail = (accessToken: string) => Promise<IdentityProfile>;

export function cognitoGetUserEmail(config: IdentityConfig): GetUserEmail {
  const endpoint = identityEndpoint(config);
  return async (accessToken) => {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.GetUser',
      },
      body: JSON.stringify({ AccessToken: accessToken }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`GetUser answered HTTP ${response.status}`);
    const body = (await response.json()) as { UserAttributes?: { Name?: string; Value?: string }[] };
    const attribute = (name: string) => body.UserAttributes?.find((a) => a.Name === name)?.Value || undefined;
    const email = attribute('email');
    if (!email) throw new Error('GetUser returned no email attribute');
    return {
      email,
      firstName: attribute('given_name'),
      lastName: attribute('family_name'),
      emailVerified: attribute('email_verified') === 'true',
    };
  };
}
