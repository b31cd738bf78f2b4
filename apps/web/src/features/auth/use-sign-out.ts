import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { authRequest } from './auth-api';
import { announceAuthChange, meQuery } from './session';

/** Ends the session, tells the other tabs, and goes home. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    // Leave before the session ends: once the server has ended it, any answer about the session (a refetch in
    // flight when Sign Out was pressed) may clear it here while a protected page is shown, which would send us to
    // /login rather than home. The new page is committed at once (flushSync), not in a pending transition.
    onMutate: () => navigate('/', { replace: true, flushSync: true }),
    mutationFn: () => authRequest('/sign-out', {}),
    onSuccess: () => {
      queryClient.setQueryData(meQuery.queryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQuery.queryKey[0] });
      announceAuthChange();
    },
  });
}
