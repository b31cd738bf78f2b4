import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { purchases } from '../../db/schema.js';

/**
 * Whether money may still arrive for an organization: a checkout whose session is still open (a day, the
 * provider's session lifetime; a customer who went back from it may still pay, so cancelled and failed ones count
 * too), or a payment still being processed (a bank debit settles in days; a pending purchase's session that
 * expired unpaid is closed by its event). Deleting the organization then would credit a deleted one: the customer
 * would have paid for nothing (organization-deletion.ts, account-deletion.ts).
 */
export async function paymentMayArrive(executor: Executor, organizationId: string): Promise<boolean> {
  const [open] = await executor
    .select({ n: count() })
    .from(purchases)
    .where(
      and(
        eq(purchases.organizationId, organizationId),
        or(
          and(eq(purchases.status, 'pending'), gt(purchases.createdAt, sql`now() - interval '30 days'`)),
          and(inArray(purchases.status, ['failed', 'cancelled']), gt(purchases.createdAt, sql`now() - interval '24 hours'`)),
        ),
      ),
    );
  return (open?.n ?? 0) > 0;
}
