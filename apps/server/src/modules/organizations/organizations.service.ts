import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  formatShortDate,
  INVITATION_DAYS,
  INVITATION_RESENDS_PER_DAY,
  invitationChangeRefusal,
  invitationRefusal,
  MAX_MEMBERS,
  numberAndName,
  removalRefusal,
  ROLE_LABELS,
  roleChangeRefusal,
  type CreatableKind,
  type MemberRole,
  type OrganizationKind,
} from '@courtside/domain';
import { and, asc, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { invitations, members, organizations, sessions, teamPlayers, teams, users } from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { requireCan, type SessionUser, type Viewer } from '../../lib/viewer.js';
import { recordAudit } from '../audit/audit.js';
import { takeSlot } from '../auth/throttle.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderInvitationEmail, renderMembershipChangeEmail } from '../mail/templates/organization-invitation.js';

// Organizations, their members and invitations (DESIGN.md §4 "Organizations", decision 026). The rules of who may
// do what are the domain's (organizations.ts); this applies them on the rows, each change in one transaction with
// its audit row and its e-mails. The members of an organization are locked (its row, FOR UPDATE) before any change
// of them, so two changes at once (two owners demoting each other) see one state and the last owner stays.

/** A person may create this many organizations (their personal one aside). */
export const ORGANIZATIONS_PER_PERSON = 20;

export interface OrganizationView {
  id: string;
  name: string;
  kind: OrganizationKind;
  role: MemberRole;
  personal: boolean;
  active: boolean;
  /** The person's own membership of it. */
  memberId: string;
}

export interface MemberView {
  id: string;
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  joinedAt: Date;
  lastActiveAt: Date | null;
  playerName: string | null;
  /** A player's team: the one whose roster names them. */
  playerTeam: string | null;
  /** The teams a coach or viewer is limited to; null: all. */
  teamIds: string[] | null;
  you: boolean;
}

export interface InvitationView {
  id: string;
  email: string;
  role: MemberRole;
  expiresAt: Date;
  expired: boolean;
  invitedBy: string | null;
  playerName: string | null;
}

export interface InvitationLookup {
  organization: { name: string; kind: OrganizationKind };
  email: string;
  role: MemberRole;
  status: 'pending' | 'expired' | 'revoked' | 'accepted';
}

const notFound = () => new AppError(404, 'not_found', 'Organization not found');
const invitationNotFound = () => new AppError(404, 'not_found', 'This invitation is not valid.');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** 256 random bits, URL-safe: the link in the e-mail is the only copy. */
const newToken = () => randomBytes(32).toString('base64url');
const DAY_MS = 24 * 60 * 60 * 1000;

export interface OrganizationsDeps {
  db: Database;
  baseUrl: string;
}

export function createOrganizations({ db, baseUrl }: OrganizationsDeps) {
  const membersUrl = `${baseUrl}/organization/members`;

  /** The viewer's membership of `organizationId`; anyone else is told it does not exist. */
  async function membershipOf(executor: Executor, viewer: Viewer, organizationId: string, lock = false) {
    const query = executor
      .select({ organization: organizations, memberId: members.id, role: members.role })
      .from(organizations)
      .innerJoin(members, and(eq(members.organizationId, organizations.id), eq(members.userId, viewer.id)))
      .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
    const [row] = lock ? await query.for('update', { of: organizations }) : await query;
    if (!row) throw notFound();
    return { ...row, viewer: { ...viewer, organizationId, memberRole: row.role } satisfies Viewer };
  }

  async function ownersOf(executor: Executor, organizationId: string) {
    return executor
      .select({ userId: users.id, name: users.name, email: users.email })
      .from(members)
      .innerJoin(users, eq(users.id, members.userId))
      .where(and(eq(members.organizationId, organizationId), eq(members.role, 'owner'), isNull(users.deletedAt)));
  }

  async function ownerCount(executor: Executor, organizationId: string): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(members)
      .where(and(eq(members.organizationId, organizationId), eq(members.role, 'owner')));
    return row?.n ?? 0;
  }

  /** Members and pending invitations together: an organization holds at most MAX_MEMBERS of them. */
  async function seatsTaken(executor: Executor, organizationId: string, now: Date): Promise<number> {
    const [taken] = await executor
      .select({
        n: sql<number>`(select count(*)::int from ${members} where ${members.organizationId} = ${organizationId})
          + (select count(*)::int from ${invitations} where ${invitations.organizationId} = ${organizationId}
             and ${invitations.status} = 'pending' and ${invitations.expiresAt} > ${now})`,
      })
      .from(sql`(select 1) as one`);
    return taken?.n ?? 0;
  }

  async function tellOwners(
    tx: Executor,
    organization: { id: string; name: string },
    memberName: string,
    change: 'joined' | 'left' | 'removed',
    role: MemberRole,
    except: string,
  ) {
    for (const owner of await ownersOf(tx, organization.id)) {
      if (owner.userId === except) continue;
      await queueEmail(tx, {
        to: owner.email,
        kind: `member_${change}`,
        ...renderMembershipChangeEmail({
          ownerName: owner.name,
          memberName,
          organizationName: organization.name,
          change,
          roleLabel: ROLE_LABELS[role],
          url: membersUrl,
        }),
      });
    }
  }

  async function playerNameOf(executor: Executor, organizationId: string, teamPlayerId: string): Promise<string> {
    const [player] = await executor
      .select({ number: teamPlayers.number, name: teamPlayers.name, team: teams.name })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(eq(teamPlayers.id, teamPlayerId), eq(teams.organizationId, organizationId), isNull(teamPlayers.archivedAt)));
    if (!player)
      throw new AppError(400, 'player_not_found', "Choose a player from one of this organization's rosters.", {
        fields: { teamPlayerId: "Choose a player from one of this organization's rosters." },
      });
    return `${numberAndName(player)}, ${player.team}`;
  }

  async function sendInvitation(
    tx: Executor,
    inviter: { name: string },
    organization: { name: string },
    invitation: { email: string; role: MemberRole; expiresAt: Date },
    token: string,
    playerName: string | null,
  ) {
    await queueEmail(tx, {
      to: invitation.email,
      kind: 'organization_invitation',
      ...renderInvitationEmail({
        inviterName: inviter.name,
        organizationName: organization.name,
        roleLabel: playerName ? `${ROLE_LABELS.player} (${playerName})` : ROLE_LABELS[invitation.role],
        url: `${baseUrl}/invite/${token}`,
        expiresOn: formatShortDate(invitation.expiresAt),
      }),
    });
  }

  return {
    /** The organizations the person belongs to, their own first, then by name. */
    async list(viewer: Viewer): Promise<OrganizationView[]> {
      const rows = await db
        .select({
          id: organizations.id,
          name: organizations.name,
          kind: organizations.kind,
          role: members.role,
          memberId: members.id,
        })
        .from(members)
        .innerJoin(organizations, eq(organizations.id, members.organizationId))
        .where(and(eq(members.userId, viewer.id), isNull(organizations.deletedAt)))
        .orderBy(asc(organizations.name));
      return rows
        .map((row) => ({ ...row, personal: row.id === viewer.id, active: row.id === viewer.organizationId }))
        .sort((a, b) => Number(b.personal) - Number(a.personal));
    },

    /** A new team, club or league, its creator its owner; the session now acts for it. */
    async create(viewer: SessionUser, input: { name: string; kind: CreatableKind }): Promise<OrganizationView> {
      return db.transaction(async (tx) => {
        // One person's creations are counted under their user row's lock, so two at once cannot pass the limit.
        await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
        const [owned] = await tx
          .select({ n: count() })
          .from(members)
          .where(and(eq(members.userId, viewer.id), eq(members.role, 'owner'), ne(members.organizationId, viewer.id)));
        if ((owned?.n ?? 0) >= ORGANIZATIONS_PER_PERSON)
          throw new AppError(
            409,
            'too_many_organizations',
            `You can own at most ${String(ORGANIZATIONS_PER_PERSON)} teams, clubs and leagues.`,
          );
        const id = randomUUID();
        await tx.insert(organizations).values({ id, name: input.name, slug: id, kind: input.kind });
        const memberId = randomUUID();
        await tx.insert(members).values({ id: memberId, organizationId: id, userId: viewer.id, role: 'owner' });
        await tx.update(sessions).set({ activeOrganizationId: id }).where(eq(sessions.id, viewer.sessionId));
        await recordAudit(tx, {
          actor: viewer,
          action: 'organization.created',
          targetType: 'organization',
          targetId: id,
          details: { name: input.name, kind: input.kind },
        });
        return { id, name: input.name, kind: input.kind, role: 'owner', personal: false, active: true, memberId };
      });
    },

    /** One of the person's organizations; anyone else is told it does not exist. */
    async get(viewer: Viewer, organizationId: string): Promise<OrganizationView> {
      return viewOf(viewer, await membershipOf(db, viewer, organizationId));
    },

    /** Renames a team, club or league (its owners); a personal organization is named after its person. */
    async rename(viewer: Viewer, organizationId: string, name: string): Promise<OrganizationView> {
      return db.transaction(async (tx) => {
        const membership = await membershipOf(tx, viewer, organizationId, true);
        requireCan(membership.viewer, 'billing');
        if (membership.organization.kind === 'personal')
          throw new AppError(
            409,
            'personal_organization',
            'Your own organization is named after you: change your name on your account.',
          );
        await tx.update(organizations).set({ name }).where(eq(organizations.id, organizationId));
        await recordAudit(tx, {
          actor: viewer,
          action: 'organization.renamed',
          targetType: 'organization',
          targetId: organizationId,
          details: { from: membership.organization.name, to: name },
        });
        return viewOf(viewer, { ...membership, organization: { ...membership.organization, name } });
      });
    },

    /** The session acts for another of the person's organizations from its next request (their own: `viewer.id`). */
    async setActive(viewer: SessionUser, organizationId: string): Promise<OrganizationView> {
      const membership = await membershipOf(db, viewer, organizationId);
      // A switch is work in that organization: the person's next new session opens on it.
      await db.transaction(async (tx) => {
        await tx.update(sessions).set({ activeOrganizationId: organizationId }).where(eq(sessions.id, viewer.sessionId));
        await tx.update(members).set({ lastActiveAt: new Date() }).where(eq(members.id, membership.memberId));
      });
      return { ...viewOf(viewer, membership), active: true };
    },

    /** The members page: members (owners first, then by name) and pending invitations, for owners and managers. */
    async members(
      viewer: Viewer,
      organizationId: string,
      now = new Date(),
    ): Promise<{ members: MemberView[]; invitations: InvitationView[] }> {
      const membership = await membershipOf(db, viewer, organizationId);
      requireCan(membership.viewer, 'members');
      const inviter = users;
      const [memberRows, invitationRows] = await Promise.all([
        db
          .select({
            id: members.id,
            userId: members.userId,
            name: users.name,
            email: users.email,
            role: members.role,
            joinedAt: members.createdAt,
            lastActiveAt: members.lastActiveAt,
            teamIds: members.teamIds,
            playerNumber: teamPlayers.number,
            playerName: teamPlayers.name,
            playerTeam: teams.name,
          })
          .from(members)
          .innerJoin(users, eq(users.id, members.userId))
          .leftJoin(teamPlayers, eq(teamPlayers.id, members.teamPlayerId))
          .leftJoin(teams, eq(teams.id, teamPlayers.teamId))
          .where(eq(members.organizationId, organizationId))
          .orderBy(sql`${members.role} = 'owner' desc`, asc(users.name)),
        db
          .select({
            id: invitations.id,
            email: invitations.email,
            role: invitations.role,
            expiresAt: invitations.expiresAt,
            invitedBy: inviter.name,
            playerNumber: teamPlayers.number,
            playerName: teamPlayers.name,
          })
          .from(invitations)
          .leftJoin(inviter, eq(inviter.id, invitations.inviterId))
          .leftJoin(teamPlayers, eq(teamPlayers.id, invitations.teamPlayerId))
          .where(and(eq(invitations.organizationId, organizationId), eq(invitations.status, 'pending')))
          .orderBy(asc(invitations.createdAt)),
      ]);
      const player = (row: { playerNumber: string | null; playerName: string | null }) =>
        row.playerName === null ? null : numberAndName({ number: row.playerNumber ?? '', name: row.playerName });
      return {
        members: memberRows.map(({ playerNumber, playerName, ...row }) => ({
          ...row,
          playerName: player({ playerNumber, playerName }),
          you: row.userId === viewer.id,
        })),
        invitations: invitationRows.map(({ playerNumber, playerName, ...row }) => ({
          ...row,
          expired: row.expiresAt <= now,
          playerName: player({ playerNumber, playerName }),
        })),
      };
    },

    /**
     * Gives a member another role (never the last owner's away; owners only by owners), or limits a coach or viewer
     * to some of the organization's teams (`teamIds`; null: all of them).
     */
    async updateMember(
      viewer: Viewer,
      organizationId: string,
      memberId: string,
      change: { role?: MemberRole | undefined; teamIds?: string[] | null | undefined },
    ): Promise<MemberView> {
      return db.transaction(async (tx) => {
        const membership = await membershipOf(tx, viewer, organizationId, true);
        const [target] = await tx
          .select()
          .from(members)
          .where(and(eq(members.id, memberId), eq(members.organizationId, organizationId)));
        if (!target) throw new AppError(404, 'not_found', 'Member not found');
        const role = change.role ?? target.role;
        if (role === 'player' && target.role !== 'player')
          throw new AppError(409, 'player_needs_roster', 'A player is invited as their roster entry: invite them as a player.');
        const refusal = roleChangeRefusal(
          {
            actor: { role: membership.role, memberId: membership.memberId },
            target: { role: target.role, memberId: target.id },
            owners: await ownerCount(tx, organizationId),
          },
          role,
        );
        if (refusal) throw new AppError(can403(membership.role), 'forbidden_role', refusal);
        // Only a coach or viewer is limited to teams: owners and managers see all, a player their roster's team.
        const limitable = role === 'coach' || role === 'viewer';
        let teamIds = limitable ? (change.teamIds === undefined ? target.teamIds : change.teamIds) : null;
        if (teamIds !== null && teamIds.length === 0) teamIds = null;
        if (change.teamIds && change.teamIds.length > 0 && !limitable)
          throw new AppError(409, 'not_limitable', 'Only a coach or a viewer is limited to some teams.');
        if (teamIds) {
          const found = await tx
            .select({ id: teams.id })
            .from(teams)
            .where(and(eq(teams.organizationId, organizationId), inArray(teams.id, teamIds)));
          if (found.length !== new Set(teamIds).size)
            throw new AppError(400, 'team_not_found', 'Choose teams of this organization.', {
              fields: { teamIds: 'Choose teams of this organization.' },
            });
          teamIds = [...new Set(teamIds)];
        }
        const [updated] = await tx
          .update(members)
          .set({ role, teamPlayerId: role === 'player' ? target.teamPlayerId : null, teamIds })
          .where(eq(members.id, memberId))
          .returning();
        if (!updated) throw new AppError(404, 'not_found', 'Member not found');
        if (target.role !== role)
          await recordAudit(tx, {
            actor: viewer,
            action: 'member.role_changed',
            targetType: 'organization',
            targetId: organizationId,
            details: { memberId, userId: target.userId, from: target.role, to: role },
          });
        if (JSON.stringify(target.teamIds ?? null) !== JSON.stringify(teamIds))
          await recordAudit(tx, {
            actor: viewer,
            action: 'member.teams_changed',
            targetType: 'organization',
            targetId: organizationId,
            details: { memberId, userId: target.userId, from: target.teamIds ?? null, to: teamIds },
          });
        const [user] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, target.userId));
        const [player] = updated.teamPlayerId
          ? await tx
              .select({ number: teamPlayers.number, name: teamPlayers.name, team: teams.name })
              .from(teamPlayers)
              .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
              .where(eq(teamPlayers.id, updated.teamPlayerId))
          : [];
        return {
          id: updated.id,
          userId: updated.userId,
          name: user?.name ?? '',
          email: user?.email ?? '',
          role: updated.role,
          joinedAt: updated.createdAt,
          lastActiveAt: updated.lastActiveAt,
          playerName: player ? numberAndName(player) : null,
          playerTeam: player?.team ?? null,
          teamIds: updated.teamIds,
          you: updated.userId === viewer.id,
        };
      });
    },

    /**
     * Removes a member, or (their own row) lets a member leave. They lose access on their next request: the
     * session finds no membership (auth.service.ts, withMembership). The owners are told.
     */
    async remove(viewer: Viewer, organizationId: string, memberId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const membership = await membershipOf(tx, viewer, organizationId, true);
        const [target] = await tx
          .select({ member: members, name: users.name })
          .from(members)
          .innerJoin(users, eq(users.id, members.userId))
          .where(and(eq(members.id, memberId), eq(members.organizationId, organizationId)));
        if (!target) throw new AppError(404, 'not_found', 'Member not found');
        if (organizationId === target.member.userId)
          throw new AppError(409, 'personal_organization', 'Nobody leaves their own personal organization.');
        const refusal = removalRefusal({
          actor: { role: membership.role, memberId: membership.memberId },
          target: { role: target.member.role, memberId: target.member.id },
          owners: await ownerCount(tx, organizationId),
        });
        if (refusal)
          throw new AppError(target.member.id === membership.memberId ? 409 : can403(membership.role), 'forbidden_role', refusal);
        await tx.delete(members).where(eq(members.id, memberId));
        const left = target.member.userId === viewer.id;
        // Who leaves is back on their own organization at once, in every session; who is removed is told on
        // their next request (auth.service.ts, withMembership).
        if (left)
          await tx
            .update(sessions)
            .set({ activeOrganizationId: viewer.id })
            .where(and(eq(sessions.userId, viewer.id), eq(sessions.activeOrganizationId, organizationId)));
        await recordAudit(tx, {
          actor: viewer,
          action: left ? 'member.left' : 'member.removed',
          targetType: 'organization',
          targetId: organizationId,
          details: { memberId, userId: target.member.userId, role: target.member.role },
        });
        await tellOwners(tx, membership.organization, target.name, left ? 'left' : 'removed', target.member.role, viewer.id);
      });
    },

    /**
     * Invites someone by e-mail with a role (a player as their roster entry): the link carries a random token of
     * which only the hash is kept, bound to the e-mail, used once, expiring in INVITATION_DAYS.
     */
    async invite(
      viewer: SessionUser,
      organizationId: string,
      input: { email: string; role: MemberRole; teamPlayerId?: string | undefined },
      now = new Date(),
    ): Promise<InvitationView> {
      return db.transaction(async (tx) => {
        const membership = await membershipOf(tx, viewer, organizationId, true);
        if (membership.organization.kind === 'personal')
          throw new AppError(409, 'personal_organization', 'Create a team, club or league to invite others.');
        const refusal = invitationRefusal(membership.role, input.role, Boolean(input.teamPlayerId));
        if (refusal) throw new AppError(can403(membership.role), 'forbidden_role', refusal);
        const email = input.email.trim().toLowerCase();
        const [existing] = await tx
          .select({ id: members.id })
          .from(members)
          .innerJoin(users, eq(users.id, members.userId))
          .where(and(eq(members.organizationId, organizationId), eq(sql`lower(${users.email})`, email)));
        if (existing) throw new AppError(409, 'already_member', `${email} is already a member.`);
        // A pending invitation to the address that has expired gives way to the new one.
        await tx
          .update(invitations)
          .set({ status: 'canceled' })
          .where(
            and(
              eq(invitations.organizationId, organizationId),
              eq(invitations.email, email),
              eq(invitations.status, 'pending'),
              sql`${invitations.expiresAt} <= ${now}`,
            ),
          );
        const [pending] = await tx
          .select({ id: invitations.id })
          .from(invitations)
          .where(
            and(eq(invitations.organizationId, organizationId), eq(invitations.email, email), eq(invitations.status, 'pending')),
          );
        if (pending)
          throw new AppError(409, 'already_invited', `${email} has been invited already. Resend the invitation instead.`);
        if ((await seatsTaken(tx, organizationId, now)) >= MAX_MEMBERS)
          throw new AppError(
            409,
            'too_many_members',
            `An organization can have at most ${String(MAX_MEMBERS)} members and pending invitations.`,
          );
        let playerName: string | null = null;
        if (input.teamPlayerId) {
          playerName = await playerNameOf(tx, organizationId, input.teamPlayerId);
          const [taken] = await tx.select({ id: members.id }).from(members).where(eq(members.teamPlayerId, input.teamPlayerId));
          if (taken) throw new AppError(409, 'player_taken', 'This roster entry already belongs to a member.');
        }
        const token = newToken();
        const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
        const [row] = await tx
          .insert(invitations)
          .values({
            id: randomUUID(),
            organizationId,
            email,
            role: input.role,
            expiresAt,
            inviterId: viewer.id,
            tokenHash: hashToken(token),
            teamPlayerId: input.teamPlayerId ?? null,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('the invitation was not stored');
        await sendInvitation(tx, viewer, membership.organization, row, token, playerName);
        await recordAudit(tx, {
          actor: viewer,
          action: 'member.invited',
          targetType: 'organization',
          targetId: organizationId,
          details: { invitationId: row.id, email, role: input.role, teamPlayerId: input.teamPlayerId ?? null },
        });
        return { id: row.id, email, role: row.role, expiresAt, expired: false, invitedBy: viewer.name, playerName };
      });
    },

    /**
     * Sends an invitation again with a new link (the old one stops working) and a new expiry: at most
     * INVITATION_RESENDS_PER_DAY times in 24 hours.
     */
    async resend(viewer: SessionUser, organizationId: string, invitationId: string, now = new Date()): Promise<InvitationView> {
      const membership = await membershipOf(db, viewer, organizationId);
      requireCan(membership.viewer, 'members');
      const [found] = await db
        .select({ id: invitations.id, role: invitations.role })
        .from(invitations)
        .where(
          and(
            eq(invitations.id, invitationId),
            eq(invitations.organizationId, organizationId),
            eq(invitations.status, 'pending'),
          ),
        );
      if (!found) throw new AppError(404, 'not_found', 'Invitation not found');
      const refusal = invitationChangeRefusal(membership.role, found.role);
      if (refusal) throw new AppError(can403(membership.role), 'forbidden_role', refusal);
      if (
        !(await takeSlot(db, `organization:invitation-resend:${invitationId}`, {
          max: INVITATION_RESENDS_PER_DAY,
          seconds: DAY_MS / 1000,
        }))
      )
        throw new AppError(
          429,
          'rate_limited',
          `An invitation can be resent at most ${String(INVITATION_RESENDS_PER_DAY)} times a day.`,
        );
      return db.transaction(async (tx) => {
        const token = newToken();
        const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
        const [row] = await tx
          .update(invitations)
          // The resender now speaks for it (inviterStillMay): they may invite to its role, or this was refused above.
          .set({ tokenHash: hashToken(token), expiresAt, inviterId: viewer.id })
          .where(and(eq(invitations.id, invitationId), eq(invitations.status, 'pending')))
          .returning();
        if (!row) throw new AppError(404, 'not_found', 'Invitation not found');
        const playerName = row.teamPlayerId ? await playerNameOf(tx, organizationId, row.teamPlayerId) : null;
        await sendInvitation(tx, viewer, membership.organization, row, token, playerName);
        await recordAudit(tx, {
          actor: viewer,
          action: 'member.invitation_resent',
          targetType: 'organization',
          targetId: organizationId,
          details: { invitationId, email: row.email },
        });
        return { id: row.id, email: row.email, role: row.role, expiresAt, expired: false, invitedBy: viewer.name, playerName };
      });
    },

    /** Revokes a pending invitation: its link answers that it is no longer valid. */
    async revoke(viewer: Viewer, organizationId: string, invitationId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const membership = await membershipOf(tx, viewer, organizationId, true);
        requireCan(membership.viewer, 'members');
        const pending = and(
          eq(invitations.id, invitationId),
          eq(invitations.organizationId, organizationId),
          eq(invitations.status, 'pending'),
        );
        const [found] = await tx.select({ role: invitations.role }).from(invitations).where(pending).for('update');
        if (!found) throw new AppError(404, 'not_found', 'Invitation not found');
        const refusal = invitationChangeRefusal(membership.role, found.role);
        if (refusal) throw new AppError(can403(membership.role), 'forbidden_role', refusal);
        const [row] = await tx
          .update(invitations)
          .set({ status: 'canceled' })
          .where(pending)
          .returning({ email: invitations.email });
        if (!row) throw new AppError(404, 'not_found', 'Invitation not found');
        await recordAudit(tx, {
          actor: viewer,
          action: 'member.invitation_revoked',
          targetType: 'organization',
          targetId: organizationId,
          details: { invitationId, email: row.email },
        });
      });
    },

    /** What an invitation's link shows anyone who holds it. */
    async lookup(token: string, now = new Date()): Promise<InvitationLookup> {
      const [row] = await db
        .select({
          invitation: invitations,
          name: organizations.name,
          kind: organizations.kind,
          deletedAt: organizations.deletedAt,
        })
        .from(invitations)
        .innerJoin(organizations, eq(organizations.id, invitations.organizationId))
        .where(eq(invitations.tokenHash, hashToken(token)));
      if (!row || row.deletedAt) throw invitationNotFound();
      const { invitation } = row;
      const status = statusOf(invitation, now);
      return {
        organization: { name: row.name, kind: row.kind },
        email: invitation.email,
        role: invitation.role,
        status: status === 'pending' && !(await inviterStillMay(db, invitation)) ? 'revoked' : status,
      };
    },

    /**
     * Accepts an invitation as the signed-in person, whose e-mail must be the one it was sent to: they become a
     * member with its role, the invitation is used up, and their session now acts for the organization.
     */
    async accept(viewer: SessionUser, token: string, now = new Date()): Promise<OrganizationView> {
      return db.transaction(async (tx) => {
        const [invitation] = await tx
          .select()
          .from(invitations)
          .where(eq(invitations.tokenHash, hashToken(token)))
          .for('update');
        if (!invitation) throw invitationNotFound();
        const [organization] = await tx
          .select()
          .from(organizations)
          .where(and(eq(organizations.id, invitation.organizationId), isNull(organizations.deletedAt)))
          .for('update');
        if (!organization) throw invitationNotFound();
        const status = statusOf(invitation, now);
        if (status === 'accepted') throw new AppError(409, 'invitation_used', 'This invitation has already been used.');
        if (status === 'revoked')
          throw new AppError(409, 'invitation_revoked', 'This invitation was withdrawn. Ask for a new one.');
        if (status === 'expired')
          throw new AppError(409, 'invitation_expired', 'This invitation has expired. Ask for a new one.');
        if (!(await inviterStillMay(tx, invitation)))
          throw new AppError(409, 'invitation_revoked', 'This invitation was withdrawn. Ask for a new one.');
        if (invitation.email !== viewer.email.toLowerCase())
          throw new AppError(
            403,
            'wrong_email',
            `This invitation was sent to ${invitation.email}. Log in with that address to accept it.`,
          );
        const [already] = await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.organizationId, organization.id), eq(members.userId, viewer.id)));
        if (!already) {
          const [seats] = await tx.select({ n: count() }).from(members).where(eq(members.organizationId, organization.id));
          if ((seats?.n ?? 0) >= MAX_MEMBERS)
            throw new AppError(409, 'too_many_members', `${organization.name} already has ${String(MAX_MEMBERS)} members.`);
          await tx.insert(members).values({
            id: randomUUID(),
            organizationId: organization.id,
            userId: viewer.id,
            role: invitation.role,
            teamPlayerId: invitation.role === 'player' ? invitation.teamPlayerId : null,
            createdAt: now,
          });
        }
        await tx.update(invitations).set({ status: 'accepted' }).where(eq(invitations.id, invitation.id));
        await tx.update(sessions).set({ activeOrganizationId: organization.id }).where(eq(sessions.id, viewer.sessionId));
        await recordAudit(tx, {
          actor: viewer,
          action: 'member.joined',
          targetType: 'organization',
          targetId: organization.id,
          details: { invitationId: invitation.id, role: invitation.role },
        });
        if (!already) await tellOwners(tx, organization, viewer.name, 'joined', invitation.role, viewer.id);
        const [member] = await tx
          .select({ role: members.role, id: members.id })
          .from(members)
          .where(and(eq(members.organizationId, organization.id), eq(members.userId, viewer.id)));
        return {
          id: organization.id,
          name: organization.name,
          kind: organization.kind,
          role: member?.role ?? invitation.role,
          personal: false,
          active: true,
          memberId: member?.id ?? '',
        };
      });
    },
  };
}

export type Organizations = ReturnType<typeof createOrganizations>;

/** An organization as the person sees it: with their role and membership. */
function viewOf(
  viewer: Viewer,
  {
    organization,
    role,
    memberId,
  }: { organization: { id: string; name: string; kind: OrganizationKind }; role: MemberRole; memberId: string },
): OrganizationView {
  return {
    id: organization.id,
    name: organization.name,
    kind: organization.kind,
    role,
    personal: organization.id === viewer.id,
    active: organization.id === viewer.organizationId,
    memberId,
  };
}

/** An owner or manager refused by a rule is told why (409); anyone else lacks the role (403). */
function can403(role: MemberRole): number {
  return role === 'owner' || role === 'manager' ? 409 : 403;
}

/**
 * Whether an invitation's inviter is still a member who may invite to its role. An invitation speaks for its
 * inviter: one whose inviter has left, or may no longer invite to that role (removed, demoted), is withdrawn with
 * their rights, or a manager about to be removed could invite another address of theirs and come back through it.
 */
async function inviterStillMay(
  executor: Executor,
  invitation: { organizationId: string; inviterId: string | null; role: MemberRole; teamPlayerId: string | null },
): Promise<boolean> {
  if (!invitation.inviterId) return false;
  const [inviter] = await executor
    .select({ role: members.role })
    .from(members)
    .where(and(eq(members.organizationId, invitation.organizationId), eq(members.userId, invitation.inviterId)));
  return inviter !== undefined && invitationRefusal(inviter.role, invitation.role, Boolean(invitation.teamPlayerId)) === null;
}

function statusOf(invitation: { status: string; expiresAt: Date }, now: Date): InvitationLookup['status'] {
  if (invitation.status === 'accepted') return 'accepted';
  if (invitation.status !== 'pending') return 'revoked';
  return invitation.expiresAt <= now ? 'expired' : 'pending';
}
