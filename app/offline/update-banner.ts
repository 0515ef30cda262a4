/**
 * The update flow (issue 28, "updates"): a new service worker installs and then waits (it never takes over on its
 * own), so the open pages keep the version they were loaded with until every tab of the site is closed. Meanwhile
 * a polite banner after the header offers "Use the new version". Choosing it activates the new worker and reloads
 * this page, unless the visitor has typed something on it (unsaved-input.ts): then nothing is reloaded, and the
 * banner says the new version comes with the next page opened.
 */
import type { ConnectionStrings } from "./connection-strings.ts";
import { insertAfterHeader, liveRegion } from "./page-region.ts";
import { hasUnsavedInput, type FieldBaseline } from "./unsaved-input.ts";

export const UPDATE_BANNER_CLASS = "mg-update-banner";

interface UpdateContext {
  doc: Document;
  strings: ConnectionStrings;
  /** The page's fields as loaded (unsaved-input.ts). */
  baseline: FieldBaseline;
}

function offerUpdate({ doc, strings, baseline }: UpdateContext, worker: ServiceWorker): void {
  if (doc.querySelector(`.${UPDATE_BANNER_CLASS}`)) return;
  const banner = doc.createElement("div");
  banner.className = UPDATE_BANNER_CLASS;
  const message = liveRegion(doc, `${UPDATE_BANNER_CLASS}__text`);
  const button = doc.createElement("button");
  button.type = "button";
  button.className = "mg-button mg-button--primary";
  button.textContent = strings.update.button;
  banner.append(message, button);
  insertAfterHeader(doc, banner);
  window.setTimeout(() => {
    message.textContent = strings.update.text;
  }, 100);
  button.addEventListener("click", () => {
    if (hasUnsavedInput(doc, baseline)) {
      message.textContent = strings.update.waitForForm;
      // The button goes; focus moves to the words that replace it, never to the top of the page.
      message.tabIndex = -1;
      button.remove();
      message.focus();
    } else {
      navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
    }
    // ServiceWorker.postMessage has no targetOrigin (the rule is about Window.postMessage): the worker is ours.
    // oxlint-disable-next-line unicorn/require-post-message-target-origin
    worker.postMessage({ type: "SKIP_WAITING" });
  });
}

/** Offers the update when a new worker is installed and waiting while an older one controls this page. */
export function watchForUpdates(context: UpdateContext, registration: ServiceWorkerRegistration): void {
  const container = navigator.serviceWorker;
  if (registration.waiting && container.controller) offerUpdate(context, registration.waiting);
  registration.addEventListener("updatefound", () => {
    const installing = registration.installing;
    installing?.addEventListener("statechange", () => {
      if (installing.state === "installed" && container.controller) offerUpdate(context, installing);
    });
  });
}
