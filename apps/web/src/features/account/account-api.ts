import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';

/** "Download my data": the zip of my profile, teams, games, box scores, purchases and credits. */
export const EXPORT_URL = '/api/me/export';

/** Sends a 6-digit code to the new address (again, when asked to resend). */
export const useStartEmailChange = () =>
  useMutation({
    mutationFn: async (body: { newEmail: string; password: string }) => unwrap(await api.POST('/api/me/email-change', { body })),
  });

/** Confirms the new address with its code; the account's e-mail is the new one afterwards. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => unwrap(await api.POST('/api/me/email-change/confirm', { body: { code } })),
    onSuccess: () => client.invalidateQueries({ queryKey: ['me'] }),
  });
}

/** Deletes the signed-in account; its sessions end with it. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: async (body: { password: string; code?: string }) => {
      const { error, response } = await api.DELETE('/api/me', { body });
      // 204 has no body: unwrap wants data, so only a failure goes through it.
      if (!response.ok) unwrap({ error, response });
    },
  });
