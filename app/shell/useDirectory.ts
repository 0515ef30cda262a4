import { useCallback, useEffect, useRef, useState, type RefObject } from "react";

import { DIRECTORY_CLOSE_DELAY_MS } from "./Directory.enhance.ts";

export { DIRECTORY_CLOSE_DELAY_MS };

interface Directory {
  isOpen: boolean;
  /** Toggle by click or keyboard (Enter/Space on the button). */
  toggle: () => void;
  /** Close, optionally returning focus to the toggle button. */
  close: (returnFocus?: boolean) => void;
  /** Pointer handlers for the area that holds the nav and the panel. */
  areaProps: {
    onPointerEnter: (e: React.PointerEvent) => void;
    onPointerLeave: (e: React.PointerEvent) => void;
  };
}

/**
 * The header directory's behaviour: opens on mouse hover over the nav and closes
 * 350 ms after the pointer leaves (1.4.13: the pointer can move onto it; it stays
 * until dismissed), and ALSO opens and closes by click and keyboard. Escape closes
 * and returns focus to the button; a click outside or focus leaving closes it.
 */
type Timer = { current: ReturnType<typeof setTimeout> | undefined };
function clearTimer(timer: Timer): void {
  if (timer.current) clearTimeout(timer.current);
  timer.current = undefined;
}

export function useDirectory(
  areaRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
): Directory {
  const [isOpen, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Opened by click/keyboard: stays open when the pointer leaves.
  const pinned = useRef(false);

  const close = useCallback(
    (returnFocus = false) => {
      clearTimer(timer);
      pinned.current = false;
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [buttonRef],
  );

  // A mouse click usually follows the hover that already opened it: the click then
  // keeps it open (pinned) instead of closing it; a second click closes it.
  const toggle = useCallback(() => {
    clearTimer(timer);
    setOpen((open) => {
      if (open && !pinned.current) {
        pinned.current = true;
        return true;
      }
      pinned.current = !open;
      return !open;
    });
  }, []);

  useEffect(() => {
    if (!isOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.stopPropagation();
        close(true);
      }
    };
    const onPointerDown = (e: PointerEvent) => {
      if (areaRef.current && !areaRef.current.contains(e.target as Node)) close(false);
    };
    const onFocusIn = (e: FocusEvent) => {
      if (areaRef.current && !areaRef.current.contains(e.target as Node)) close(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [isOpen, close, areaRef]);

  useEffect(() => () => clearTimer(timer), []);

  const areaProps = {
    onPointerEnter: (e: React.PointerEvent) => {
      if (e.pointerType !== "mouse") return;
      clearTimer(timer);
      setOpen(true);
    },
    onPointerLeave: (e: React.PointerEvent) => {
      if (e.pointerType !== "mouse" || pinned.current) return;
      clearTimer(timer);
      timer.current = setTimeout(() => setOpen(false), DIRECTORY_CLOSE_DELAY_MS);
    },
  };

  return { isOpen, toggle, close, areaProps };
}
