import { useEffect, useState } from 'react';

/** The time now, re-rendering every `everyMs` so what is shown against it ("Overdue by", days left) stays true. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
