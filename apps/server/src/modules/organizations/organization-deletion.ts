import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import {
  ANALYSIS_QUEUE_STATUSES,
  competitions,
  games,
  invitations,
  members,
  organizations,
  sessions,
  teams,
} from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { requireCan, type SessionUser } from '../../lib/viewer.js';
import { requireCredentials, throttleAttempt, type Caller } from '../accounts/account-credentials.js';
import { recordAudit } from '../audit/audit.js';
import { paymentMayArrive } from '../payments/open-checkouts.js';
import type { Auth } from '../auth/auth.js';
import { recordFileDeletion, removeRecordedFiles, type FileDeletionDeps } from '../storage/file-deletions.js';
import { organizationFiles } from '../storage/organization-files.js';
import type { Storage } from '../storage/storage.js';

export interface OrganizationDeletionDeps {
  db: Database;
  auth: Auth;
  storage: Storage;
  config: Config;
  uploadsDirectory: string;
  log: FileDeletionDeps['log'];
}

/** What a deleted organization's row keeps instead of its name. */
export const DELETED_ORGANIZATION_NAME = 'Deleted organization';

/**
 * An owner deletes a team, club or league, as an account is deleted (decision 012, 026): after their password, one
 * transaction deletes its games (with their plays, box scores, share links and seasons), teams and rosters,
 * competitions, members and invitations, keeps the row, renamed, with its purchases and credit ledger for the
 * accounts, and records its footage, logos and reels to remove once it commits (file-deletions.ts). No money is
 * lost: an organization with games remaining, or with a game on its way to delivery, is not deleted; and one
 * refused in that transaction keeps every file.
 */
export function createOrganizationDeletion({ db, auth, storage, config, uploadsDirectory, log }: OrganizationDeletionDeps) {
  /** The organization, locked, if the viewer may delete it now; else the refusal. */
  async function deletable(executor: Executor, viewer: SessionUser, organizationId: string) {
    const [row] = await executor
      .select({ organization: organizations, role: members.role })
      .from(organizations)
      .innerJoin(members, and(eq(members.organizationId, organizations.id), eq(members.userId, viewer.id)))
      .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)))
      .for('no key update', { of: organizations });
    if (!row) throw new AppError(404, 'not_found', 'Organization not found');
    requireCan({ ...viewer, organizationId, memberRole: row.role }, 'billing');
    return row.organization;
  }

  /** Refuses the deletion of an organization whose deletion would lose money or work. */
  async function refuseIfBusy(
    executor: Executor,
    organization: { id: string; name: string; kind: string; gamesRemaining: number },
  ) {
    const { name, gamesRemaining } = organization;
    if (organization.kind === 'personal')
      throw new AppError(
        409,
        'personal_organization',
        'Your own organization goes with your account: delete your account instead.',
      );
    if (gamesRemaining > 0)
      throw new AppError(
        409,
        'games_remaining',
        `${name} still has ${String(gamesRemaining)} game${gamesRemaining === 1 ? '' : 's'} remaining. Use them, or ask us to refund them, before you delete it.`,
      );
    if (await paymentMayArrive(executor, organization.id))
      throw new AppError(
        409,
        'payment_open',
        `A checkout for ${name} is still open, or its payment is still being processed. Delete it once that is settled.`,
      );
    const [busy] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(games)
      .where(and(eq(games.organizationId, organization.id), inArray(games.status, ['uploading', ...ANALYSIS_QUEUE_STATUSES])));
    if ((busy?.n ?? 0) > 0)
      throw new AppError(
        409,
        'games_in_progress',
        'Some of its games are still being processed. Delete it once they are delivered or cancelled.',
      );
  }

  return {
    async delete(
      viewer: SessionUser,
      caller: Caller,
      organizationId: string,
      input: { password: string; code?: string | undefined },
    ) {
      await throttleAttempt(db, config, 'organization-delete', caller);
      // Who may comes first (a coach is told so without typing a password), then the password, then the money.
      const organization = await deletable(db, viewer, organizationId);
      await requireCredentials(auth, db, viewer.id, input);
      await refuseIfBusy(db, organization);
      const { files, deletion } = await db.transaction(async (tx) => {
        const locked = await deletable(tx, viewer, organizationId);
        await refuseIfBusy(tx, locked);
        const files = await organizationFiles(tx, organizationId);
        const deletedGames = await tx.delete(games).where(eq(games.organizationId, organizationId)).returning({ id: games.id });
        const deletedTeams = await tx.delete(teams).where(eq(teams.organizationId, organizationId)).returning({ id: teams.id });
        // A league's competitions go with it, their public pages, rosters and results too: the organization's row
        // stays (renamed), so its foreign keys' cascade never runs.
        const deletedCompetitions = await tx
          .delete(competitions)
          .where(eq(competitions.organizationId, organizationId))
          .returning({ id: competitions.id });
        const removed = await tx
          .delete(members)
          .where(eq(members.organizationId, organizationId))
          .returning({ userId: members.userId });
        await tx.delete(invitations).where(eq(invitations.organizationId, organizationId));
        // The owner who deleted it is back on their own organization; its other members are told on their next
        // request that they are no longer members (auth.service.ts, withMembership).
        await tx
          .update(sessions)
          .set({ activeOrganizationId: viewer.id })
          .where(and(eq(sessions.userId, viewer.id), eq(sessions.activeOrganizationId, organizationId)));
        await tx
          .update(organizations)
          .set({ name: DELETED_ORGANIZATION_NAME, deletedAt: sql`now()` })
          .where(eq(organizations.id, organizationId));
        await recordAudit(tx, {
          actor: viewer,
          action: 'organization.deleted',
          targetType: 'organization',
          targetId: organizationId,
          details: {
            name: locked.name,
            games: deletedGames.length,
            teams: deletedTeams.length,
            competitions: deletedCompetitions.length,
            members: removed.length,
          },
        });
        return { files, deletion: await recordFileDeletion(tx, files) };
      });
      await removeRecordedFiles({ db, storage, uploadsDirectory, log }, deletion, files);
    },
  };
}

export type OrganizationDeletion = ReturnType<typeof createOrganizationDeletion>;
