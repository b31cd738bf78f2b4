import { useId, type ReactNode } from 'react';

/**
 * A back-office section: its heading and what it is for, with the section's own controls (a filter) beside
 * them when it has some, then its content.
 */
export function AdminSection({
  title,
  intro,
  controls,
  children,
}: {
  title: string;
  intro: ReactNode;
  controls?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  // Beside controls the text keeps a readable width, so the controls fit next to it on a wide screen.
  const heading = (
    <div>
      <h2 id={headingId} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <p className={`mt-1 text-slate-600 ${controls ? 'max-w-2xl' : ''}`}>{intro}</p>
    </div>
  );
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      {controls ? (
        <div className="flex flex-wrap items-end justify-between gap-4">
          {heading}
          {controls}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
