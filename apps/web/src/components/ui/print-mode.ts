import { useSyncExternalStore } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the page has been printed (or shown as printed: the print preview, a PDF printed by a browser
 * driver, `emulateMedia({ media: 'print' })`) since it loaded. Parts that render lazily or a page at a time
 * render in full from then on, so the paper holds everything; the flag stays set, as the parts stay rendered.
 */
let printed = false;
const listeners = new Set<() => void>();

function markPrinted() {
  if (printed) return;
  printed = true;
  // Synchronously: the browser lays the page out for paper as soon as the beforeprint listeners return.
  flushSync(() => listeners.forEach((listener) => listener()));
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('beforeprint', markPrinted);
    printMedia()?.addEventListener('change', onPrintMedia);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.removeEventListener('beforeprint', markPrinted);
      printMedia()?.removeEventListener('change', onPrintMedia);
    }
  };
}

const printMedia = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : null);

function onPrintMedia(event: MediaQueryListEvent) {
  if (event.matches) markPrinted();
}

const snapshot = () => printed || printMedia()?.matches === true;

/** True once the page is being or has been printed: render everything. */
export function usePrinting(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
