/** An error whose message is safe and meant for the user; the error handler answers with it as JSON. */
export class AppError extends Error {
  /** Per-field (or per-row) messages, for a form or a file the user must correct. */
  readonly fields: Record<string, string> | undefined;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    options?: ErrorOptions & { fields?: Record<string, string> },
  ) {
    super(message, options);
    this.fields = options?.fields;
    this.name = 'AppError';
  }
}
