import { Link, useRouteError } from 'react-router';

/** Shown when a page fails to load (for example a chunk that is gone after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-slate-900 px-4 text-center text-white">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-300">The page could not be loaded. Reloading usually fixes this.</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-brand-700 px-5 py-3 font-semibold"
        >
          Reload
        </button>
        <Link to="/" className="rounded-lg border border-white/40 px-5 py-3 font-semibold">
          Go home
        </Link>
      </div>
    </main>
  );
}
