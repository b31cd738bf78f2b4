/** A full-page spinner for while a page or the session loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-screen items-center justify-center bg-slate-900" role="status" aria-live="polite">
      <span className="size-10 animate-spin rounded-full border-4 border-slate-600 border-t-brand-500" aria-hidden="true" />
      <span className="sr-only">Loading…</span>
    </div>
  );
}

/** An inline spinner for buttons and small areas. */
export function Spinner({ className = 'size-4' }: { className?: string }) {
  return (
    <span
      className={`${className} inline-block animate-spin rounded-full border-2 border-current border-t-transparent`}
      aria-hidden="true"
    />
  );
}
