import { useEffect, useRef, type SyntheticEvent } from 'react';

/**
 * A `<dialog>` shown modal for as long as it is mounted: spread `ref` and `onCancel` on it. Escape closes it through
 * `onClose`, unless `busy` (a request under way must end first). On closing, the element that had the focus when it
 * opened (its opener) gets it back, if it is still on the page: the dialog leaves the page as it closes, too late for
 * the browser to give it back itself.
 */
export function useModal(onClose: () => void, busy = false) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  const onCancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onClose();
  };
  return { ref, onCancel };
}
