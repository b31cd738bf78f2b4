import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The frame of the sign-in, sign-up and reset pages: a card under the dark header band. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-slate-900 px-4 pt-28 pb-16">
      <div className="mx-auto max-w-md rounded-2xl bg-white p-8 shadow-xl">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        {subtitle && <p className="mt-2 text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
        {footer && <div className="mt-6 border-t border-slate-200 pt-5 text-sm text-slate-600">{footer}</div>}
      </div>
      <p className="mx-auto mt-6 max-w-md text-center text-sm text-slate-400">
        By continuing you agree to our{' '}
        <Link to="/terms" className="text-slate-200 underline">
          Terms of Service
        </Link>{' '}
        and{' '}
        <Link to="/privacy" className="text-slate-200 underline">
          Privacy Policy
        </Link>
        .
      </p>
    </div>
  );
}

/** A provider or server error, in the red box the spec asks for. */
export function ErrorBox({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/**
 * Where to go after signing in: the `from` query parameter when it is a path of ours, else home. Browsers read a
 * backslash as a slash and drop tabs and line breaks from a URL, so `/\host` or `/<tab>/host` would leave the site
 * as `//host` does: a path holding either is refused.
 */
export function safeReturnPath(from: string | null, fallback = '/'): string {
  return from?.startsWith('/') && !from.startsWith('//') && !/[\\\s]/.test(from) ? from : fallback;
}
