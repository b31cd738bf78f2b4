import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api, unwrap } from '../../lib/api';
import { meQuery } from '../auth/session';
import { purchasesQuery } from '../purchases/purchases';

/** The spec's payment session poll. */
export const PAYMENT_POLL_MS = 2_000;
/** How long the dashboard waits for a payment before saying so. */
export const PAYMENT_WAIT_MS = 120_000;

/** Whether the session is paid; any failure is logged and counts as not paid (spec §8). */
async function isSessionPaid(sessionId: string): Promise<boolean> {
  try {
    return unwrap(await api.POST('/api/checkout/session-status', { body: { sessionId } })).paid;
  } catch (error) {
    console.error('Failed to check the payment session', error);
    return false;
  }
}

export type PaymentConfirmation = 'waiting' | 'paid' | 'timed-out';

/**
 * On return from the payment page: polls the session every 2 s until it is paid (then refreshes the balance
 * and the purchase history before saying so), or until 2 minutes have passed. `retry` waits 2 more minutes.
 */
export function usePaymentConfirmation(sessionId: string) {
  const queryClient = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [expiredAttempt, setExpiredAttempt] = useState(-1);
  const timedOut = expiredAttempt === attempt;

  useEffect(() => {
    const timer = setTimeout(() => setExpiredAttempt(attempt), PAYMENT_WAIT_MS);
    return () => clearTimeout(timer);
  }, [sessionId, attempt]);

  const { data: paid = false } = useQuery({
    queryKey: ['checkout-session', sessionId, attempt],
    queryFn: async () => {
      const result = await isSessionPaid(sessionId);
      if (result) {
        // Fetched now, so the dashboard opens with the new balance and the purchase already in its history.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: meQuery.queryKey }),
          queryClient.infiniteQuery({ ...purchasesQuery, staleTime: 0 }),
        ]);
      }
      return result;
    },
    enabled: !timedOut,
    refetchInterval: (query) => (query.state.data === true ? false : PAYMENT_POLL_MS),
    refetchIntervalInBackground: true,
    retry: false,
  });

  const state: PaymentConfirmation = paid ? 'paid' : timedOut ? 'timed-out' : 'waiting';
  return { state, retry: () => setAttempt((count) => count + 1) };
}
