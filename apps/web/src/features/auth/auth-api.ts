import { ApiError } from '../../lib/api-error';
import type { paths } from '../../lib/api-types';

type MeResponse = paths['/api/me']['get']['responses'][200]['content']['application/json'];

/**
 * The organization the session acts for, the member's role in it and their own member row (`memberId`, how they
 * leave it), as `GET /api/me` names it (DESIGN.md, "Organizations").
 */
export type ActiveOrganization = NonNullable<MeResponse['activeOrganization']>;

export interface Me {
  user: NonNullable<MeResponse['user']>;
  profile: MeResponse['profile'];
  /** Null from a server without organizations: the person acts for themself, as its owner. */
  organization: ActiveOrganization | null;
  organizationCount: number;
  /**
   * The organization the session acted for until its member was removed from it, said once (the session is back on
   * their personal organization).
   */
  lostOrganization?: string;
}

/**
 * The signed-in user and profile, or null when nobody is signed in. Every page asks this first, so it uses
 * plain fetch (typed from the OpenAPI document) to keep the API client out of the entry chunk.
 */
export async function fetchMe(): Promise<Me | null> {
  const response = await fetch('/api/me', { credentials: 'same-origin' });
  if (!response.ok) throw new ApiError(response.status, 'unknown', 'Could not load your account');
  return meOf((await response.json()) as MeResponse);
}

/** The session as the app holds it, from `GET /api/me`'s answer (also what the server gives a page it draws). */
export function meOf({ user, profile, activeOrganization, organizationCount, lostOrganization }: MeResponse): Me | null {
  if (!user) return null;
  const organization = activeOrganization ?? null;
  return {
    user,
    profile,
    organization,
    organizationCount: organizationCount ?? (organization ? 1 : 0),
    ...(lostOrganization === undefined ? {} : { lostOrganization }),
  };
}

interface AuthErrorBody {
  error?: { code?: string; message?: string; attemptsLeft?: number; retryAt?: string };
}

/**
 * An auth failure with the server's words and, for a wrong reset code, the attempts left; once they are
 * spent, when a new code can be asked for.
 */
export class AuthError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly attemptsLeft?: number,
    readonly retryAt?: Date,
  ) {
    super(status, code, message);
    this.name = 'AuthError';
  }
}

/** Calls a better-auth endpoint under /api/auth and answers its JSON, or throws an AuthError. */
export async function authRequest<T = unknown>(path: string, body?: object, method: 'GET' | 'POST' = 'POST'): Promise<T> {
  const response = await fetch(`/api/auth${path}`, {
    method,
    credentials: 'same-origin',
    headers: body ? { 'content-type': 'application/json' } : {},
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  if (!response.ok) {
    const error = (json as AuthErrorBody | null)?.error;
    throw new AuthError(
      response.status,
      error?.code ?? 'unknown',
      error?.message ?? 'Something went wrong. Please try again later.',
      error?.attemptsLeft,
      error?.retryAt ? new Date(error.retryAt) : undefined,
    );
  }
  return json as T;
}
