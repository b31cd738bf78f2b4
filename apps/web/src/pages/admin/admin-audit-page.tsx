import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { auditQuery } from '../../features/admin-audit/admin-audit-api';
import {
  EMPTY_AUDIT_FILTERS,
  actionLabel,
  formatWhen,
  summariseDetails,
  targetLabel,
  toAuditQuery,
  type AuditFilterForm,
} from '../../features/admin-audit/audit-format';

const FIELDS = Object.keys(EMPTY_AUDIT_FILTERS) as (keyof AuditFilterForm)[];

const formOf = (params: URLSearchParams): AuditFilterForm =>
  Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as unknown as AuditFilterForm;

const control = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * The audit log: who did what to which row, and when, newest first. The applied filters live in the address,
 * so another section can link to a user's or a game's history.
 */
export default function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => formOf(params), [params]);
  const [draft, setDraft] = useState<AuditFilterForm>(applied);
  const headingId = useId();
  const log = useInfiniteQuery(auditQuery(toAuditQuery(applied)));
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const firstPage = log.data?.pages[0];
  const filtered = FIELDS.some((field) => applied[field] !== '');

  const apply = (form: AuditFilterForm) => {
    setDraft(form);
    setParams(new URLSearchParams(Object.entries(form).filter(([, value]) => value !== '')), { replace: true });
  };
  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    apply(draft);
  };
  const set = (field: keyof AuditFilterForm) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [field]: event.target.value }));

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div>
        <h2 id={headingId} className="text-xl font-bold text-slate-900">
          Audit log
        </h2>
        <p className="mt-1 text-slate-600">
          Every admin and analyst action, and the system’s deletions: who did what to which row, and when.
        </p>
      </div>

      <form onSubmit={submit} aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Action">
          {(id) => (
            <select id={id} value={draft.action} onChange={set('action')} className={control}>
              <option value="">All actions</option>
              {(firstPage?.actions ?? (draft.action ? [draft.action] : [])).map((action) => (
                <option key={action} value={action}>
                  {actionLabel(action)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Target type">
          {(id) => (
            <select id={id} value={draft.targetType} onChange={set('targetType')} className={control}>
              <option value="">Any target</option>
              {(firstPage?.targetTypes ?? (draft.targetType ? [draft.targetType] : [])).map((type) => (
                <option key={type} value={type}>
                  {targetLabel(type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Target id">
          {(id) => <input id={id} value={draft.targetId} maxLength={200} onChange={set('targetId')} className={control} />}
        </Field>
        <Field label="Who (e-mail or user id)">
          {(id) => <input id={id} value={draft.actor} maxLength={254} onChange={set('actor')} className={control} />}
        </Field>
        <Field label="From">
          {(id) => <input id={id} type="date" value={draft.from} onChange={set('from')} className={control} />}
        </Field>
        <Field label="To">
          {(id) => <input id={id} type="date" value={draft.to} onChange={set('to')} className={control} />}
        </Field>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-3">
          <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-800">
            Apply filters
          </button>
          <button
            type="button"
            onClick={() => apply(EMPTY_AUDIT_FILTERS)}
            className="rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
          >
            Clear
          </button>
        </div>
      </form>

      {log.isPending && <Spinner className="size-6" />}
      {log.isError && (
        <p role="alert" className="text-red-700">
          {log.error.message}
        </p>
      )}
      {log.isSuccess && entries.length === 0 && (
        <p className="text-slate-600">{filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}</p>
      )}
      {entries.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Audit entries, newest first</caption>
            <thead>
              <tr className="border-b border-slate-300 text-slate-600">
                {['When', 'Who', 'Action', 'Target', 'Details'].map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-b border-slate-100 align-top">
                  <td className="py-2 pr-3 whitespace-nowrap">
                    <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-3">
                    {entry.actor ? (
                      <>
                        <span className="block font-medium text-slate-900">{entry.actor.name ?? entry.actor.id}</span>
                        <span className="block text-slate-600 break-all">
                          {entry.actor.email ?? 'account gone'}
                          {entry.actor.role ? ` · ${entry.actor.role}` : ''}
                        </span>
                      </>
                    ) : (
                      <span className="text-slate-600">System</span>
                    )}
                  </td>
                  <td className="py-2 pr-3">{actionLabel(entry.action)}</td>
                  <td className="py-2 pr-3">
                    {targetLabel(entry.targetType)}{' '}
                    {entry.targetType === 'user' ? (
                      <Link
                        to={`/admin/users?user=${encodeURIComponent(entry.targetId)}`}
                        className="break-all text-brand-800 underline"
                      >
                        {entry.targetId}
                      </Link>
                    ) : (
                      <span className="break-all text-slate-600">{entry.targetId}</span>
                    )}
                  </td>
                  <td className="py-2 pr-3">{summariseDetails(entry.action, entry.details) || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {log.hasNextPage && (
        <button
          type="button"
          onClick={() => void log.fetchNextPage()}
          disabled={log.isFetchingNextPage}
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
        >
          {log.isFetchingNextPage && <Spinner />}
          Load more
        </button>
      )}
    </section>
  );
}
