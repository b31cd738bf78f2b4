import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { purchases } from '../../db/schema.js';

/**
 * Whether money may still arrive for an organization: a checkout whose session may still be paid (a day, the
 * session's lifetime; a customer who went back from it may still pay, so cancelled and failed ones count too), or,
 * at Stripe, a payment still being processed (a bank debit settles within days: a fortnight at most is waited for;
 * a session that expired unpaid is closed by its event before then). Test-mode checkouts take no bank debits, so
 * theirs count for the day only. Deleting the organization then would credit a deleted one: the customer would
 * have paid for nothing (organization-deletion.ts, account-deletion.ts).
 */
export async function paymentMayArrive(executor: Executor, organizationId: string): Promise<boolean> {
  const [open] = await executor
    .select({ n: count() })
    .from(purchases)
    .where(
      and(
        eq(purchases.organizationId, organizationId),
        or(
          and(
            inArray(purchases.status, ['pending', 'failed', 'cancelled']),
            gt(purchases.createdAt, sql`now() - interval '24 hours'`),
          ),
          and(
            eq(purchases.status, 'pending'),
            eq(purchases.provider, 'stripe'),
            gt(purchases.createdAt, sql`now() - interval '14 days'`),
          ),
        ),
      ),
    );
  return (open?.n ?? 0) > 0;
}
