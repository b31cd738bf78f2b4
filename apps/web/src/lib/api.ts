import createClient from 'openapi-fetch';
import { ApiError } from './api-error';
import type { paths } from './api-types';

/** The typed client for our own API; types are generated from the server's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: '' });

export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

function isErrorBody(value: unknown): value is ApiErrorBody {
  return typeof value === 'object' && value !== null && 'error' in value;
}

/** Unwraps an openapi-fetch result: the data, or an ApiError with the server's message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  const body = result.error;
  if (isErrorBody(body)) throw new ApiError(result.response.status, body.error.code, body.error.message, body.error.fields);
  throw new ApiError(result.response.status, 'unknown', `Request failed with status ${result.response.status}`);
}
