import { formatShortDate } from '@courtside/domain';
import { useId, useState } from 'react';
import { useReaderTimeZone } from '../../lib/time-zone';
import { useCreateShareLink, useRevokeShareLink, useShareLinks, type ShareTarget } from './share-links-api';

const EXPIRIES = [
  { value: '', label: 'Never (until revoked)' },
  { value: '7', label: 'In 7 days' },
  { value: '30', label: 'In 30 days' },
] as const;

const buttonStyle =
  'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** A game's links (`gameId`) or a team season's (`teamId`). */
export type ShareLinksPanelProps = { gameId: string; teamId?: never } | { teamId: string; gameId?: never };

/**
 * The owner's share links: a read-only page of this game, or this team's season, for anyone holding the link,
 * without footage or the owner's account. The link is shown once, at creation; links can be revoked at any time.
 */
export function ShareLinksPanel(props: ShareLinksPanelProps) {
  const target: ShareTarget =
    props.teamId === undefined ? { kind: 'game', gameId: props.gameId } : { kind: 'season', teamId: props.teamId };
  const subject = target.kind === 'game' ? 'this game' : 'this season';
  const links = useShareLinks(target);
  const create = useCreateShareLink(target);
  const revoke = useRevokeShareLink(target);
  const [expiry, setExpiry] = useState('');
  const [created, setCreated] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const expiryId = useId();
  const urlId = useId();
  // The owner's statistics page arrives drawn with its links: their dates read UTC until it is hydrated.
  const timeZone = useReaderTimeZone();

  const onCreate = () => {
    setCopied(false);
    create.mutate(expiry === '' ? null : Number(expiry), { onSuccess: ({ url }) => setCreated(url) });
  };
  const onCopy = async () => {
    if (!created) return;
    // The clipboard API exists only on https and localhost, and the browser may refuse it; the address stays
    // selectable in its field either way.
    try {
      await navigator.clipboard.writeText(created);
      setCopied(true);
    } catch {
      document.getElementById(urlId)?.focus();
      setCopied(false);
    }
  };
  const onRevoke = (linkId: string, createdAt: string) => {
    if (!window.confirm(`Revoke the link created ${formatShortDate(createdAt)}? Anyone using it will no longer see ${subject}.`))
      return;
    revoke.mutate(linkId);
  };

  return (
    <section aria-labelledby="share-links" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 print:hidden">
      <div>
        <h2 id="share-links" className="text-2xl font-bold text-slate-900">
          {`Share ${subject}`}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A share link shows these statistics to anyone who has it, read-only, without your footage or your account details.
          Revoke it whenever you like.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={expiryId} className="block text-sm font-medium text-slate-700">
            Link expires
          </label>
          <select
            id={expiryId}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            {EXPIRIES.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" onClick={onCreate} disabled={create.isPending} className={buttonStyle}>
          {create.isPending ? 'Creating…' : 'Create share link'}
        </button>
      </div>
      {create.isError && (
        <p role="alert" className="text-sm text-red-700">
          {create.error.message}
        </p>
      )}
      {created && (
        <div className="space-y-2 rounded-lg bg-brand-50 p-3">
          <label htmlFor={urlId} className="block text-sm font-medium text-slate-800">
            Share link
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id={urlId}
              readOnly
              value={created}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-sm"
            />
            <button type="button" onClick={() => void onCopy()} className={buttonStyle}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          <p className="text-sm text-slate-700" role="status">
            Copy it now: for your security it will not be shown again.
          </p>
        </div>
      )}
      <div>
        <h3 className="text-sm font-semibold text-slate-900">Your links</h3>
        {links.isPending && <p className="mt-1 text-sm text-slate-500">Loading…</p>}
        {links.isError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            Your share links could not be loaded. Please try again.
          </p>
        )}
        {links.data?.length === 0 && <p className="mt-1 text-sm text-slate-500">No share links yet.</p>}
        {links.data && links.data.length > 0 && (
          <ul className="mt-2 divide-y divide-slate-100">
            {links.data.map((link) => (
              <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span>
                  Created {formatShortDate(link.createdAt, timeZone)}
                  {link.expired
                    ? ' · expired'
                    : link.expiresAt
                      ? ` · expires ${formatShortDate(link.expiresAt, timeZone)}`
                      : ' · does not expire'}
                </span>
                <button
                  type="button"
                  onClick={() => onRevoke(link.id, link.createdAt)}
                  disabled={revoke.isPending}
                  className={buttonStyle}
                  aria-label={`Revoke the link created ${formatShortDate(link.createdAt, timeZone)}`}
                >
                  Revoke
                </button>
              </li>
            ))}
          </ul>
        )}
        {revoke.isError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {revoke.error.message}
          </p>
        )}
      </div>
    </section>
  );
}
