import { ApiError, api } from '../../lib/api';

export interface Me {
  user: NonNullable<MeResponse['user']>;
  profile: MeResponse['profile'];
}
type MeResponse = Awaited<ReturnType<typeof fetchMeResponse>>;

async function fetchMeResponse() {
  const { data, response } = await api.GET('/api/me');
  if (!data) throw new ApiError(response.status, 'unknown', 'Could not load your account');
  return data;
}

/** The signed-in user and profile, or null when nobody is signed in. */
export async function fetchMe(): Promise<Me | null> {
  const { user, profile } = await fetchMeResponse();
  return user ? { user, profile } : null;
}

interface AuthErrorBody {
  error?: { code?: string; message?: string; attemptsLeft?: number };
}

/** An auth failure with the server's words and, for a wrong reset code, the attempts left. */
export class AuthError extends ApiError {
  constructor(
    status: number,
    code: string,
    message: string,
    readonly attemptsLeft?: number,
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
    );
  }
  return json as T;
}
