import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

/**
 * Every action the audit log records, by who takes it. Admin and analyst actions are written in the same
 * transaction as the change they describe, so there is never a change without its row (or a row without it).
 */
export const AUDIT_ACTIONS = [
  // admins, on users
  'user.role_changed',
  'user.credits_adjusted',
  'user.sessions_revoked',
  'user.two_factor_reset',
  // admins, on games
  'game.reassigned',
  'game.cancelled',
  'game.reopened',
  // admins, on purchases and the contact inbox
  'purchase.refunded',
  'contact.replied',
  'contact.status_changed',
  // admins, on guarantee requests; customers, when they make one
  'guarantee.requested',
  'guarantee.approved',
  'guarantee.declined',
  // admins, on customers' reports of a mistake on a play
  'play_report.accepted',
  'play_report.declined',
  // analysts (and admins doing analysts' work)
  'analysis.claimed',
  'analysis.released',
  'analysis.assigned',
  'analysis.setup_saved',
  'analysis.play_added',
  'analysis.play_changed',
  'analysis.play_deleted',
  'analysis.submitted',
  'analysis.sent_back',
  'analysis.approved',
  // customers, on their own account
  'account.exported',
  'account.email_changed',
  'account.deleted',
  // the system
  'footage.deleted',
  // organizations: their members, on their members, invitations and roles
  'organization.created',
  'organization.deleted',
  'organization.renamed',
  'member.invited',
  'member.invitation_resent',
  'member.invitation_revoked',
  'member.joined',
  'member.role_changed',
  'member.teams_changed',
  'member.removed',
  'member.left',
  // competitions: a league's owners and managers, and the delivery of a fixture's game
  'competition.created',
  'competition.changed',
  'competition.team_claimed',
  'fixture.imported',
  'fixture.changed',
  'fixture.result_entered',
  'fixture.result_from_game',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_TARGETS = [
  'user',
  'game',
  'purchase',
  'contact_message',
  'guarantee_request',
  'play_report',
  'organization',
  'competition',
  'fixture',
] as const;
export type AuditTarget = (typeof AUDIT_TARGETS)[number];

/** Who acted: a signed-in user (with their role at the time), or null for the system. */
export type AuditActor = { id: string; role: string } | null;

export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  targetType: AuditTarget;
  targetId: string;
  /** The action's facts: amounts, reasons, before and after. No secrets, no passwords, no codes. */
  details?: Record<string, unknown>;
}

/** Writes one audit row in the caller's transaction. */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor?.id ?? null,
    actorRole: entry.actor?.role ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
  });
}
