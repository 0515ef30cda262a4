import { lazy, Suspense, useEffect, type ComponentType } from "react";
import type { PathChecklistProps } from "./PathChecklist.tsx";
import { browserStorage, checklistStorageKey } from "../../components/Checklist/device-storage.ts";
import { onFirstUse } from "./first-use.ts";

/** The prerendered checklist's id (its fieldset): found by it until its code is there. */
const GROUP_ID = "path-checklist-group";

let use: () => void = () => {};
/** Resolved when the checklist's code is wanted (once per page load). */
const wanted = new Promise<void>((resolve) => (use = resolve));

/**
 * Whether this page load began on a guidance page, with its checklist prerendered (read once, when this module
 * first runs, before hydration; reached by a client-side navigation, the module runs with another page shown).
 * Not read at render: React hydrates a Suspense boundary after the rest of the page, when the page is already live.
 */
const prerendered = typeof document !== "undefined" && document.getElementById(GROUP_ID) !== null;

/**
 * The prerender renders the checklist at once (a top-level await on the server only: a lazy component there
 * would stream the checklist after the page, hidden until a script moves it). In the browser it is lazy: while
 * hydrating, the prerendered checklist is kept as it is (native checkboxes, which tick) until `wanted`.
 */
const PathChecklist: ComponentType<PathChecklistProps> = import.meta.env.SSR
  ? (await import("./PathChecklist.tsx")).PathChecklist
  : lazy(async () => {
      if (prerendered) await wanted;
      return { default: (await import("./PathChecklist.tsx")).PathChecklist };
    });

/** Saved ticks to show, or storage that cannot be read (the checklist then says ticks are not kept): needed now. */
function neededNow(slug: PathChecklistProps["slug"]): boolean {
  try {
    const storage = browserStorage();
    return !storage || storage.getItem(checklistStorageKey(slug)) !== null;
  } catch {
    return true;
  }
}

/**
 * A guidance page's checklist, its code loaded on first use (issue 10: code the page does not need before
 * interaction loads on first use). Prerendered, its checkboxes tick natively; the code that keeps the ticks
 * on this device and shows the progress loads when the visitor reaches for the checklist or it comes near
 * the viewport, or at once when saved ticks are to be shown or storage is blocked (as before: right after
 * hydration). Reached by a link from another page, the checklist is built at once. Ticks made before the code
 * arrived are kept and saved (PathChecklist).
 */
export function ChecklistOnFirstUse(props: Omit<PathChecklistProps, "id">) {
  const { slug } = props;
  useEffect(() => {
    const group = document.getElementById(GROUP_ID);
    if (!group || neededNow(slug)) {
      use();
      return;
    }
    return onFirstUse(group.closest("section") ?? group, use);
  }, [slug]);
  return (
    <Suspense fallback={null}>
      <PathChecklist id={GROUP_ID} {...props} />
    </Suspense>
  );
}
