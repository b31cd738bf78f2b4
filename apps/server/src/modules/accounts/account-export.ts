import type { GameReport } from '@courtside/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { strToU8, zip, type Zippable } from 'fflate';
import type { Database } from '../../db/client.js';
import { boxScores, creditLedger, games, organizations, purchases, teamPlayers, teams, users } from '../../db/schema.js';
import { csvDocument, csvRow } from '../../lib/csv.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/audit.js';
import { takeSlot } from '../auth/throttle.js';
import { boxScoreCsv } from '../box-scores/box-score-csv.js';
import { requireCan, type SessionUser } from '../../lib/viewer.js';

type UserRow = typeof users.$inferSelect;
type TeamRow = typeof teams.$inferSelect;
type PlayerRow = typeof teamPlayers.$inferSelect;
type GameRow = typeof games.$inferSelect;
type PurchaseRow = typeof purchases.$inferSelect;
type LedgerRow = typeof creditLedger.$inferSelect;

/** Everything of an account the export holds, read in one snapshot. */
export interface AccountData {
  user: Pick<UserRow, 'name' | 'email' | 'organization' | 'role' | 'createdAt'>;
  gamesRemaining: number;
  teams: (TeamRow & { players: PlayerRow[] })[];
  games: GameRow[];
  boxScores: { gameId: string; report: GameReport; delivery: number; deliveredAt: Date; correctionNote: string | null }[];
  purchases: PurchaseRow[];
  ledger: LedgerRow[];
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** "courtside-export-2026-05-01.zip": the day it was made (UTC). */
export function exportFileName(now: Date): string {
  return `courtside-export-${now.toISOString().slice(0, 10)}.zip`;
}

/** The purchase history as CSV (one row a purchase, amounts in AUD), for a spreadsheet. */
export function purchasesCsv(rows: PurchaseRow[]): string {
  const header = ['Date', 'Package', 'Games', 'Amount (AUD)', 'Status', 'Games refunded', 'Refunded (AUD)', 'Purchase ID'];
  const lines = rows.map((row) =>
    csvRow([
      row.createdAt.toISOString(),
      row.packageType,
      row.gamesIncluded,
      dollars(row.amountCents),
      row.status,
      row.refundedGames,
      dollars(row.refundedCents),
      row.id,
    ]),
  );
  return csvDocument([csvRow(header, { guard: false }), ...lines]);
}

/**
 * The files of the export, by path: the profile, teams and rosters, games, each delivered game's box score
 * (the stored report as JSON, and the same CSV as the game's download), purchases (JSON and CSV) and the
 * credit ledger.
 */
export function exportFiles(data: AccountData): Record<string, string> {
  const files: Record<string, string> = {
    'profile.json': json({
      name: data.user.name,
      email: data.user.email,
      organization: data.user.organization,
      role: data.user.role,
      createdAt: data.user.createdAt,
      gamesRemaining: data.gamesRemaining,
    }),
    'teams.json': json(
      data.teams.map((team) => ({
        id: team.id,
        name: team.name,
        shortName: team.shortName,
        color: team.color,
        secondaryColor: team.secondaryColor,
        seasonLabel: team.seasonLabel,
        createdAt: team.createdAt,
        players: team.players.map((player) => ({
          number: player.number,
          name: player.name,
          position: player.position,
          archived: player.archivedAt !== null,
        })),
      })),
    ),
    'games.json': json(
      data.games.map((game) => ({
        id: game.id,
        name: game.name,
        status: game.status,
        source: game.source,
        videoUrl: game.videoUrl,
        originalFilename: game.originalFilename,
        teamId: game.teamId,
        details: game.details,
        createdAt: game.createdAt,
        uploadCompletedAt: game.uploadCompletedAt,
        dueAt: game.dueAt,
        completedAt: game.completedAt,
        endedAt: game.endedAt,
        failureReason: game.failureReason,
        footageDeletedAt: game.footageDeletedAt,
      })),
    ),
    'purchases.json': json(
      data.purchases.map((purchase) => ({
        id: purchase.id,
        date: purchase.createdAt,
        packageType: purchase.packageType,
        gamesIncluded: purchase.gamesIncluded,
        amountCents: purchase.amountCents,
        currency: purchase.currency,
        status: purchase.status,
        completedAt: purchase.completedAt,
        refundedGames: purchase.refundedGames,
        refundedCents: purchase.refundedCents,
        refundedAt: purchase.refundedAt,
      })),
    ),
    'purchases.csv': purchasesCsv(data.purchases),
    'credits.json': json(
      data.ledger.map((entry) => ({
        date: entry.createdAt,
        change: entry.delta,
        reason: entry.reason,
        gameId: entry.gameId,
        purchaseId: entry.purchaseId,
        note: entry.note,
      })),
    ),
  };
  const names = new Map(data.games.map((game) => [game.id, game.name]));
  for (const stored of data.boxScores) {
    files[`box-scores/${stored.gameId}.json`] = json({
      gameId: stored.gameId,
      gameName: names.get(stored.gameId) ?? null,
      delivery: stored.delivery,
      deliveredAt: stored.deliveredAt,
      correctionNote: stored.correctionNote,
      report: stored.report,
    });
    files[`box-scores/${stored.gameId}.csv`] = boxScoreCsv(stored.report);
  }
  return files;
}

/**
 * The files zipped (deflate), paths as given. fflate's asynchronous zip compresses off the event loop (in
 * worker threads): an account with years of box scores takes a while, and other requests go on meanwhile.
 */
export function zipFiles(files: Record<string, string>): Promise<Uint8Array> {
  const zippable: Zippable = {};
  for (const [name, content] of Object.entries(files)) zippable[name] = strToU8(content);
  return new Promise((resolve, reject) => {
    zip(zippable, { level: 6 }, (error, zipped) => {
      if (error) reject(error);
      else resolve(zipped);
    });
  });
}

/** Exports one user may make an hour: each reads their whole account and compresses it. */
export const EXPORTS_PER_HOUR = 5;
export const EXPORT_LIMIT_MESSAGE = `You can export your data ${String(EXPORTS_PER_HOUR)} times an hour. Please try again later.`;

/** "Export my data": a customer's own data, as a zip. */
export function createAccountExports({ db }: { db: Database }) {
  return {
    /**
     * Reads the signed-in user's data in one repeatable-read snapshot (so the files agree with each other),
     * records the export in the audit log in the same transaction, and answers the zip. At most
     * EXPORTS_PER_HOUR a user an hour (429 after that).
     */
    async export(viewer: SessionUser, now: Date = new Date()): Promise<{ fileName: string; zip: Uint8Array }> {
      // The organization's data: its purchases and ledger among it, so its owners' alone.
      requireCan(viewer, 'billing');
      const organizationId = viewer.organizationId;
      if (!(await takeSlot(db, `user:account-export:${viewer.id}`, { max: EXPORTS_PER_HOUR, seconds: 3600 })))
        throw new AppError(429, 'rate_limited', EXPORT_LIMIT_MESSAGE);
      const data = await db.transaction(
        async (tx): Promise<AccountData> => {
          const [user] = await tx.select().from(users).where(eq(users.id, viewer.id));
          if (!user || user.deletedAt) throw new AppError(404, 'not_found', 'Account not found');
          const [organization] = await tx.select().from(organizations).where(eq(organizations.id, organizationId));
          const teamRows = await tx
            .select()
            .from(teams)
            .where(eq(teams.organizationId, organizationId))
            .orderBy(asc(teams.createdAt));
          const players = teamRows.length
            ? await tx
                .select()
                .from(teamPlayers)
                .where(
                  inArray(
                    teamPlayers.teamId,
                    teamRows.map((team) => team.id),
                  ),
                )
                .orderBy(asc(teamPlayers.createdAt))
            : [];
          const gameRows = await tx
            .select()
            .from(games)
            .where(eq(games.organizationId, organizationId))
            .orderBy(asc(games.createdAt));
          // Every report ever delivered, a game reopened for correction included (it keeps its last delivery).
          const reports = gameRows.length
            ? await tx
                .select()
                .from(boxScores)
                .where(
                  inArray(
                    boxScores.gameId,
                    gameRows.map((game) => game.id),
                  ),
                )
            : [];
          await recordAudit(tx, {
            actor: { id: viewer.id, role: viewer.role },
            action: 'account.exported',
            targetType: 'user',
            targetId: viewer.id,
            details: { organizationId, teams: teamRows.length, games: gameRows.length, boxScores: reports.length },
          });
          return {
            user,
            gamesRemaining: organization?.gamesRemaining ?? 0,
            teams: teamRows.map((team) => ({ ...team, players: players.filter((player) => player.teamId === team.id) })),
            games: gameRows,
            boxScores: reports,
            purchases: await tx
              .select()
              .from(purchases)
              .where(eq(purchases.organizationId, organizationId))
              .orderBy(asc(purchases.createdAt)),
            ledger: await tx
              .select()
              .from(creditLedger)
              .where(eq(creditLedger.organizationId, organizationId))
              .orderBy(asc(creditLedger.createdAt)),
          };
        },
        { isolationLevel: 'repeatable read' },
      );
      return { fileName: exportFileName(now), zip: await zipFiles(exportFiles(data)) };
    },
  };
}

export type AccountExports = ReturnType<typeof createAccountExports>;
