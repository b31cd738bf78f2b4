import { and, desc, eq, inArray, isNull, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import {
  accounts,
  auditLog,
  contactMessages,
  emailChanges,
  emailOutbox,
  games,
  guaranteeRequests,
  members,
  organizations,
  sessions,
  shareLinks,
  teams,
  twoFactors,
  users,
  verifications,
} from '../../db/schema.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.js';
import type { Auth } from '../auth/auth.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderAccountDeletedEmail } from '../mail/templates/account-deleted.js';
import { paymentMayArrive } from '../payments/open-checkouts.js';
import { recordFileDeletion, removeRecordedFiles, type FileDeletionDeps } from '../storage/file-deletions.js';
import { organizationFiles } from '../storage/organization-files.js';
import type { Storage } from '../storage/storage.js';
import { requireCredentials, throttleAttempt, type Caller } from './account-credentials.js';
import type { SessionUser } from '../../lib/viewer.js';
import { oneTimeCodesSentTo } from './one-time-codes.js';

/** What a deleted account's row keeps instead of the person's name and address. */
export const DELETED_USER_NAME = 'Deleted user';
export const deletedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** Refuses while a payment to the account's own organization may still arrive: it would pay for nothing. */
async function refuseOpenPayment(executor: Executor, userId: string): Promise<void> {
  if (await paymentMayArrive(executor, userId))
    throw new AppError(
      409,
      'payment_open',
      'A checkout of yours is still open, or its payment is still being processed. Delete your account once that is settled.',
    );
}

/**
 * An account that is the last owner of an organization other than its own is not deleted: the organization would be left with nobody who may buy, invite or delete it. They hand it over (make
 * another member an owner) or delete it first.
 */
async function refuseLastOwner(executor: Executor, userId: string): Promise<void> {
  const owned = await executor
    .select({ id: organizations.id, name: organizations.name })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(
      and(
        eq(members.userId, userId),
        eq(members.role, 'owner'),
        ne(members.organizationId, userId),
        isNull(organizations.deletedAt),
        sql`not exists (select 1 from ${members} other where other.organization_id = ${members.organizationId} and other.role = 'owner' and other.user_id <> ${userId})`,
      ),
    );
  const [first] = owned;
  if (first)
    throw new AppError(
      409,
      'last_owner',
      `You are the last owner of ${owned.map((row) => row.name).join(', ')}. Make another member an owner, or delete ${owned.length === 1 ? 'it' : 'them'}, before you delete your account.`,
    );
}

/** An address the account has had, lower-cased, and until when it was the account's (null: it still is). */
interface HeldAddress {
  address: string;
  /** The moment the change away from it was confirmed, as Postgres wrote it (text keeps its microseconds). */
  until: string | null;
}

/**
 * Every address the account has had. Each confirmed e-mail change queued a notice to the old address and
 * named it in its audit row (`account.email_changed`, details.noticeId): the notice's recipient is the old
 * address and its time the end of that address's use. Several uses of one address merge into the latest.
 */
async function addressesOf(db: Executor, userId: string, current: string): Promise<HeldAddress[]> {
  const changes = await db
    .select({ noticeId: sql<string | null>`${auditLog.details} ->> 'noticeId'` })
    .from(auditLog)
    .where(and(eq(auditLog.action, 'account.email_changed'), eq(auditLog.targetType, 'user'), eq(auditLog.targetId, userId)));
  const noticeIds = changes.flatMap(({ noticeId }) => (noticeId && UUID.test(noticeId) ? [noticeId] : []));
  const notices = noticeIds.length
    ? await db
        .select({ address: emailOutbox.to, until: sql<string>`${emailOutbox.createdAt}::text` })
        .from(emailOutbox)
        .where(and(inArray(emailOutbox.id, noticeIds), eq(emailOutbox.kind, 'email_changed')))
        .orderBy(desc(emailOutbox.createdAt))
    : [];
  // Newest first: an address held more than once keeps its latest end, and the current one none.
  const held = new Map<string, string | null>([[current.toLowerCase(), null]]);
  for (const { address, until } of notices) if (!held.has(address.toLowerCase())) held.set(address.toLowerCase(), until);
  return [...held].map(([address, until]) => ({ address, until }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Rows that `addressColumn` ties to one of the account's addresses while it was theirs: an address given up
 * may belong to someone else since, and what was written to them afterwards is theirs.
 */
function whileHeld(held: HeldAddress[], addressColumn: PgColumn | SQL, createdAt: PgColumn): SQL | undefined {
  return or(
    ...held.map(({ address, until }) =>
      and(eq(sql`lower(${addressColumn})`, address), until === null ? undefined : lte(createdAt, sql`${until}::timestamptz`)),
    ),
  );
}

export interface AccountDeletionDeps {
  db: Database;
  auth: Auth;
  storage: Storage;
  config: Config;
  /** Where tus keeps unfinished uploads (`<uploadId>` and `<uploadId>.json`). */
  uploadsDirectory: string;
  log: FileDeletionDeps['log'];
}

export interface DeleteAccountInput {
  password: string;
  /** The authenticator's current code, or a backup code: required when two-factor authentication is on. */
  code?: string | undefined;
}

/**
 * "Delete my account": personal data and footage are removed at once; purchases and the credit ledger stay,
 * anonymised by the user row (name and e-mail replaced), for the accounts.
 *
 * The order survives a crash at any point. One transaction queues the confirmation e-mail, deletes the rows,
 * anonymises the user and records the stored objects (footage, logos, reels, unfinished uploads) to remove; once it
 * commits they are removed. A refusal in it leaves every file in place; a removal cut short is finished by the
 * storage.finish-deletions job (file-deletions.ts).
 */
export function createAccountDeletion({ db, auth, storage, config, uploadsDirectory, log }: AccountDeletionDeps) {
  /** Deletes the rows and anonymises the user, in the caller's transaction; answers what was deleted. */
  // (The last-owner check runs again inside it: an organization's other owner may have left meanwhile.)
  async function deleteRows(tx: Executor, viewer: SessionUser) {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, viewer.id), isNull(users.deletedAt)))
      // Not the key: a refund or dispute of this customer's running beside it writes ledger rows naming it.
      .for('no key update');
    if (!user) throw new AppError(404, 'not_found', 'Account not found');
    await refuseLastOwner(tx, viewer.id);
    await refuseOpenPayment(tx, viewer.id);
    // Read first: the notices that record the earlier addresses are deleted below.
    const held = await addressesOf(tx, viewer.id, user.email);

    // The confirmation goes to the address the account had, queued before anything else changes.
    const confirmationId = await queueEmail(tx, {
      ...renderAccountDeletedEmail(config.mail.supportEmail),
      to: user.email,
      kind: 'account_deleted',
    });

    // Games take their plays, box score, share links, season lines and guarantee requests with them (cascade);
    // the ledger keeps its rows, their game ids set null.
    const deletedGames = await tx.delete(games).where(eq(games.organizationId, viewer.id)).returning({ id: games.id });
    // Teams take their rosters, season lines and season links.
    const deletedTeams = await tx.delete(teams).where(eq(teams.organizationId, viewer.id)).returning({ id: teams.id });
    await tx.delete(shareLinks).where(eq(shareLinks.createdBy, viewer.id));
    await tx.delete(guaranteeRequests).where(eq(guaranteeRequests.organizationId, viewer.id));
    // Their memberships of other organizations end (what they did there stays the organization's).
    await tx.delete(members).where(and(eq(members.userId, viewer.id), ne(members.organizationId, viewer.id)));
    await tx
      .update(organizations)
      .set({ name: DELETED_USER_NAME, deletedAt: sql`now()` })
      .where(eq(organizations.id, viewer.id));
    await tx.delete(sessions).where(eq(sessions.userId, viewer.id));
    await tx.delete(accounts).where(eq(accounts.userId, viewer.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, viewer.id));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, viewer.id));
    // Contact messages (with their replies) sent from any of the account's addresses, however they were typed.
    await tx.delete(contactMessages).where(whileHeld(held, contactMessages.email, contactMessages.createdAt));
    // One-time codes are kept under the address they were sent to.
    await tx
      .delete(verifications)
      .where(
        or(
          ...held.map(({ address, until }) =>
            and(
              oneTimeCodesSentTo(address),
              until === null ? undefined : lte(verifications.createdAt, sql`${until}::timestamptz`),
            ),
          ),
        ),
      );
    // E-mails to or from any of its addresses (receipts, notices, codes, contact forwards and replies), except
    // the confirmation on its way.
    await tx
      .delete(emailOutbox)
      .where(
        and(
          or(whileHeld(held, emailOutbox.to, emailOutbox.createdAt), whileHeld(held, emailOutbox.replyTo, emailOutbox.createdAt)),
          ne(emailOutbox.id, confirmationId),
        ),
      );
    await tx
      .update(users)
      .set({
        name: DELETED_USER_NAME,
        email: deletedEmailOf(viewer.id),
        emailVerified: false,
        organization: null,
        image: null,
        twoFactorEnabled: false,
        banned: true,
        banReason: 'Account deleted',
        deletedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, viewer.id));
    await recordAudit(tx, {
      actor: { id: viewer.id, role: viewer.role },
      action: 'account.deleted',
      targetType: 'user',
      targetId: viewer.id,
      details: { games: deletedGames.length, teams: deletedTeams.length },
    });
  }

  return {
    /**
     * Deletes the signed-in account after checking its password (and its second factor when on). A wrong
     * password or code changes nothing; every attempt counts against the auth throttle.
     */
    async deleteAccount(viewer: SessionUser, caller: Caller, input: DeleteAccountInput): Promise<void> {
      await throttleAttempt(db, config, 'account-delete', caller);
      await requireCredentials(auth, db, viewer.id, input);
      await refuseLastOwner(db, viewer.id);
      await refuseOpenPayment(db, viewer.id);

      const { files, deletion } = await db.transaction(async (tx) => {
        const files = await organizationFiles(tx, viewer.id);
        await deleteRows(tx, viewer);
        return { files, deletion: await recordFileDeletion(tx, files) };
      });
      await removeRecordedFiles({ db, storage, uploadsDirectory, log }, deletion, files);
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
