import { useEffect, useId, useRef, type ReactNode } from 'react';
import { QueryStatus } from './query-results';

interface DetailQuery<T> {
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
  error: Error | null;
  data: T | undefined;
}

/**
 * The panel beside a back-office list that shows the open row: a heading (`title`, named once the details have
 * loaded), a close button, then the details (`children`) when they arrive.
 */
export function DetailPanel<T>({
  query,
  title,
  closeLabel,
  onClose,
  children,
}: {
  query: DetailQuery<T>;
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // Opening a row moves focus to its panel (again once it has loaded), so a keyboard user lands on the details.
  useEffect(() => {
    headingRef.current?.focus();
  }, [query.isSuccess]);

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-start justify-between gap-3">
        <h3
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-bold break-words text-slate-900 focus:outline-none"
        >
          {title}
        </h3>
        <button type="button" onClick={onClose} className="shrink-0 rounded-md px-2 py-1 text-sm text-slate-700 underline">
          {closeLabel}
        </button>
      </div>
      <QueryStatus query={query} />
      {query.data !== undefined && children(query.data)}
    </section>
  );
}

/** A titled part of a detail panel, set off from the one before it. */
export function DetailPart({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="border-t border-slate-200 pt-4">
      <h4 id={id} className="font-semibold text-slate-900">
        {title}
      </h4>
      <div className="mt-2">{children}</div>
    </section>
  );
}

/** A detail panel's figures, as a list of `Fact`s in two columns on a wide screen. */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">{children}</dl>;
}

/** One figure of a detail panel: its label over its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
