import { PageHeader } from './page-header';

export interface LegalSection {
  title: string;
  paragraphs: string[];
}

/** A numbered legal document with a table of contents. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: string;
  sections: LegalSection[];
}) {
  const anchor = (index: number) => `section-${index + 1}`;
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        Last updated {updated}
      </PageHeader>
      <div className="px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <p className="text-lg text-slate-700">{intro}</p>
          <nav aria-label="Sections" className="mt-8 rounded-xl bg-slate-50 p-5">
            <ol className="grid list-decimal gap-1 pl-5 text-sm sm:grid-cols-2">
              {sections.map((section, index) => (
                <li key={section.title}>
                  <a href={`#${anchor(index)}`} className="text-brand-700 hover:underline">
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          {sections.map((section, index) => (
            <section key={section.title} id={anchor(index)} className="mt-10 scroll-mt-24" data-testid="legal-section">
              <h2 className="text-xl font-bold text-slate-900">
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-3 text-slate-700">
                  {paragraph}
                </p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
