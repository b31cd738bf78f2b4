import type { ReactNode } from 'react';

/** A titled part of a report page (a game's statistics, a team's season), kept whole on a printed page when it fits. */
export function ReportSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4 print:break-inside-avoid-page">
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
