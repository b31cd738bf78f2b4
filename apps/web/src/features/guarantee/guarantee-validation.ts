import { decisionNoteProblem, guaranteeReasonSchema, problemOf } from '@courtside/domain';

// The forms' checks, with the server's own schemas (zod): apart from guarantee-rules.ts, so that the game page,
// which shows the guarantee, builds no schema until a form opens (issue 27, speed).

/** What is wrong with a reason before it is sent (the server's own rule and message), or null. */
export const reasonError = (reason: string): string | null => problemOf(guaranteeReasonSchema, reason);

/** What is wrong with an admin's decision note (the server's own rule), or null: a decline needs one. */
export const noteError = (decision: 'approve' | 'decline', note: string): string | null => decisionNoteProblem(decision, note);
