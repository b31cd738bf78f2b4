import { ROLE_LABELS } from '@courtside/domain';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles';
import { Spinner } from '../../components/ui/spinner';
import { AuthCard, ErrorBox } from '../auth/auth-card';
import { withArticle } from './organization-forms';
import type { InvitationPreview, InvitationStatus } from './organizations-api';

/** Where "Sign up" and "Log in" go from an invitation: back to it afterwards, the sign-up with its address filled in. */
export function invitationLinks(token: string, email: string): { signup: string; login: string } {
  const from = `/invite/${encodeURIComponent(token)}`;
  return {
    signup: `/signup?${new URLSearchParams({ from, email }).toString()}`,
    login: `/login?${new URLSearchParams({ from }).toString()}`,
  };
}

const CLOSED: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  expired: 'This invitation has expired. Ask for a new one.',
  revoked: 'This invitation was withdrawn.',
  accepted: 'This invitation has already been accepted.',
};

/**
 * An invitation as its link shows it: whom it invites to which organization and as what; signed out, the ways to sign
 * up or in and come back; signed in, "Accept invitation" (a wrong account is refused by the server, in its words).
 */
export function InvitationView({
  token,
  invitation,
  signedInAs,
  accepting,
  failure,
  onAccept,
}: {
  token: string;
  invitation: InvitationPreview;
  /** The signed-in person's e-mail address, or null when signed out. */
  signedInAs: string | null;
  accepting: boolean;
  failure: string | null;
  onAccept: () => void;
}) {
  const { organization, email, role, status } = invitation;
  if (status !== 'pending')
    return (
      <AuthCard title="Invitation">
        <p className="text-slate-700">{CLOSED[status]}</p>
        <Link to={signedInAs ? '/dashboard' : '/'} className="mt-4 inline-block font-semibold text-brand-700 underline">
          {signedInAs ? 'Go to your dashboard' : 'Go to the home page'}
        </Link>
      </AuthCard>
    );
  const links = invitationLinks(token, email);
  return (
    <AuthCard
      title={`You're invited to join ${organization.name} as ${withArticle(ROLE_LABELS[role])}`}
      subtitle={
        <>
          The invitation is for <strong>{email}</strong>.
        </>
      }
    >
      <ErrorBox message={failure} />
      {signedInAs ? (
        <>
          <p className="mb-4 text-sm text-slate-600">
            Signed in as <span className="font-semibold text-slate-800">{signedInAs}</span>.
          </p>
          <button type="button" className={`${buttonStyles.primary} w-full`} disabled={accepting} onClick={onAccept}>
            {accepting && <Spinner />}
            Accept invitation
          </button>
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Link to={links.signup} className={buttonStyles.primary}>
            Sign up
          </Link>
          <Link to={links.login} className={buttonStyles.outline}>
            Log in
          </Link>
        </div>
      )}
    </AuthCard>
  );
}

/** The page of a link that is not an invitation (or no longer exists). */
export function InvalidInvitation({ message }: { message: string }) {
  return (
    <AuthCard title="Invitation">
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <Link to="/" className="mt-4 inline-block font-semibold text-brand-700 underline">
        Go to the home page
      </Link>
    </AuthCard>
  );
}
