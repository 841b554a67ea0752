/** Verifies a Google ID token against Google's published keys (GOOGLE_JWKS_URL in tests). */
import { createRemoteJWKSet, jwtVerify } from 'jose';

export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  picture: string | null;
  /** When Google issued the token (seconds since 1970): how fresh the sign-in is. */
  issuedAt: number | null;
}

const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

export async function verifyGoogleIdToken(
  idToken: string,
  clientId: string,
  jwksUrl: string,
): Promise<GoogleIdentity | null> {
  let keys = keySets.get(jwksUrl);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 10_000 });
    keySets.set(jwksUrl, keys);
  }
  try {
    const { payload } = await jwtVerify(idToken, keys, { issuer: ISSUERS, audience: clientId });
    if (typeof payload.sub !== 'string') return null;
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    return {
      sub: payload.sub,
      email: str(payload.email)?.toLowerCase() ?? null,
      emailVerified: payload.email_verified === true || payload.email_verified === 'true',
      givenName: str(payload.given_name),
      familyName: str(payload.family_name),
      picture: str(payload.picture),
      issuedAt: typeof payload.iat === 'number' ? payload.iat : null,
    };
  } catch {
    return null;
  }
}
