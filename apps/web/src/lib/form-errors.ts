import { ApiError } from './api-error';

/** The first message per field of a refused form (a zod result's issues), keyed by field name. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0] ?? 'form')] ??= issue.message;
  return errors;
}

/** What a failed save says, per field and for the form as a whole (`form`). */
export function errorsOfFailure(error: unknown): Record<string, string> {
  return error instanceof ApiError
    ? { ...error.fields, form: error.message }
    : { form: 'Something went wrong. Please try again.' };
}
