// Where the identity service (Cognito, or the local emulator) is reached: one definition for every package,
// the browser included (so nothing here may import server-only code).

export type IdentityConfig = {
  /** AWS region of the user pool; the product runs in eu-central-1. */
  region: string;
  userPoolId: string;
  clientId: string;
  /** Set only for the local emulator (cognito-local), e.g. http://localhost:9229. */
  endpoint?: string;
};

/** The base URL of the identity service's JSON API, ending in a slash. */
export function identityEndpoint(config: Pick<IdentityConfig, 'region' | 'endpoint'>): string {
  return config.endpoint
    ? `${config.endpoint.replace(/\/$/, '')}/`
    : `https://cognito-idp.${config.region}.amazonaws.com/`;
}
