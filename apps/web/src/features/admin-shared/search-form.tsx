import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

const SEARCH_DELAY_MS = 300;

export interface SearchBox {
  typed: string;
  type: (text: string) => void;
  submit: (event: { preventDefault(): void }) => void;
}

/**
 * The text of a search box whose applied search `q` lives in the address. `search` gets the trimmed text a
 * moment after typing stops, and at once on Enter. When the address changes under the box (back, a link),
 * the box follows it.
 */
export function useSearchBox(q: string, search: (text: string) => void): SearchBox {
  const [typed, setTyped] = useState(q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    if (typed.trim() !== q) setTyped(q);
  }

  return {
    typed,
    type: (text) => {
      setTyped(text);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => search(text.trim()), SEARCH_DELAY_MS);
    },
    submit: (event) => {
      event.preventDefault();
      clearTimeout(timer.current);
      search(typed.trim());
    },
  };
}

/** A back-office list's search form: the search box, the list's filters (`children`) and a Search button. */
export function SearchForm({ label, box, children }: { label: string; box: SearchBox; children?: ReactNode }) {
  const id = useId();
  return (
    <form role="search" onSubmit={box.submit} className="flex flex-wrap items-end gap-3">
      <div className="min-w-64 flex-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-900">
          {label}
        </label>
        <input
          id={id}
          type="search"
          maxLength={200}
          value={box.typed}
          onChange={(event) => box.type(event.target.value)}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      {children}
      <button type="submit" className="rounded-md bg-slate-900 px-4 py-2 font-semibold text-white hover:bg-slate-800">
        Search
      </button>
    </form>
  );
}
