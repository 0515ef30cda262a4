import { ToastRegion } from "@medicare-guide/design-system";
import { AriaLocale } from "../components/AriaLocale/index.ts";

/**
 * The toast region in a module of its own: root.tsx loads it once the page has hydrated and the browser
 * is idle, so its code is not in the first download (issue "Useful from the first paint"). Toasts are
 * never the only place of a message (house rule), and any queued before it mounts show when it does.
 */
export default function ToastHost() {
  return (
    <AriaLocale>
      <ToastRegion />
    </AriaLocale>
  );
}
