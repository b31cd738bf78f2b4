import { refusalFor, type MemberRole } from '@courtside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { buttonStyles } from '../../components/ui/button-styles';
import type { ActiveOrganization } from '../../features/auth/auth-api';
import { useMe } from '../../features/auth/session';
import { ConfirmDialog } from '../../features/organizations/confirm-dialog';
import { InviteForm } from '../../features/organizations/invite-form';
import { MembersTable } from '../../features/organizations/members-table';
import {
  leaveOrganization,
  useChangeMember,
  useMembers,
  useRemoveMember,
  useResendInvitation,
  useRevokeInvitation,
  type Invitation,
  type Member,
} from '../../features/organizations/organizations-api';
import { DeleteOrganizationSection, RenameOrganizationForm } from '../../features/organizations/organization-settings';
import { PendingInvitations } from '../../features/organizations/pending-invitations';
import { memberTeamsText } from '../../features/organizations/member-teams';
import { useTeams } from '../../features/teams/teams-api';
import { can } from '../../lib/organization-role';

/** What the members page asks before doing it. */
type Asking = { kind: 'remove'; member: Member } | { kind: 'revoke'; invitation: Invitation };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong. Please try again.');

/**
 * The active organization's members, its pending invitations and a form to invite more, for its owners and
 * managers; anyone else reads why they cannot manage them. Every member may leave. An owner of a team, club or
 * league renames it at the top and deletes it at the bottom.
 */
export default function MembersPage() {
  const { data: me } = useMe();
  const organization = me?.organization;
  if (!organization) return null;
  // A team, club or league its owners rename and delete; a person's own organization is neither.
  const owner = organization.role === 'owner' && !organization.personal;
  return (
    <>
      <PageHeader eyebrow={organization.name} title="Members" />
      <div className="mx-auto max-w-5xl space-y-10 px-4 py-12">
        {owner && (
          <Section id="rename" title="Rename">
            <RenameOrganizationForm key={organization.id} organization={organization} />
          </Section>
        )}
        {can(organization.role, 'members') ? (
          <ManageMembers organization={organization} />
        ) : (
          <p className="text-slate-700">{refusalFor('members')}</p>
        )}
        {!organization.personal && <LeaveSection organization={organization} />}
        {owner && (
          <DeleteOrganizationSection key={organization.id} organization={organization} twoFactor={me.user.twoFactorEnabled} />
        )}
      </div>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ManageMembers({ organization }: { organization: ActiveOrganization }) {
  const members = useMembers(organization.id);
  const changeMember = useChangeMember(organization.id);
  const teams = useTeams();
  const remove = useRemoveMember(organization.id);
  const resend = useResendInvitation(organization.id);
  const revoke = useRevokeInvitation(organization.id);
  const [asking, setAsking] = useState<Asking | null>(null);
  // The outcome of the last change made from the lists: what was done, or the server's refusal.
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const onRoleChange = (member: Member, role: MemberRole) => {
    setOutcome(null);
    changeMember.mutate({ memberId: member.id, role }, { onError: (error) => setOutcome({ ok: false, text: messageOf(error) }) });
  };
  const onTeamsSave = async (member: Member, teamIds: string[] | null) => {
    setOutcome(null);
    const { member: saved } = await changeMember.mutateAsync({ memberId: member.id, teamIds });
    setOutcome({ ok: true, text: `${member.name} sees ${memberTeamsText(saved, teams.data).replace(/^All/, 'all')}.` });
  };
  const onResend = (invitation: Invitation) => {
    setOutcome(null);
    resend.mutate(invitation.id, {
      onSuccess: () => setOutcome({ ok: true, text: `Invitation sent again to ${invitation.email}.` }),
      onError: (error) => setOutcome({ ok: false, text: messageOf(error) }),
    });
  };
  const confirm = () => {
    if (asking?.kind === 'remove')
      remove.mutate(asking.member.id, {
        onSuccess: () => {
          setAsking(null);
          setOutcome({ ok: true, text: `${asking.member.name} was removed.` });
        },
      });
    if (asking?.kind === 'revoke')
      revoke.mutate(asking.invitation.id, {
        onSuccess: () => {
          setAsking(null);
          setOutcome({ ok: true, text: `The invitation to ${asking.invitation.email} was revoked.` });
        },
      });
  };
  const pendingAction = asking?.kind === 'remove' ? remove : revoke;

  if (members.isPending)
    return (
      <p role="status" className="text-slate-600">
        Loading the members…
      </p>
    );
  if (members.isError)
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
        {members.error.message}
      </p>
    );
  return (
    <>
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={`rounded-lg p-3 text-sm ${outcome.ok ? 'bg-green-50 text-green-900' : 'border border-red-200 bg-red-50 text-red-800'}`}
        >
          {outcome.text}
        </p>
      )}
      <Section id="members" title="Members">
        <MembersTable
          members={members.data.members}
          viewerRole={organization.role}
          teams={teams.data}
          busyMemberId={changeMember.isPending ? changeMember.variables.memberId : null}
          onRoleChange={onRoleChange}
          onTeamsSave={onTeamsSave}
          onRemove={(member) => {
            remove.reset();
            setAsking({ kind: 'remove', member });
          }}
        />
      </Section>
      <Section id="invitations" title="Pending invitations">
        <PendingInvitations
          invitations={members.data.invitations}
          viewerRole={organization.role}
          busyInvitationId={resend.isPending ? resend.variables : null}
          onResend={onResend}
          onRevoke={(invitation) => {
            revoke.reset();
            setAsking({ kind: 'revoke', invitation });
          }}
        />
      </Section>
      <Section id="invite" title="Invite someone">
        <InviteForm organizationId={organization.id} viewerRole={organization.role} />
      </Section>
      {asking && (
        <ConfirmDialog
          title={asking.kind === 'remove' ? `Remove ${asking.member.name}?` : 'Revoke this invitation?'}
          confirmLabel={asking.kind === 'remove' ? 'Remove' : 'Revoke'}
          pending={pendingAction.isPending}
          error={pendingAction.error ? messageOf(pendingAction.error) : null}
          onConfirm={confirm}
          onClose={() => setAsking(null)}
        >
          {asking.kind === 'remove'
            ? `${asking.member.name} loses access to ${organization.name} at once.`
            : `The link sent to ${asking.invitation.email} will no longer work.`}
        </ConfirmDialog>
      )}
    </>
  );
}

/** Leaving: the person's own member row goes, and their personal organization becomes the active one. */
function LeaveSection({ organization }: { organization: ActiveOrganization }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const leave = useMutation({ mutationFn: () => leaveOrganization(queryClient, navigate, organization) });
  return (
    <Section id="leave" title="Leave organization">
      <p className="text-slate-700">You lose access to {organization.name}’s games and seasons.</p>
      <button
        type="button"
        className={`${buttonStyles.outline} mt-4`}
        onClick={() => {
          leave.reset();
          setAsking(true);
        }}
      >
        Leave organization
      </button>
      {asking && (
        <ConfirmDialog
          title={`Leave ${organization.name}?`}
          confirmLabel="Leave"
          pending={leave.isPending}
          error={leave.error ? messageOf(leave.error) : null}
          onConfirm={() => leave.mutate()}
          onClose={() => setAsking(false)}
        >
          To come back, you need a new invitation.
        </ConfirmDialog>
      )}
    </Section>
  );
}
