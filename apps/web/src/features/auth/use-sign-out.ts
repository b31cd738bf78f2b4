import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authRequest } from './auth-api';
import { announceAuthChange, meQuery } from './session';

/** Ends the session, tells the other tabs, and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => authRequest('/sign-out', {}),
    onSuccess: async () => {
      // Leave first: were the session cleared while a protected page is shown, it would send us to /login. The
      // new page is committed at once (flushSync), not in a transition that could still be pending here.
      await navigate('/', { replace: true, flushSync: true });
      queryClient.setQueryData(meQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQuery.queryKey[0] });
      announceAuthChange();
    },
  });
}
