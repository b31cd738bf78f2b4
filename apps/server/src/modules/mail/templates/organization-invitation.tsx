import { EmailLayout } from './layout.js';
import { renderEmailHtml, type RenderedEmail } from './render.js';

export interface Invitation {
  inviterName: string;
  organizationName: string;
  /** The role as the page shows it ("Coach"), with the roster entry for a player ("Player (#7 Sam Lee)"). */
  roleLabel: string;
  /** /invite/{token}: accepting signs the person up or in. */
  url: string;
  expiresOn: string;
}

/** An invitation to join an organization on Courtside, with a role. */
export function renderInvitationEmail(invitation: Invitation): RenderedEmail {
  const subject = `${invitation.inviterName} invited you to ${invitation.organizationName} on Courtside`;
  const text = [
    `Hi,`,
    ``,
    `${invitation.inviterName} invited you to join ${invitation.organizationName} on Courtside as ${invitation.roleLabel}.`,
    `Courtside turns basketball game footage into box scores, statistics and video of every play.`,
    ``,
    `Accept the invitation (it expires on ${invitation.expiresOn}):`,
    invitation.url,
    ``,
    `If you did not expect this, ignore this e-mail: nothing happens until the invitation is accepted.`,
  ].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <h1 style={{ fontSize: '20px' }}>You are invited to {invitation.organizationName}</h1>
      <p>
        {invitation.inviterName} invited you to join <strong>{invitation.organizationName}</strong> on Courtside as{' '}
        <strong>{invitation.roleLabel}</strong>.
      </p>
      <p>
        <a href={invitation.url} style={{ color: '#ea580c', fontWeight: 700 }}>
          Accept the invitation
        </a>
      </p>
      <p style={{ color: '#6b7280' }}>
        It expires on {invitation.expiresOn}. If you did not expect this, ignore this e-mail: nothing happens until the invitation
        is accepted.
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}

export interface MembershipChange {
  ownerName: string;
  memberName: string;
  organizationName: string;
  change: 'joined' | 'left' | 'removed';
  roleLabel: string;
  /** The organization's members page. */
  url: string;
}

/** An owner's notice that someone joined or left their organization. */
export function renderMembershipChangeEmail(notice: MembershipChange): RenderedEmail {
  const what =
    notice.change === 'joined'
      ? `joined ${notice.organizationName} as ${notice.roleLabel}`
      : notice.change === 'left'
        ? `left ${notice.organizationName}`
        : `was removed from ${notice.organizationName}`;
  const subject = `${notice.memberName} ${what}`;
  const text = [`Hi ${notice.ownerName},`, ``, `${notice.memberName} ${what}.`, ``, `Members: ${notice.url}`].join('\n');
  const html = renderEmailHtml(
    <EmailLayout title={subject}>
      <p>Hi {notice.ownerName},</p>
      <p>
        <strong>{notice.memberName}</strong> {what}.
      </p>
      <p>
        <a href={notice.url} style={{ color: '#ea580c', fontWeight: 700 }}>
          See the members
        </a>
      </p>
    </EmailLayout>,
  );
  return { subject, text, html };
}
