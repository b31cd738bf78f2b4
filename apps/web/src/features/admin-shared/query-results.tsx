import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';

interface QueryState {
  isPending: boolean;
  isError: boolean;
  error: Error | null;
}

interface PagedQueryState extends QueryState {
  isSuccess: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** A spinner while a query loads, and its error if it failed. */
export function QueryStatus({ query }: { query: QueryState }) {
  return (
    <>
      {query.isPending && <Spinner className="size-6" />}
      {query.isError && (
        <p role="alert" className="text-red-700">
          {query.error?.message}
        </p>
      )}
    </>
  );
}

/**
 * A paged back-office list: loading and error states, `empty` when nothing matched, the list itself (`children`)
 * once `count` rows have arrived, and a "Load more" button while the server has more pages.
 */
export function PagedResults({
  query,
  count,
  empty,
  children,
}: {
  query: PagedQueryState;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <div>
      <QueryStatus query={query} />
      {query.isSuccess && count === 0 && <p className="text-slate-600">{empty}</p>}
      {count > 0 && children}
      {query.hasNextPage && (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mt-4 inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-900 hover:bg-slate-50"
        >
          {query.isFetchingNextPage && <Spinner />}
          Load more
        </button>
      )}
    </div>
  );
}
