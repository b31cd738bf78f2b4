import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a narrow screen: focusable and named, so a keyboard user can scroll it
 * with the arrow keys and a screen reader announces what it holds. Printed in full.
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600 print:overflow-visible ${className}`}
    >
      {children}
    </div>
  );
}
