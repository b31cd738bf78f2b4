import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner';
import { useMe } from '../../features/auth/session';
import { InvalidInvitation, InvitationView } from '../../features/organizations/invitation-view';
import { acceptAndEnter, useInvitation } from '../../features/organizations/organizations-api';
import { ApiError } from '../../lib/api-error';

/** An invitation's link (public): who invites whom, and the way in; accepted, the organization's dashboard opens. */
export default function InvitationPage() {
  const { token = '' } = useParams();
  const me = useMe();
  const invitation = useInvitation(token);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const accept = useMutation({ mutationFn: () => acceptAndEnter(queryClient, navigate, token) });

  if (invitation.isPending || me.isPending) return <PageSpinner />;
  if (invitation.isError) {
    const { error } = invitation;
    // A link that is no invitation answers 404 in the server's words (a malformed token, 400): the same sense.
    const message = !(error instanceof ApiError && error.status < 500)
      ? 'This invitation could not be loaded. Please try again later.'
      : error.status === 404 && error.code !== 'unknown'
        ? error.message
        : 'This invitation is not valid.';
    return <InvalidInvitation message={message} />;
  }
  return (
    <InvitationView
      token={token}
      invitation={invitation.data}
      signedInAs={me.data?.user.email ?? null}
      accepting={accept.isPending}
      failure={accept.error?.message ?? null}
      onAccept={() => accept.mutate()}
    />
  );
}
