/**
 * Toasts on a page that never hydrates (issue 29), from the <template> ToastTemplate.tsx prerenders: the same
 * region and toast as `<ToastRegion />` and `toast()`, and the same rules. A toast is only ever an extra heads-up
 * (the page says the same beside its cause). The region is a landmark that exists only while a toast shows; F6
 * moves focus to it and F6 again back to where focus was (React Aria's landmark keys). The timeout is at least
 * 8 s (toast-timeout.ts) and pauses while the pointer is over the toasts or focus is inside them. Close removes
 * the toast; when focus was on it, focus goes to the next toast, else back to what had it before the region.
 */
import type { ToastVariant } from "./Toast.tsx";
import { resolveToastTimeout } from "./toast-timeout.ts";

export interface StaticToastOptions {
  /** Close automatically after this many milliseconds (raised to at least 8000); left out, it stays. */
  timeout?: number;
}

/** At most this many toasts show, as `toast()`'s queue (maxVisibleToasts). */
const MAX_VISIBLE = 5;
let nextId = 0;

interface RegionState {
  region: HTMLElement;
  list: HTMLOListElement;
  hovered: boolean;
  focused: boolean;
  /** What had focus before it entered the region (where Close and F6 bring it back). */
  lastFocused: HTMLElement | null;
  timers: Set<ToastTimer>;
}

interface ToastTimer {
  pause(): void;
  resume(): void;
  cancel(): void;
}

const regions = new WeakMap<Document, RegionState>();

function timer(win: Window, ms: number, onDone: () => void): ToastTimer {
  let remaining = ms;
  let started = 0;
  let handle: number | undefined;
  const resume = () => {
    if (handle !== undefined) return;
    started = Date.now();
    handle = win.setTimeout(onDone, remaining);
  };
  const pause = () => {
    if (handle === undefined) return;
    win.clearTimeout(handle);
    handle = undefined;
    remaining -= Date.now() - started;
  };
  return { pause, resume, cancel: pause };
}

function regionOf(doc: Document, template: HTMLTemplateElement): RegionState | null {
  const known = regions.get(doc);
  if (known?.region.isConnected) return known;
  const region = template.content.querySelector<HTMLElement>(".mg-toast-region")?.cloneNode(true) as
    HTMLElement | undefined;
  const list = region?.querySelector("ol");
  if (!region || !list) return null;
  list.replaceChildren();
  const state: RegionState = { region, list, hovered: false, focused: false, lastFocused: null, timers: new Set() };
  const sync = () => {
    for (const t of state.timers) {
      if (state.hovered || state.focused) t.pause();
      else t.resume();
    }
  };
  region.addEventListener("pointerenter", () => ((state.hovered = true), sync()));
  region.addEventListener("pointerleave", () => ((state.hovered = false), sync()));
  region.addEventListener("focusin", (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !region.contains(from)) state.lastFocused = from;
    state.focused = true;
    sync();
  });
  region.addEventListener("focusout", (event) => {
    if (event.relatedTarget instanceof Node && region.contains(event.relatedTarget)) return;
    state.focused = false;
    sync();
  });
  doc.body.append(region);
  regions.set(doc, state);
  return state;
}

function restoreFocus(doc: Document, state: RegionState): void {
  const back = state.lastFocused?.isConnected ? state.lastFocused : doc.body;
  back.focus();
}

/** F6 / Shift+F6: to the notifications and back, while a toast shows. */
function onLandmarkKey(event: KeyboardEvent): void {
  if (event.key !== "F6") return;
  const doc = (event.currentTarget as Document | null) ?? document;
  const state = regions.get(doc);
  if (!state?.region.isConnected) return;
  event.preventDefault();
  if (state.region.contains(doc.activeElement)) restoreFocus(doc, state);
  else {
    state.lastFocused = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    state.region.focus();
  }
}
const withLandmarkKey = new WeakSet<Document>();

/**
 * Shows `message` as a toast of `variant` from the page's ToastTemplate; returns the toast, or null when the page
 * carries no template of that kind (the page's own status says the same, so nothing is lost).
 */
export function showToast(
  doc: Document,
  variant: ToastVariant,
  message: string,
  { timeout }: StaticToastOptions = {},
): HTMLElement | null {
  const template = doc.querySelector<HTMLTemplateElement>(`template[data-mg-toast="${variant}"]`);
  const item = template?.content.querySelector(".mg-toast-region li")?.cloneNode(true) as HTMLLIElement | undefined;
  const state = template && regionOf(doc, template);
  const toast = item?.querySelector<HTMLElement>(".mg-toast");
  const text = item?.querySelector<HTMLElement>("[data-mg-toast-message]");
  const messageBox = item?.querySelector<HTMLElement>(".mg-toast__message");
  if (!state || !item || !toast || !text || !messageBox) return null;
  const win = doc.defaultView ?? window;
  text.replaceWith(message);
  // Each toast is a tab stop, as React Aria's (its Close button follows it).
  toast.tabIndex = 0;
  messageBox.id = `mg-toast-${++nextId}`;
  toast.setAttribute("aria-labelledby", messageBox.id);

  let closeTimer: ToastTimer | null = null;
  const close = () => {
    if (!item.isConnected) return;
    if (closeTimer) state.timers.delete(closeTimer);
    closeTimer?.cancel();
    const hadFocus = item.contains(doc.activeElement);
    const neighbour = (item.nextElementSibling ?? item.previousElementSibling)?.querySelector<HTMLElement>(".mg-toast");
    item.remove();
    if (hadFocus) {
      if (neighbour) neighbour.focus();
      else restoreFocus(doc, state);
    }
    if (state.list.childElementCount === 0) {
      state.region.remove();
      regions.delete(doc);
    }
  };
  item.querySelector(".mg-toast__close")?.addEventListener("click", close);

  // Newest first, as React Aria's region lists them; the oldest beyond the limit goes.
  state.list.prepend(item);
  while (state.list.childElementCount > MAX_VISIBLE) state.list.lastElementChild?.remove();

  const ms = resolveToastTimeout(timeout);
  if (ms !== undefined) {
    closeTimer = timer(win, ms, close);
    state.timers.add(closeTimer);
    if (!state.hovered && !state.focused) closeTimer.resume();
  }
  if (!withLandmarkKey.has(doc)) {
    withLandmarkKey.add(doc);
    doc.addEventListener("keydown", onLandmarkKey);
  }
  return toast;
}
