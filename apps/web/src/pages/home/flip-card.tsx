import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';

export interface FlipCardProps {
  icon: LucideIcon;
  title: string;
  summary: string;
  details: string;
}

/**
 * A card that turns over to show its longer description: on hover, on keyboard focus, and on tap
 * (tap again to turn it back). Both faces stay in the accessibility tree.
 */
export function FlipCard({ icon: Icon, title, summary, details }: FlipCardProps) {
  const [flipped, setFlipped] = useState(false);
  return (
    <div className="group h-64 perspective-[1000px]" data-testid="flip-card" data-flipped={flipped}>
      <div
        role="button"
        tabIndex={0}
        aria-pressed={flipped}
        aria-label={`${title}: ${details}`}
        onClick={() => setFlipped((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setFlipped((value) => !value);
          }
        }}
        className={`relative size-full cursor-pointer rounded-2xl transition-transform duration-500 transform-3d group-hover:rotate-y-180 focus-visible:rotate-y-180 focus-visible:outline-offset-4 ${
          flipped ? 'rotate-y-180' : ''
        }`}
      >
        <div className="absolute inset-0 flex flex-col items-center justify-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm backface-hidden">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Icon className="size-7" aria-hidden="true" />
          </span>
          <h3 className="mt-4 text-xl font-bold text-slate-900">{title}</h3>
          <p className="mt-2 text-slate-600">{summary}</p>
        </div>
        <div className="absolute inset-0 flex flex-col items-center justify-center rounded-2xl bg-slate-900 p-6 text-center text-white rotate-y-180 backface-hidden">
          <h3 className="text-lg font-bold text-brand-500">{title}</h3>
          <p className="mt-3 text-slate-200">{details}</p>
        </div>
      </div>
    </div>
  );
}
