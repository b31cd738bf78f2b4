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

type RefusalListener = (error: ApiError) => void;
const refusalListeners = new Set<RefusalListener>();

/**
 * Hears every refusal the API answers through `unwrap`, whichever page or query asked (the app shell listens for
 * a member removed from the active organization). Answers the way to stop listening.
 */
export function onApiRefusal(listener: RefusalListener): () => void {
  refusalListeners.add(listener);
  return () => void refusalListeners.delete(listener);
}

/** Unwraps an openapi-fetch result: the data, or an ApiError with the server's message. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data !== undefined && result.response.ok) return result.data;
  const body = result.error;
  const error = isErrorBody(body)
    ? new ApiError(result.response.status, body.error.code, body.error.message, body.error.fields)
    : new ApiError(result.response.status, 'unknown', `Request failed with status ${result.response.status}`);
  for (const listener of refusalListeners) listener(error);
  throw error;
}
