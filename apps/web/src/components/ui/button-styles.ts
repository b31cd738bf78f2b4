const base =
  'inline-flex items-center justify-center gap-2 rounded-lg px-5 py-3 text-base font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/** Class names for the three button looks, shared by <button> and <Link>. */
export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-600`,
  secondary: `${base} border border-white/40 bg-white/10 text-white hover:bg-white/20 focus-visible:outline-white`,
  outline: `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 focus-visible:outline-brand-600`,
} as const;

/** A small outlined link or button, for the downloads beside a report. */
export const smallButtonStyle =
  'inline-flex items-center gap-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600';
