import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { GameStatus } from '@courtside/domain';
import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import {
  accounts,
  contactMessages,
  emailChanges,
  emailOutbox,
  games,
  guaranteeRequests,
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
import type { SessionUser } from '../auth/auth.service.js';
import { VIDEO_CONTENT_TYPES } from '../games/video-probe.js';
import { queueEmail } from '../mail/mail.service.js';
import { renderAccountDeletedEmail } from '../mail/templates/account-deleted.js';
import type { Storage } from '../storage/storage.js';
import {
  CREDENTIAL_MESSAGES,
  passwordMatches,
  secondFactorMatches,
  throttleAttempt,
  type Caller,
} from './account-credentials.js';

/** What a deleted account's row keeps instead of the person's name and address. */
export const DELETED_USER_NAME = 'Deleted user';
export const deletedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** What a user's account holds outside the database: stored objects, and unfinished uploads on disk. */
export interface StoredFiles {
  keys: string[];
  uploadIds: string[];
}

type GameFiles = Pick<typeof games.$inferSelect, 'id' | 'status' | 'storageKey' | 'proxyKey' | 'posterKey' | 'uploadId'>;

/** Statuses in which a worker may be writing a game's footage (the upload's finish, the proxy and poster). */
const FOOTAGE_IN_FLIGHT: readonly GameStatus[] = ['uploading', 'queued', 'preparing'];

/**
 * Every object a game may have in storage: the keys its row records and, while footage may still be being
 * written, the names the upload and preparation steps give (`games/<id>/original.<ext>`, `proxy.mp4`,
 * `poster.jpg`) before the row records them. Deleting a missing object is a no-op.
 */
export function gameObjectKeys(game: GameFiles): string[] {
  const recorded = [game.storageKey, game.proxyKey, game.posterKey].filter((key): key is string => key !== null);
  if (!FOOTAGE_IN_FLIGHT.includes(game.status)) return recorded;
  const named = [
    ...Object.values(VIDEO_CONTENT_TYPES).map((extension) => `games/${game.id}/original${extension}`),
    `games/${game.id}/proxy.mp4`,
    `games/${game.id}/poster.jpg`,
  ];
  return [...new Set([...recorded, ...named])];
}

async function storedFilesOf(db: Executor, userId: string): Promise<StoredFiles> {
  const gameRows = await db
    .select({
      id: games.id,
      status: games.status,
      storageKey: games.storageKey,
      proxyKey: games.proxyKey,
      posterKey: games.posterKey,
      uploadId: games.uploadId,
    })
    .from(games)
    .where(eq(games.userId, userId));
  const logos = await db.select({ key: teams.logoKey }).from(teams).where(eq(teams.ownerId, userId));
  return {
    keys: [...gameRows.flatMap(gameObjectKeys), ...logos.flatMap(({ key }) => (key ? [key] : []))],
    uploadIds: gameRows.flatMap(({ uploadId }) => (uploadId ? [uploadId] : [])),
  };
}

const DELETE_CONCURRENCY = 8;

export interface AccountDeletionDeps {
  db: Database;
  auth: Auth;
  storage: Storage;
  config: Config;
  /** Where tus keeps unfinished uploads (`<uploadId>` and `<uploadId>.json`). */
  uploadsDirectory: string;
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
 * The order survives a crash at any point. The stored objects (footage, logos, unfinished uploads) are deleted
 * first, while the account still exists: a crash there leaves an account whose footage is partly gone, and
 * asking again finishes the job. Then one transaction queues the confirmation e-mail, deletes the rows and
 * anonymises the user. Objects of games or logos created in between are deleted after the commit.
 */
export function createAccountDeletion({ db, auth, storage, config, uploadsDirectory }: AccountDeletionDeps) {
  async function removeFiles(files: StoredFiles) {
    // A few at a time: an account may hold hundreds of objects, and S3 answers each delete separately.
    for (let start = 0; start < files.keys.length; start += DELETE_CONCURRENCY)
      await Promise.all(files.keys.slice(start, start + DELETE_CONCURRENCY).map((key) => storage.delete(key)));
    for (const uploadId of files.uploadIds) {
      const file = path.join(uploadsDirectory, uploadId);
      await rm(file, { force: true });
      await rm(`${file}.json`, { force: true });
    }
  }

  async function checkCredentials(viewer: SessionUser, input: DeleteAccountInput) {
    if (!(await passwordMatches(auth, db, viewer.id, input.password))) {
      const message = input.password ? CREDENTIAL_MESSAGES.passwordWrong : CREDENTIAL_MESSAGES.passwordRequired;
      throw new AppError(400, 'invalid_password', message, { fields: { password: message } });
    }
    const [user] = await db.select({ twoFactorEnabled: users.twoFactorEnabled }).from(users).where(eq(users.id, viewer.id));
    if (!user?.twoFactorEnabled) return;
    if (!input.code?.trim())
      throw new AppError(400, 'code_required', CREDENTIAL_MESSAGES.codeRequired, {
        fields: { code: CREDENTIAL_MESSAGES.codeRequired },
      });
    if (!(await secondFactorMatches(auth, db, viewer.id, input.code)))
      throw new AppError(400, 'invalid_code', CREDENTIAL_MESSAGES.codeWrong, { fields: { code: CREDENTIAL_MESSAGES.codeWrong } });
  }

  /** Deletes the rows and anonymises the user, in the caller's transaction; answers what was deleted. */
  async function deleteRows(tx: Executor, viewer: SessionUser) {
    const [user] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, viewer.id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw new AppError(404, 'not_found', 'Account not found');

    // The confirmation goes to the address the account had, queued before anything else changes.
    const confirmationId = await queueEmail(tx, {
      ...renderAccountDeletedEmail(config.mail.supportEmail),
      to: user.email,
      kind: 'account_deleted',
    });

    // Games take their plays, box score, share links, season lines and guarantee requests with them (cascade);
    // the ledger keeps its rows, their game ids set null.
    const deletedGames = await tx.delete(games).where(eq(games.userId, viewer.id)).returning({ id: games.id });
    // Teams take their rosters, season lines and season links.
    const deletedTeams = await tx.delete(teams).where(eq(teams.ownerId, viewer.id)).returning({ id: teams.id });
    await tx.delete(shareLinks).where(eq(shareLinks.createdBy, viewer.id));
    await tx.delete(guaranteeRequests).where(eq(guaranteeRequests.userId, viewer.id));
    await tx.delete(sessions).where(eq(sessions.userId, viewer.id));
    await tx.delete(accounts).where(eq(accounts.userId, viewer.id));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, viewer.id));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, viewer.id));
    await tx.delete(contactMessages).where(eq(contactMessages.email, user.email));
    // Password reset codes are kept under the address they were sent to.
    await tx.delete(verifications).where(
      inArray(
        verifications.identifier,
        ['forget-password', 'email-verification', 'sign-in'].map((type) => `${type}-otp-${user.email}`),
      ),
    );
    // E-mails to or from the address (receipts, notices, contact forwards), except the confirmation on its way.
    await tx
      .delete(emailOutbox)
      .where(and(or(eq(emailOutbox.to, user.email), eq(emailOutbox.replyTo, user.email)), ne(emailOutbox.id, confirmationId)));
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
      await checkCredentials(viewer, input);

      const before = await storedFilesOf(db, viewer.id);
      await removeFiles(before);
      const after = await db.transaction(async (tx) => {
        const late = await storedFilesOf(tx, viewer.id);
        await deleteRows(tx, viewer);
        return late;
      });
      const removed = new Set(before.keys);
      const removedUploads = new Set(before.uploadIds);
      await removeFiles({
        keys: after.keys.filter((key) => !removed.has(key)),
        uploadIds: after.uploadIds.filter((id) => !removedUploads.has(id)),
      });
    },
  };
}

export type AccountDeletion = ReturnType<typeof createAccountDeletion>;
