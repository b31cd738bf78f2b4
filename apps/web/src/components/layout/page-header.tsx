import type { ReactNode } from 'react';

/** The dark band at the top of every inner page, under the transparent navigation. */
export function PageHeader({ eyebrow, title, children }: { eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <header className="bg-slate-900 px-4 pt-32 pb-16 text-center text-white sm:pt-36 sm:pb-20 print:bg-white print:py-4 print:text-slate-900">
      <div className="mx-auto max-w-3xl">
        {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-500 uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {children && <div className="mt-4 text-lg text-slate-300">{children}</div>}
      </div>
    </header>
  );
}
