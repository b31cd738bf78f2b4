import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from './faq-entries';

/** Questions as expandable items; several may be open at once. */
export function FaqList({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root type="multiple" className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <Accordion.Item key={entry.id} value={entry.id} data-testid="faq-item">
          <Accordion.Header>
            <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50">
              {entry.question}
              <ChevronDown
                className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </Accordion.Trigger>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-slate-600">{entry.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
