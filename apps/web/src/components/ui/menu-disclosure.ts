import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useLocation } from 'react-router';

/**
 * A header menu's open state: a button shows or hides its panel; Escape (focus back on the button), a click
 * elsewhere, focus leaving it and a new page close it. Spread `frameProps` on the element holding both, and
 * `buttonProps` on the button; the panel takes the id `panelId`.
 */
export function useMenuDisclosure() {
  const { pathname } = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  // The menu remembers the path it was opened on, so it is closed on any other route.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const open = openedOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenedOn(null);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!frame.current?.contains(event.target as Node)) setOpenedOn(null);
    };
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return {
    open,
    panelId,
    close: () => setOpenedOn(null),
    frameProps: {
      ref: frame,
      onBlur: (event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpenedOn(null);
      },
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpenedOn(open ? null : pathname),
    },
  };
}
