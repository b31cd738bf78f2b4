import {
  FIXTURE_STAGES,
  FIXTURE_STATUSES,
  GAME_STATUSES,
  TIE_BREAKS,
  VISIBILITIES,
  MEMBER_ROLES,
  ORGANIZATION_KINDS,
  SIDES,
  TEAM_LOGO_TYPES,
  type BoxScore,
  type EventBody,
  type GameDetails,
  type GameReport,
  type GameSetup,
  type GameStatus,
  type MemberRole,
  type OrganizationKind,
} from '@courtside/domain';
import { sql, type AnyColumn } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  date,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { BoardClockMark, ScoreboardRegions, SuggestionDetail, TimeSpan } from './json-columns.js';

export const CONTACT_STATUSES = ['new', 'answered', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** A message from the contact form; the back office answers it by e-mail and closes it. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The sender's address as the server saw it, for abuse handling. */
    ip: text('ip'),
    status: text('status', { enum: CONTACT_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_messages_status_idx').on(table.status, table.createdAt)],
);

/** A reply to a contact message, sent by e-mail from the back office (its e-mail is in email_outbox). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** The admin who wrote it; kept as text so the reply outlives their account. */
    authorId: text('author_id'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('contact_replies_message_idx').on(table.messageId, table.createdAt)],
);

/**
 * Every e-mail we send is first a row here, written in the same transaction as its cause; the mail job
 * delivers due rows and reschedules failures with back-off, so nothing is lost while SMTP is down.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What caused this e-mail, e.g. `contact_message`. */
    kind: text('kind').notNull(),
    /** failed: given up after MAX_DELIVERY_ATTEMPTS (mail.service.ts). */
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    check('email_outbox_attempts_nonnegative', sql`${table.attempts} >= 0`),
  ],
);

// ---- Accounts (better-auth's tables; property names are the fields better-auth reads and writes) ----

export const ROLES = ['customer', 'analyst', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** From sign-up, optional; shown and edited on /account. */
  organization: text('organization'),
  role: text('role').notNull().default('customer'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamp('ban_expires', { withTimezone: true }),
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  /**
   * When the account was deleted: the row stays, anonymised (name and e-mail replaced), so the purchases and
   * ledger that name it are kept for the accounts; everything else of the user's is gone.
   */
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    /** The organization the session acts for (better-auth's organization plugin); null: the person's own. */
    activeOrganizationId: text('active_organization_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    /** The password hash (better-auth's scrypt); never leaves the server. */
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
);

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (table) => [index('two_factors_user_idx').on(table.userId)],
);

// ---- Organizations (better-auth's organization plugin's tables, with our columns beside its fields) ----

/**
 * A customer: a person, a team, a club or a league (DESIGN.md §4). Every user has a personal organization whose
 * id is the user's own, written with the user by a trigger (see migration 0020), so a user never exists without
 * one. games_remaining is the organization's credit balance and changes only through the credit ledger.
 */
export const organizations = pgTable(
  'organizations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    logo: text('logo'),
    metadata: text('metadata'),
    kind: text('kind', { enum: ORGANIZATION_KINDS }).$type<OrganizationKind>().notNull().default('team'),
    gamesRemaining: integer('games_remaining').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When it was deleted: the row stays, renamed, so the purchases and ledger that name it are kept. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [check('organizations_games_remaining_nonnegative', sql`${table.gamesRemaining} >= 0`)],
);

/**
 * A person's membership of an organization, with their role. A player's names their roster entry; `teamIds`,
 * when set, limits a coach, viewer or player to those teams of the organization (owners and managers see all).
 */
export const members = pgTable(
  'members',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: MEMBER_ROLES }).$type<MemberRole>().notNull(),
    teamPlayerId: uuid('team_player_id').references((): AnyPgColumn => teamPlayers.id, { onDelete: 'set null' }),
    /** The teams a coach or viewer is limited to (null: every team of the organization; owners and managers see all). */
    teamIds: uuid('team_ids').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('members_organization_user_idx').on(table.organizationId, table.userId),
    index('members_user_idx').on(table.userId),
  ],
);

/** better-auth's: `canceled` is an invitation revoked by the organization. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'rejected', 'canceled'] as const;

/**
 * An invitation to join an organization, sent by e-mail. Only the SHA-256 of its random token is kept; it is
 * bound to its e-mail, used once, and expires (`expiresAt`).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role', { enum: MEMBER_ROLES }).$type<MemberRole>().notNull(),
    status: text('status', { enum: INVITATION_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    inviterId: text('inviter_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull().unique(),
    teamPlayerId: uuid('team_player_id').references((): AnyPgColumn => teamPlayers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('invitations_organization_idx').on(table.organizationId, table.createdAt),
    uniqueIndex('invitations_pending_email_idx')
      .on(table.organizationId, table.email)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * What every server on this database must agree on, one row each, kept as a fingerprint and never the value:
 * `auth_secret` is an HMAC of a fixed text keyed with AUTH_SECRET (modules/auth/auth-secret-guard.ts), recorded
 * by the first server to start, so that a server started with another secret is refused.
 */
export const deploymentFingerprints = pgTable('deployment_fingerprints', {
  name: text('name').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events counted by the auth throttles (sign-in tries, reset codes, wrong codes), per IP or per e-mail. */
/** better-auth's own rate limits (a second line behind auth_throttle_events), shared by every server. */
export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

export const authThrottleEvents = pgTable(
  'auth_throttle_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bucket: text('bucket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_throttle_bucket_idx').on(table.bucket, table.createdAt)],
);

export const PACKAGE_TYPES = ['single', 'multi', 'season'] as const;
/** disputed: the customer's bank took the payment back (a chargeback); the account is flagged by it. */
export const PURCHASE_STATUSES = ['pending', 'completed', 'failed', 'cancelled', 'refunded', 'disputed'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;

/**
 * A purchase of game credits (the spec's purchase history). Created pending with the amount the server
 * computed, then completed exactly once by fulfilment (which credits the games in the same transaction),
 * or failed, cancelled or refunded.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who did it (null once their account is deleted). */
    actorId: text('actor_id'),
    packageType: text('package_type', { enum: PACKAGE_TYPES }).notNull(),
    gamesIncluded: integer('games_included').notNull(),
    unitAmountCents: integer('unit_amount_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    status: text('status', { enum: PURCHASE_STATUSES }).notNull().default('pending'),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's checkout session; null only between the insert and the provider's answer. */
    providerSessionId: text('provider_session_id').unique(),
    /** Stripe's payment intent, known once paid; refunds and charge events name it. */
    providerPaymentId: text('provider_payment_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Games the refund could not take back because they were already used. */
    refundShortfall: integer('refund_shortfall').notNull().default(0),
    /** Games refunded so far (a partial refund leaves the purchase completed; all of them make it refunded). */
    refundedGames: integer('refunded_games').notNull().default(0),
    /** Money returned so far, in cents. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    /**
     * What a dispute took back: the credits (unspent ones, or others paying for its games still held) and the games
     * already used (its part of refund_shortfall). Given back, and taken off the shortfall, if the dispute is won.
     */
    disputeCreditsTaken: integer('dispute_credits_taken').notNull().default(0),
    disputeShortfall: integer('dispute_shortfall').notNull().default(0),
    /** The provider's dispute that took them (Stripe's `dp_...`): only that dispute's win gives them back. */
    disputeId: text('dispute_id'),
    /**
     * The purchase's game credits not spent yet: its share of the customer's balance (decision 016). The rest of
     * a balance is credits no purchase stands behind (admin adjustments, demo credits).
     */
    creditsUnspent: integer('credits_unspent').notNull().default(0),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The customer's history, newest first, paged by (created_at, id): the id breaks ties within a microsecond.
    index('purchases_organization_idx').on(table.organizationId, table.createdAt, table.id),
    uniqueIndex('purchases_payment_idx').on(table.providerPaymentId),
    check('purchases_games_positive', sql`${table.gamesIncluded} > 0`),
    check('purchases_amount_consistent', sql`${table.amountCents} = ${table.unitAmountCents} * ${table.gamesIncluded}`),
    check('purchases_shortfall_range', sql`${table.refundShortfall} between 0 and ${table.gamesIncluded}`),
    check('purchases_refunded_range', sql`${table.refundedGames} between 0 and ${table.gamesIncluded}`),
    check('purchases_refunded_cents_range', sql`${table.refundedCents} between 0 and ${table.amountCents}`),
    check('purchases_credits_unspent_range', sql`${table.creditsUnspent} between 0 and ${table.gamesIncluded}`),
    // A customer's purchases with credits left, oldest first: the order credits are spent in.
    index('purchases_unspent_idx')
      .on(table.organizationId, table.completedAt)
      .where(sql`${table.creditsUnspent} > 0`),
  ],
);

/**
 * One refund of some or all of a purchase's games, made by an admin through the payment provider: the games
 * refunded, the money returned, the unspent credits taken back and the shortfall (games already used).
 */
export const purchaseRefunds = pgTable(
  'purchase_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purchaseId: uuid('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    games: integer('games').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Credits taken back (unspent) and games that could not be (already used). */
    creditsTaken: integer('credits_taken').notNull(),
    shortfall: integer('shortfall').notNull(),
    /** The provider's refund id (Stripe: re_...). */
    providerRefundId: text('provider_refund_id'),
    actorId: text('actor_id'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('purchase_refunds_purchase_idx').on(table.purchaseId, table.createdAt),
    check('purchase_refunds_games_positive', sql`${table.games} > 0`),
    check('purchase_refunds_split', sql`${table.creditsTaken} + ${table.shortfall} = ${table.games}`),
  ],
);

/** The statuses the analysts' queue shows: from the upload's arrival to the reviewer's approval. */
export const ANALYSIS_QUEUE_STATUSES = [
  'queued',
  'preparing',
  'ready',
  'in_analysis',
  'in_review',
] as const satisfies readonly GameStatus[];

/**
 * `status` is one of the queue's, written with literals (not parameters) so that the planner matches a query's
 * filter to the partial index `games_queue_idx`, which has the same text.
 */
export const inAnalysisQueue = (status: AnyColumn) =>
  sql`${status} in (${sql.raw(ANALYSIS_QUEUE_STATUSES.map((name) => `'${name}'`).join(', '))})`;

/**
 * A customer's game: footage (an uploaded file, or a link) and, in time, its box score. One credit was taken
 * for it when it was created; a failed or cancelled game gave it back.
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who did it (null once their account is deleted). */
    actorId: text('actor_id'),
    name: text('name').notNull(),
    status: text('status', { enum: GAME_STATUSES }).notNull(),
    source: text('source', { enum: ['file', 'url'] }).notNull(),
    /** The tus upload that brings the file (file games). */
    uploadId: text('upload_id').unique(),
    originalFilename: text('original_filename'),
    contentType: text('content_type'),
    fileSize: bigint('file_size', { mode: 'number' }),
    /** Where the footage is kept in storage, once it is complete. */
    storageKey: text('storage_key'),
    /** The analysts' copy (H.264/AAC, at most 720p) and a poster frame, once prepared. */
    proxyKey: text('proxy_key'),
    posterKey: text('poster_key'),
    /** When a worker began preparing the footage (a claim, like fetchStartedAt). */
    prepareStartedAt: timestamp('prepare_started_at', { withTimezone: true }),
    /** The link a URL game was created from. */
    videoUrl: text('video_url'),
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    videoCodec: text('video_codec'),
    failureReason: text('failure_reason'),
    /**
     * The key the customer's browser sent with the game's creation (Idempotency-Key): the same request again, a
     * retry after a lost answer, finds this game instead of making a second one with a second credit.
     */
    creationKey: text('creation_key'),
    /** When a worker began fetching a direct link (a claim: other workers leave the game alone). */
    fetchStartedAt: timestamp('fetch_started_at', { withTimezone: true }),
    uploadCompletedAt: timestamp('upload_completed_at', { withTimezone: true }),
    /** 24 hours after the upload completed: when the box score is promised. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The analyst tagging the game (claimed, or assigned by an admin). */
    analystId: text('analyst_id').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The customer's team that played, if they chose one at upload (DESIGN.md §4); see `details`. */
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'set null' }),
    /** What the customer said at upload: opponent, date, home or away, venue, competition, opponent roster. */
    details: jsonb('details').$type<GameDetails>(),
    /** Teams, rosters, periods and the scoreboard final; null until the analyst first saves it. */
    setup: jsonb('setup').$type<GameSetup>(),
    /** Bumped by every change of the setup: a save based on an older revision is refused, never applied. */
    setupRevision: integer('setup_revision').notNull().default(0),
    /** Bumped by every change of the play-by-play; workspaces poll it to see each other's changes. */
    eventsVersion: integer('events_version').notNull().default(0),
    /** The analyst's boxes around the scoreboard on the footage (analyst assistance); null until drawn. */
    scoreboardRegions: jsonb('scoreboard_regions').$type<ScoreboardRegions>(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The analyst or admin who approved the box score. */
    reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the game failed or was cancelled (the footage retention clock of a game never delivered). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /**
     * Why a delivered game went back to analysis (an admin's correction or a customer's reprocess request),
     * shown to the analysts; the re-delivery keeps it as the note beside the new box score.
     */
    reopenReason: text('reopen_reason'),
    /** When the retention job deleted the footage (original, proxy, poster); the box score and plays stay. */
    footageDeletedAt: timestamp('footage_deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The customer's games, newest first, paged by (created_at, id): the id breaks ties within a microsecond. The
    // status, last, lets the dashboard count a customer's games (and those in progress) from the index alone.
    index('games_organization_idx').on(table.organizationId, table.createdAt, table.id, table.status),
    index('games_status_idx').on(table.status, table.createdAt),
    // The analysts' queue in its order (due time, then id), holding only the games on their way to delivery: a
    // page is read straight off it however many games were delivered, failed or cancelled before.
    index('games_queue_idx')
      .on(sql`coalesce(${table.dueAt}, ${table.createdAt})`, table.id)
      .where(inAnalysisQueue(table.status)),
    index('games_due_idx').on(table.status, table.dueAt),
    index('games_team_idx').on(table.teamId),
    index('games_footage_idx')
      .on(table.status)
      .where(sql`${table.footageDeletedAt} is null`),
    uniqueIndex('games_creation_key_idx')
      .on(table.organizationId, table.creationKey)
      .where(sql`${table.creationKey} is not null`),
  ],
);

/**
 * One tagged play of a game (DESIGN.md §4). The id comes from the workspace, so a retried save is harmless;
 * `revision` is bumped by every edit, and an edit or delete based on an older revision is refused.
 */
export const gameEvents = pgTable(
  'game_events',
  {
    id: uuid('id').primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** The order of play; fractional, so a play found later can be slotted between two others. */
    seq: doublePrecision('seq').notNull(),
    period: integer('period').notNull(),
    videoMs: integer('video_ms'),
    clock: real('clock'),
    body: jsonb('body').$type<EventBody>().notNull(),
    revision: integer('revision').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('game_events_game_idx').on(table.gameId, table.seq)],
);

export const CREDIT_REASONS = [
  'purchase',
  'upload',
  'upload_refund',
  'purchase_refund',
  'admin_adjustment',
  /** A delivered game's credit given back under the 7-day guarantee. */
  'guarantee_refund',
  /** The games a dispute took back, given back when the bank decided it for us (the money came back). */
  'dispute_won',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/**
 * Every change of a balance, written in the same transaction as its cause and as the change to
 * profiles.games_remaining. Invariant (tested): a balance equals the sum of its user's ledger.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: CREDIT_REASONS }).notNull(),
    /** The purchase or game behind the change, when there is one. */
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    /** Set null when the game is deleted with its account: the ledger row stays. */
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    /** Who caused it: the user, an admin, or null for the system. */
    actorId: text('actor_id'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_organization_idx').on(table.organizationId, table.createdAt),
    check('credit_ledger_delta_nonzero', sql`${table.delta} <> 0`),
  ],
);

export const CREDIT_SPEND_STATES = ['spent', 'returned', 'withheld'] as const;
export type CreditSpendState = (typeof CREDIT_SPEND_STATES)[number];

/**
 * The game credit a game took, and the purchase it came from (null: a credit no purchase stands behind, such as
 * an admin adjustment or a demo credit). spent: the game holds it; returned: it went back to the balance (a
 * failed, cancelled or abandoned game, a guarantee refund); withheld: the game ended but the money for the credit
 * had been refunded, so it did not go back (decision 016). It ends once: the change from spent is conditional.
 */
export const creditSpends = pgTable(
  'credit_spends',
  {
    gameId: uuid('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    purchaseId: uuid('purchase_id').references(() => purchases.id),
    state: text('state', { enum: CREDIT_SPEND_STATES }).notNull().default('spent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    index('credit_spends_purchase_idx')
      .on(table.purchaseId, table.createdAt)
      .where(sql`${table.state} = 'spent'`),
  ],
);

/**
 * A delivered game's report (box score, derived figures, plays, shots, lineups), written once when the game is
 * approved, with the engine version that built it: a later engine change never alters what a customer has.
 * Only a reopened game's re-delivery replaces it (and bumps `delivery`).
 */
export const boxScores = pgTable('box_scores', {
  gameId: uuid('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  engineVersion: integer('engine_version').notNull(),
  report: jsonb('report').$type<GameReport>().notNull(),
  delivery: integer('delivery').notNull().default(1),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  /** A re-delivery's note to the customer: what was corrected and why (null on a first delivery). */
  correctionNote: text('correction_note'),
});

/**
 * A read-only link to a delivered game: only the SHA-256 of its random token is kept (the token is shown
 * once). Revoked or expired links answer 404 at once.
 */
export const shareLinks = pgTable(
  'share_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    /** What the link shows: one delivered game (with `reel_id`, one of its reels), or a team's season (exactly one of the two). */
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references((): AnyPgColumn => teams.id, { onDelete: 'cascade' }),
    /** A reel of the game shared on its own: the shared page plays that reel and no other footage (issue 28). */
    reelId: uuid('reel_id').references((): AnyPgColumn => reels.id, { onDelete: 'cascade' }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('share_links_game_idx').on(table.gameId, table.createdAt),
    index('share_links_team_idx').on(table.teamId, table.createdAt),
    check('share_links_one_target', sql`(${table.gameId} is null) <> (${table.teamId} is null)`),
  ],
);

/**
 * A customer's team: its name, colours and season, its optional logo, and (in `team_players`) its roster. The
 * logo is a stored object (`teams/<id>/logo-<random>.<ext>`) whose type was read from its first bytes; a new
 * logo gets a new key, so the old object is deleted only once the row points at the new one.
 */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who did it (null once their account is deleted). */
    actorId: text('actor_id'),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    color: text('color').notNull(),
    secondaryColor: text('secondary_color'),
    seasonLabel: text('season_label'),
    /** Whether its player members read the team's delivered games; off, they keep their own page only. */
    playersSeeGames: boolean('players_see_games').notNull().default(true),
    logoKey: text('logo_key'),
    logoType: text('logo_type', { enum: TEAM_LOGO_TYPES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('teams_organization_idx').on(table.organizationId, table.createdAt),
    check('teams_logo_typed', sql`(${table.logoKey} is null) = (${table.logoType} is null)`),
  ],
);

/**
 * A player of a team's roster. A player who left is archived, never deleted: their games keep them. Jersey
 * numbers are unique among the active players of a team (a partial unique index, so two requests at once
 * cannot both take one).
 */
export const teamPlayers = pgTable(
  'team_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull(),
    position: text('position'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('team_players_active_number_idx')
      .on(table.teamId, table.number)
      .where(sql`${table.archivedAt} is null`),
    index('team_players_team_idx').on(table.teamId, table.createdAt),
  ],
);

/**
 * A delivered game of a customer's team, as its season reads it (DESIGN.md §4): written at approval beside the
 * stored report, in the same transaction, and replaced only by a re-delivery. `box` is the game's box score with
 * the team's players under their roster ids and the opponent's totals (its players left out), so the season adds
 * up stored lines and never reads plays.
 */
export const teamGames = pgTable(
  'team_games',
  {
    gameId: uuid('game_id')
      .primaryKey()
      .references(() => games.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The side of the box the team played. */
    side: text('side', { enum: SIDES }).notNull(),
    playedOn: date('played_on', { mode: 'string' }),
    opponent: text('opponent').notNull(),
    periodSeconds: integer('period_seconds').notNull(),
    box: jsonb('box').$type<BoxScore>().notNull(),
    /** Players the analyst added to the game who were not on the roster, and so were added to it at delivery. */
    addedPlayers: jsonb('added_players')
      .$type<{ id: string; number: string; name: string; gamePlayerId?: string }[]>()
      .notNull()
      .default([]),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('team_games_team_idx').on(table.teamId, table.playedOn)],
);

/**
 * Who did what to which row, and when: written in the same transaction as every admin and analyst action (and
 * the system's deletions), never updated. `actorId` is text without a foreign key, so the row outlives the
 * account; `details` holds the action's facts (amounts, reasons, before and after).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null: the system (a scheduled job). */
    actorId: text('actor_id'),
    actorRole: text('actor_role'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);

export const GUARANTEE_KINDS = ['reprocess', 'refund'] as const;
export type GuaranteeKind = (typeof GUARANTEE_KINDS)[number];
/** pending: waiting for an admin; approved: reprocessed (re-delivered) or refunded; declined: with a note. */
export const GUARANTEE_STATUSES = ['pending', 'approved', 'declined'] as const;
export type GuaranteeStatus = (typeof GUARANTEE_STATUSES)[number];

/**
 * A customer's request, within 7 days of delivery, to have a game reprocessed or its credit refunded (the
 * satisfaction guarantee). At most one is pending per game (a partial unique index).
 */
export const guaranteeRequests = pgTable(
  'guarantee_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who did it (null once their account is deleted). */
    actorId: text('actor_id'),
    kind: text('kind', { enum: GUARANTEE_KINDS }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: GUARANTEE_STATUSES }).notNull().default('pending'),
    /** The admin's note to the customer with the decision. */
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('guarantee_requests_pending_idx')
      .on(table.gameId)
      .where(sql`${table.status} = 'pending'`),
    index('guarantee_requests_status_idx').on(table.status, table.createdAt),
    // A game's page reads its requests (every status) on each view.
    index('guarantee_requests_game_idx').on(table.gameId, table.createdAt),
  ],
);

/**
 * A change of e-mail address waiting for its code: the code (hashed) was sent to the new address; the change
 * happens only when the code comes back, before `expiresAt`, within a few attempts.
 */
export const emailChanges = pgTable('email_changes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The passes analyst assistance runs on a game's proxy (issue 18): each finds its own kinds of suggestion. */
export const FOOTAGE_PASSES = ['sound', 'motion', 'scoreboard'] as const;
export type FootagePass = (typeof FOOTAGE_PASSES)[number];
/** waiting: to be run (again); running: claimed by a worker; done; failed: with a sentence in `error`. */
export const FOOTAGE_PASS_STATES = ['waiting', 'running', 'done', 'failed'] as const;
export type FootagePassState = (typeof FOOTAGE_PASS_STATES)[number];

/**
 * One pass of analyst assistance over a game's footage: sound (whistles, horns) and motion (dead time) run once
 * the proxy is made, the scoreboard pass each time the analyst saves the scoreboard's regions. A worker claims
 * a pass (`started_at`, renewed like the games' claims in work-claims.ts); `run` counts the claims, so a worker
 * whose pass was queued again or taken over meanwhile writes nothing when it finishes. A failed pass blocks
 * nothing: the analyst tags as before.
 */
export const footagePasses = pgTable(
  'footage_passes',
  {
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    pass: text('pass', { enum: FOOTAGE_PASSES }).notNull(),
    state: text('state', { enum: FOOTAGE_PASS_STATES }).notNull().default('waiting'),
    run: integer('run').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Why the pass failed, in a sentence the workspace shows (the details are in the worker's log). */
    error: text('error'),
    /** CPU the pass took (the worker and its ffmpeg), in milliseconds: what a footage minute costs. */
    cpuMs: integer('cpu_ms'),
    /**
     * The scoreboard pass's only: the stretches of footage in which it read no clock. Sounds there are graded by
     * their sound alone (modules/assist/fusion.ts); null before its first run.
     */
    unread: jsonb('unread').$type<TimeSpan[]>(),
    /**
     * The scoreboard pass's only: every clock mark it read, all of them (the `clock` suggestions are capped, and
     * made only while the game is tagged), so sounds are graded against the same clock whichever pass ends last.
     * Null before its first run since migration 0023.
     */
    clockMarks: jsonb('clock_marks').$type<BoardClockMark[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.gameId, table.pass] }),
    // Workers look for passes to claim: waiting ones, and running ones whose claim went stale.
    index('footage_passes_claim_idx')
      .on(table.state, table.startedAt)
      .where(sql`${table.state} in ('waiting', 'running')`),
  ],
);

export const SUGGESTION_KINDS = ['whistle', 'horn', 'score', 'dead_time', 'clock'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];
export const SUGGESTION_STATUSES = ['open', 'accepted', 'dismissed'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

/**
 * What a footage pass suggests to the analyst, at a time of the footage: a whistle, a horn, a score change
 * (`detail` {side, points, home, away}), a dead stretch (to `end_ms`), or a clock mark the pass applied itself
 * as a `clock` play (status accepted, `detail.eventId`). The analyst's answers are kept, so the back office can
 * show each kind's real precision.
 */
export const footageSuggestions = pgTable(
  'footage_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUGGESTION_KINDS }).notNull(),
    videoMs: integer('video_ms').notNull(),
    endMs: integer('end_ms'),
    detail: jsonb('detail').$type<SuggestionDetail>().notNull().default({}),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('open'),
    answeredBy: text('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('footage_suggestions_game_idx').on(table.gameId, table.videoMs),
    // The back office counts answers per kind.
    index('footage_suggestions_kind_idx').on(table.kind, table.status),
  ],
);

/** queued: waiting for a worker; cutting: claimed by one (`progress` 0-100); ready: `storage_key` holds the MP4; failed: with a sentence in `error`. */
export const REEL_STATUSES = ['queued', 'cutting', 'ready', 'failed'] as const;
export type ReelStatus = (typeof REEL_STATUSES)[number];

/**
 * A playlist cut into one MP4 by a job (DESIGN.md §4 "Clips", issue 28): the plays in the customer's order, the
 * file once ready. A worker claims a reel (`started_at`, renewed like the games' claims; `run` counts the
 * claims, so a worker whose reel was taken over writes nothing). The file is written under a temporary key and
 * the row points at it only once complete, so a half-written reel is never served. Reels are deleted with the
 * game's footage by the retention job (`deleted_at`, the file removed; the row stays so the page can say when).
 */
/**
 * Files whose rows are gone (an account or an organization deleted): recorded in the transaction that deletes the
 * rows, removed once it commits, and the record dropped. One left behind (storage down, the process killed midway)
 * is finished by the storage.finish-deletions job (modules/storage/file-deletions.ts).
 */
export const fileDeletions = pgTable('file_deletions', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Storage keys (deleting a missing one is a no-op). */
  keys: jsonb('keys').$type<string[]>().notNull(),
  /** Unfinished tus uploads on disk. */
  uploadIds: jsonb('upload_ids').$type<string[]>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const reels = pgTable(
  'reels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who did it (null once their account is deleted). */
    actorId: text('actor_id'),
    title: text('title').notNull(),
    playIds: jsonb('play_ids').$type<string[]>().notNull(),
    status: text('status', { enum: REEL_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    run: integer('run').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }),
    storageKey: text('storage_key'),
    bytes: bigint('bytes', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    // A game's page lists its reels, newest first; the per-day limit counts them.
    index('reels_game_idx').on(table.gameId, table.createdAt),
    // Workers look for reels to claim: queued ones, and cutting ones whose claim went stale.
    index('reels_claim_idx')
      .on(table.status, table.startedAt)
      .where(sql`${table.status} in ('queued', 'cutting')`),
  ],
);

/** What a customer says is wrong with a play. */
export const PLAY_REPORT_KINDS = ['player', 'play_type', 'made_missed', 'other'] as const;
export type PlayReportKind = (typeof PLAY_REPORT_KINDS)[number];
export const PLAY_REPORT_STATUSES = ['open', 'accepted', 'declined'] as const;
export type PlayReportStatus = (typeof PLAY_REPORT_STATUSES)[number];

/**
 * A customer's report of a mistake on one play of a delivered game, within the guarantee window (issue 28).
 * An admin accepts it (the game reopens for correction with the reported plays marked for the analyst) or
 * declines it with a note; the customer is e-mailed either way. `play_id` is the play's id as delivered.
 */
export const playReports = pgTable(
  'play_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playId: text('play_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who did it (null once their account is deleted). */
    actorId: text('actor_id'),
    kind: text('kind', { enum: PLAY_REPORT_KINDS }).notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: PLAY_REPORT_STATUSES }).notNull().default('open'),
    /** The admin's note to the customer with the decision. */
    decisionNote: text('decision_note'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('play_reports_game_idx').on(table.gameId, table.createdAt),
    index('play_reports_status_idx').on(table.status, table.createdAt),
  ],
);

/**
 * A competition a league or club organization runs (DESIGN.md §4, "Competitions (leagues)"): its public address
 * (`/c/:slug`) and visibility, the zone its fixtures' times are in, its classification points and tie-break, whether
 * its box scores are published, and the leaders' qualification.
 */
export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** The member who did it (null once their account is deleted). */
    actorId: text('actor_id'),
    name: text('name').notNull(),
    seasonLabel: text('season_label').notNull(),
    slug: text('slug').notNull().unique(),
    visibility: text('visibility', { enum: VISIBILITIES }).notNull().default('private'),
    timeZone: text('time_zone').notNull(),
    winPoints: integer('win_points').notNull().default(2),
    lossPoints: integer('loss_points').notNull().default(1),
    forfeitLossPoints: integer('forfeit_loss_points').notNull().default(0),
    tieBreak: text('tie_break', { enum: TIE_BREAKS }).notNull().default('fiba'),
    publishBoxScores: boolean('publish_box_scores').notNull().default(true),
    qualificationPercent: integer('qualification_percent').notNull().default(70),
    /** The finals drawn from the ladder's top four or eight; null before they are drawn. */
    finalsSize: integer('finals_size'),
    /** The competition it was copied from (last season's), if any. */
    copiedFrom: uuid('copied_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('competitions_organization_idx').on(table.organizationId, table.createdAt),
    check(
      'competitions_points_ordered',
      sql`${table.winPoints} > ${table.lossPoints} and ${table.lossPoints} >= ${table.forfeitLossPoints} and ${table.forfeitLossPoints} >= 0`,
    ),
    check('competitions_qualification_percent', sql`${table.qualificationPercent} between 0 and 100`),
  ],
);

/**
 * A team of a competition: its name, colours and roster (`competition_players`). A team of a member club may claim
 * it (`claimed_team_id`, redeeming the one-time code the league gave, of which only the SHA-256 is kept): that
 * club's coaches then upload the team's games and see its fixtures.
 */
export const competitionTeams = pgTable(
  'competition_teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    shortName: text('short_name').notNull(),
    color: text('color').notNull(),
    secondaryColor: text('secondary_color'),
    claimCodeHash: text('claim_code_hash').unique(),
    claimedTeamId: uuid('claimed_team_id').references(() => teams.id, { onDelete: 'set null' }),
    claimedOrganizationId: text('claimed_organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('competition_teams_name_idx').on(table.competitionId, sql`lower(${table.name})`),
    index('competition_teams_claimed_idx').on(table.claimedOrganizationId),
  ],
);

/** A player of a competition team's roster: the leaders and player pages count their lines across games. */
export const competitionPlayers = pgTable(
  'competition_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionTeamId: uuid('competition_team_id')
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('competition_players_number_idx').on(table.competitionTeamId, table.number)],
);

/** A delivered game's box as a fixture keeps it: each side's lines under the competition's player ids, and who they are. */
export interface FixtureBox {
  box: BoxScore;
  players: { id: string; teamId: string; number: string; name: string }[];
}

/**
 * A fixture of a competition: when and where, the two teams, its status and result. The result is the league's
 * (`result_source` league) or the delivered game's (`game`); the game's own score is kept beside it, and when the two
 * disagree the fixture is flagged for the league (`disagreement`), never overwritten. Every change of a result is
 * in the audit log.
 */
export const fixtures = pgTable(
  'fixtures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    round: integer('round').notNull(),
    stage: text('stage', { enum: FIXTURE_STAGES }).notNull().default('regular'),
    /** A final's place in the draw (`QF1`..`QF4`, `SF1`, `SF2`, `GF`, as finalsDraw names them); null in the season. */
    finalsMatch: text('finals_match'),
    /** The day (YYYY-MM-DD) and start (HH:MM) in the competition's zone. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    venue: text('venue'),
    homeTeamId: uuid('home_team_id')
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    awayTeamId: uuid('away_team_id')
      .notNull()
      .references(() => competitionTeams.id, { onDelete: 'cascade' }),
    status: text('status', { enum: FIXTURE_STATUSES }).notNull().default('scheduled'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    forfeitedBy: uuid('forfeited_by'),
    resultSource: text('result_source', { enum: ['league', 'game'] }),
    gameId: uuid('game_id')
      .unique()
      .references(() => games.id, { onDelete: 'set null' }),
    gameHomeScore: integer('game_home_score'),
    gameAwayScore: integer('game_away_score'),
    box: jsonb('box').$type<FixtureBox>(),
    disagreement: boolean('disagreement').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('fixtures_competition_idx').on(table.competitionId, table.date, table.time),
    check('fixtures_two_teams', sql`${table.homeTeamId} <> ${table.awayTeamId}`),
    check(
      'fixtures_scores_in_range',
      sql`(${table.homeScore} is null or ${table.homeScore} between 0 and 250) and (${table.awayScore} is null or ${table.awayScore} between 0 and 250)`,
    ),
    check(
      'fixtures_result_when_decided',
      sql`(${table.status} in ('played', 'forfeit')) = (${table.homeScore} is not null and ${table.awayScore} is not null)`,
    ),
  ],
);

/** A box line's counts and FIBA's efficiency, as whole numbers: a stored line's, or a season's sums. */
const statColumns = () => ({
  pts: integer('pts').notNull(),
  fgm: integer('fgm').notNull(),
  fga: integer('fga').notNull(),
  fg3m: integer('fg3m').notNull(),
  fg3a: integer('fg3a').notNull(),
  ftm: integer('ftm').notNull(),
  fta: integer('fta').notNull(),
  oreb: integer('oreb').notNull(),
  dreb: integer('dreb').notNull(),
  reb: integer('reb').notNull(),
  ast: integer('ast').notNull(),
  stl: integer('stl').notNull(),
  blk: integer('blk').notNull(),
  tov: integer('tov').notNull(),
  pf: integer('pf').notNull(),
  eff: integer('eff').notNull(),
});

/**
 * One player's line of a fixture's delivered box (a player who came on), written with the box at delivery and
 * replaced with it: the leaders add these up in the database, a competition's season in one grouped query, instead of
 * reading every box.
 */
export const fixturePlayerLines = pgTable(
  'fixture_player_lines',
  {
    fixtureId: uuid('fixture_id')
      .notNull()
      .references(() => fixtures.id, { onDelete: 'cascade' }),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    playerId: text('player_id').notNull(),
    ...statColumns(),
  },
  (table) => [
    primaryKey({ columns: [table.fixtureId, table.teamId, table.playerId] }),
    index('fixture_player_lines_competition_idx').on(table.competitionId),
  ],
);

/**
 * A player's season with one team of a competition, added up from their stored lines of the regular season's decided
 * games (`fixture_player_lines`): rewritten for a fixture's players whenever its box, status or result changes, so
 * the leaders read 360 rows, not 11,000.
 */
export const competitionPlayerSeasons = pgTable(
  'competition_player_seasons',
  {
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').notNull(),
    playerId: text('player_id').notNull(),
    games: integer('games').notNull(),
    /** The games behind it, in the order played. */
    fixtureIds: uuid('fixture_ids').array().notNull(),
    ...statColumns(),
  },
  (table) => [primaryKey({ columns: [table.competitionId, table.teamId, table.playerId] })],
);
