const base =
  'inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/** Class names for the back office's small buttons, the actions inside a detail panel. */
export const adminButtonStyles = {
  primary: `${base} bg-slate-900 text-white hover:bg-slate-800`,
  outline: `${base} border border-slate-300 bg-white text-slate-900 hover:bg-slate-50`,
  danger: `${base} bg-red-700 text-white hover:bg-red-800`,
  dangerOutline: `${base} border border-red-300 bg-white text-red-800 hover:bg-red-50`,
} as const;
