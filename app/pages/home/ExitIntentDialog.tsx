import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { EXIT_INTENT_DELAY_MS, isLeavingThroughTop, markShown, wasShown } from "./exit-intent.ts";

const loadModal = () => import("./ExitIntentModal.tsx");
const ExitIntentModal = lazy(loadModal);

/**
 * The home page's exit-intent invitation to the quiz: an accessible modal
 * (labelled, focus moved in and returned, Escape and "Maybe later" close it).
 * Mouse users only: it never interrupts keyboard or touch use. The modal's code loads once the
 * invitation is armed (after the delay), so it is not part of the page's first download.
 */
export function ExitIntentDialog() {
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and return focus.
  const [used, setUsed] = useState(false);
  const done = useRef(false);

  useEffect(() => {
    const session = typeof sessionStorage === "undefined" ? undefined : sessionStorage;
    if (wasShown(session)) return;
    let armed = false;
    const timer = setTimeout(() => {
      armed = true;
      void loadModal();
    }, EXIT_INTENT_DELAY_MS);
    const onOut = (event: MouseEvent) => {
      if (!armed || done.current || !isLeavingThroughTop(event)) return;
      done.current = true;
      markShown(session);
      setUsed(true);
      setOpen(true);
    };
    document.addEventListener("mouseout", onOut);
    return () => {
      clearTimeout(timer);
      document.removeEventListener("mouseout", onOut);
    };
  }, []);

  return used ? (
    <Suspense fallback={null}>
      <ExitIntentModal isOpen={isOpen} onOpenChange={setOpen} />
    </Suspense>
  ) : null;
}
