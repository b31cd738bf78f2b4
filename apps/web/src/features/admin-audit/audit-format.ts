import { formatAud, formatShortDate } from '@courtside/domain';

/** The audit filter form as typed: every field a string, empty when unused. */
export interface AuditFilterForm {
  action: string;
  targetType: string;
  targetId: string;
  /** An e-mail address or a user id. */
  actor: string;
  /** Local days, yyyy-mm-dd (what a date input gives). */
  from: string;
  to: string;
}

export const EMPTY_AUDIT_FILTERS: AuditFilterForm = { action: '', targetType: '', targetId: '', actor: '', from: '', to: '' };

export interface AuditQuery {
  action?: string;
  targetType?: string;
  targetId?: string;
  actorId?: string;
  actorEmail?: string;
  from?: string;
  to?: string;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The first moment of a local day, `days` later. */
function localDay(date: string, days = 0): Date | null {
  const match = DAY.exec(date);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
}

/**
 * The API's query for a filter form: days are the reader's own (from the first moment of `from` to the end of
 * `to`), and the actor is looked up by e-mail when it has an @, else by id.
 */
export function toAuditQuery(form: AuditFilterForm): AuditQuery {
  const query: AuditQuery = {};
  if (form.action) query.action = form.action;
  if (form.targetType) query.targetType = form.targetType;
  if (form.targetId.trim()) query.targetId = form.targetId.trim();
  const actor = form.actor.trim();
  if (actor) {
    if (actor.includes('@')) query.actorEmail = actor;
    else query.actorId = actor;
  }
  const from = localDay(form.from);
  if (from) query.from = from.toISOString();
  const to = localDay(form.to, 1);
  if (to) query.to = to.toISOString();
  return query;
}

const GROUPS: Record<string, string> = {
  user: 'User',
  game: 'Game',
  purchase: 'Purchase',
  contact: 'Contact',
  guarantee: 'Guarantee',
  analysis: 'Analysis',
  account: 'Account',
  footage: 'Footage',
};

/** `user.credits_adjusted` as `User: credits adjusted`. */
export function actionLabel(action: string): string {
  const [group = '', name = ''] = action.split('.', 2);
  const words = name.replace(/_/g, ' ');
  return name ? `${GROUPS[group] ?? group}: ${words}` : action;
}

const TARGETS: Record<string, string> = {
  user: 'User',
  game: 'Game',
  purchase: 'Purchase',
  contact_message: 'Contact message',
  guarantee_request: 'Guarantee request',
};

export function targetLabel(targetType: string): string {
  return TARGETS[targetType] ?? targetType.replace(/_/g, ' ');
}

const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

/** `Jan 5, 2024, 2:03 PM`, in the reader's time zone. */
export function formatWhen(iso: string): string {
  return `${formatShortDate(iso)}, ${time.format(new Date(iso))}`;
}

const MAX_VALUE_LENGTH = 120;

const clip = (text: string) => (text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text);

/** `balanceAfter` as `balance after`. */
const words = (key: string) => key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') return clip(value);
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value) && value.every((item) => ['string', 'number'].includes(typeof item))) return clip(value.join(', '));
  return clip(JSON.stringify(value));
}

const plural = (n: unknown, word: string) => `${String(n)} ${word}${n === 1 ? '' : 's'}`;
const signedGames = (delta: unknown) =>
  typeof delta === 'number' ? `${delta > 0 ? '+' : '−'}${plural(Math.abs(delta), 'game')}` : valueText(delta);

/** An audit row's facts as one readable line. Known actions have their own wording; others list their facts. */
export function summariseDetails(action: string, details: Record<string, unknown>): string {
  switch (action) {
    case 'user.role_changed':
      return `${valueText(details.from)} → ${valueText(details.to)}`;
    case 'user.credits_adjusted':
      return `${signedGames(details.delta)}, balance then ${valueText(details.balanceAfter)}: “${valueText(details.reason)}”`;
    case 'user.sessions_revoked':
      return `${plural(details.count, 'session')} ended`;
    case 'user.two_factor_reset':
      return 'Two-factor authentication turned off';
    default:
      return Object.entries(details)
        .map(([key, value]) =>
          key.endsWith('Cents') && typeof value === 'number'
            ? `${words(key.slice(0, -'Cents'.length))}: ${formatAud(value)}`
            : `${words(key)}: ${valueText(value)}`,
        )
        .join(' · ');
  }
}
