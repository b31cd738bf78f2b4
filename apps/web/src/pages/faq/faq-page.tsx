import { Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../components/layout/page-header';
import { FAQ_CATEGORIES, FAQ_ENTRIES, filterFaqs, type FaqCategory } from '../../features/faq/faq-entries';
import { FaqList } from '../../features/faq/faq-list';

const LABELS: Record<FaqCategory, string> = {
  all: 'All',
  general: 'General',
  technical: 'Technical',
  pricing: 'Pricing',
  support: 'Support',
};

export default function FaqPage() {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory>('all');
  const entries = filterFaqs(FAQ_ENTRIES, query, category);

  return (
    <>
      <PageHeader eyebrow="FAQ" title="Frequently asked questions">
        Everything about uploading games, your box score, pricing and support.
      </PageHeader>

      <section className="px-4 py-16">
        <div className="mx-auto max-w-3xl">
          <label className="relative block">
            <span className="sr-only">Search FAQs</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <input
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search FAQs..."
              className="w-full rounded-xl border border-slate-300 py-3 pr-4 pl-12 text-base focus:border-brand-700 focus:outline-none focus-visible:outline-2"
            />
          </label>

          <div className="mt-5 flex flex-wrap gap-2" role="group" aria-label="Categories">
            {FAQ_CATEGORIES.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={category === value}
                onClick={() => setCategory(value)}
                className={`rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                  category === value ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-800 hover:bg-slate-200'
                }`}
              >
                {LABELS[value]}
              </button>
            ))}
          </div>

          <div className="mt-8" aria-live="polite">
            {entries.length > 0 ? (
              <FaqList entries={entries} />
            ) : (
              <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center">
                <p className="text-slate-700">No FAQs found matching your search criteria</p>
                <button
                  type="button"
                  onClick={() => {
                    setQuery('');
                    setCategory('all');
                  }}
                  className="mt-4 rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                >
                  Clear filters
                </button>
              </div>
            )}
          </div>

          <p className="mt-10 text-center text-slate-600">
            Still have a question?{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact us
            </Link>{' '}
            and we will get back to you within 24 hours.
          </p>
        </div>
      </section>
    </>
  );
}
