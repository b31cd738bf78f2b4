import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
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
import { AdminSection } from '../../features/admin-shared/admin-section';
import { AdminTable } from '../../features/admin-shared/admin-table';
import { LabelledField } from '../../features/admin-shared/labelled-field';
import { PagedResults } from '../../features/admin-shared/query-results';

const FIELDS = Object.keys(EMPTY_AUDIT_FILTERS) as (keyof AuditFilterForm)[];

const formOf = (params: URLSearchParams): AuditFilterForm =>
  Object.fromEntries(FIELDS.map((field) => [field, params.get(field) ?? ''])) as unknown as AuditFilterForm;

const control = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2';

/**
 * The audit log: who did what to which row, and when, newest first. The applied filters live in the address,
 * so another section can link to a user's or a game's history.
 */
export default function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => formOf(params), [params]);
  const [draft, setDraft] = useState<AuditFilterForm>(applied);
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
    <AdminSection
      title="Audit log"
      intro="Every admin and analyst action, and the system’s deletions: who did what to which row, and when."
    >
      <form onSubmit={submit} aria-label="Filter the audit log" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <LabelledField label="Action">
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
        </LabelledField>
        <LabelledField label="Target type">
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
        </LabelledField>
        <LabelledField label="Target id">
          {(id) => <input id={id} value={draft.targetId} maxLength={200} onChange={set('targetId')} className={control} />}
        </LabelledField>
        <LabelledField label="Who (e-mail or user id)">
          {(id) => <input id={id} value={draft.actor} maxLength={254} onChange={set('actor')} className={control} />}
        </LabelledField>
        <LabelledField label="From">
          {(id) => <input id={id} type="date" value={draft.from} onChange={set('from')} className={control} />}
        </LabelledField>
        <LabelledField label="To">
          {(id) => <input id={id} type="date" value={draft.to} onChange={set('to')} className={control} />}
        </LabelledField>
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

      <PagedResults
        query={log}
        count={entries.length}
        empty={filtered ? 'No entries match these filters.' : 'Nothing has been recorded yet.'}
      >
        <AdminTable caption="Audit entries, newest first" columns={['When', 'Who', 'Action', 'Target', 'Details']}>
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
        </AdminTable>
      </PagedResults>
    </AdminSection>
  );
}
