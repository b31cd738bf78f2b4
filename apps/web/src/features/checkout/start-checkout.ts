import type { PackageType } from '@courtside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, unwrap } from '../../lib/api';
import { ApiError } from '../../lib/api-error';
import { meQuery } from '../auth/session';

async function createCheckoutSession(body: { packageType: PackageType; quantity: number }) {
  return unwrap(await api.POST('/api/checkout/sessions', { body }));
}

/**
 * Get Started on a plan card: a signed-out visitor signs in first and comes back to /pricing; a customer
 * goes to the payment page of a new checkout session. A failure is logged and the button comes back (the
 * spec shows the customer no message).
 */
export function useStartCheckout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signIn = () => navigate(`/login?from=${encodeURIComponent('/pricing')}`);
  const mutation = useMutation({
    mutationFn: async (order: { packageType: PackageType; quantity: number }) => {
      const me = await queryClient.query(meQuery);
      if (!me) return null;
      return createCheckoutSession(order);
    },
    onSuccess: (session) => {
      if (!session) return void signIn();
      window.location.assign(session.url);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 401) {
        queryClient.setQueryData(meQuery.queryKey, null);
        return void signIn();
      }
      console.error('Failed to create checkout session', error);
    },
  });
  // Stays busy once the session is made, while the browser leaves for the payment page.
  const busy = mutation.isPending || mutation.isSuccess;
  return { start: mutation.mutate, busy, busyPackage: busy ? mutation.variables.packageType : undefined };
}
