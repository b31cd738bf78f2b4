import { useEffect, useRef } from 'react';
import { buttonStyles } from './button-styles';

/**
 * Moves focus to the first row a "Show more" added, since the button itself may go away with the last page.
 * `shown` is the number of rows on screen; `rowSelector` finds the rows inside the returned container ref.
 */
export function useFocusFirstNew<T extends HTMLElement>(shown: number, rowSelector: string) {
  const container = useRef<T>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || shown <= index) return;
    firstNew.current = null;
    container.current?.querySelectorAll<HTMLElement>(rowSelector)[index]?.focus();
  }, [shown, rowSelector]);
  return { container, markFirstNew: () => (firstNew.current = shown) };
}

export interface MorePages {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  load: () => unknown;
}

/** The next page of a keyset-paged list: a real button while there is one, and a message if it failed. */
export function ShowMore({ noun, more, onLoad }: { noun: string; more: MorePages; onLoad: () => void }) {
  return (
    <>
      {more.failed && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-red-800">
          More {noun} could not be loaded. Please try again.
        </p>
      )}
      {more.hasMore && (
        <button
          type="button"
          className={`${buttonStyles.outline} mt-4`}
          disabled={more.loading}
          onClick={() => {
            onLoad();
            void more.load();
          }}
        >
          {more.loading ? `Loading more ${noun}...` : `Show more ${noun}`}
        </button>
      )}
    </>
  );
}
