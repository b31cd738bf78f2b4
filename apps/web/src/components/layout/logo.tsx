/** The Courtside word mark with its ball. */
export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 text-xl font-extrabold tracking-tight ${className}`}>
      <svg viewBox="0 0 64 64" className="size-7" aria-hidden="true">
        <circle cx="32" cy="32" r="30" fill="#ea580c" />
        <path d="M2 32h60M32 2v60M11 11c12 10 12 32 0 42M53 11c-12 10-12 32 0 42" stroke="#0f172a" strokeWidth="3" fill="none" />
      </svg>
      Courtside
    </span>
  );
}
