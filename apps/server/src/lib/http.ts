import { z } from 'zod';

/** The one shape of every error the API answers with. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Per-field messages of a rejected form, keyed by field name. */
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export function errorBody(code: string, message: string, fields?: Record<string, string>): ErrorResponse {
  return { error: fields ? { code, message, fields } : { code, message } };
}
