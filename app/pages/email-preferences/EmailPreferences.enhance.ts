/**
 * The buttons of /email-preferences (confirm, unsubscribe, delete my data) on a page that never hydrates (issue
 * 29), over the HTML EmailPreferencesPage's ChoiceForm prerenders. Without this module each button posts its
 * plain form to the page's own URL, signed link included, and the server redirects to the outcome page. Offline,
 * that post gave the browser's own error page and left the e-mail link behind (issue 28, "Works on a bad
 * connection": "sending offline says clearly that nothing was sent ... no silent background retry of personal
 * data"). With it, the same post is sent once by fetch:
 * - the server answered with its redirect: the browser goes to the outcome page;
 * - nothing reached a server (the device says it is offline, or fetch failed): nothing was sent, and the form
 *   says so as the quiz does (FormFrame's "not sent"): an error summary at the top of the form, which takes focus
 *   and is heard whole (its list is its description), and the same message beside the button, which describes
 *   the button. The visitor stays on this URL, link intact, and presses the button again once connected;
 * - a server answered with an error: "this did not work", shown the same way.
 */
import { focusField } from "@medicare-guide/design-system/components/ErrorSummary/focusField.ts";
import { postForm, type SendDeps } from "../../components/FormFrame/send-result.ts";

export interface ChoiceDeps extends SendDeps {
  /** Opens the outcome page (a whole-page load). */
  go?: (url: string) => void;
}

/** What the log may name: never the page's address, which holds the signed link. */
const LOG_LABEL = "email-preferences";

function clone(form: HTMLFormElement, selector: string): HTMLElement | null {
  const template = form.querySelector<HTMLTemplateElement>(`:scope > template[${selector}]`);
  const first = template?.content.firstElementChild;
  return first instanceof HTMLElement ? (first.cloneNode(true) as HTMLElement) : null;
}

function enhanceChoice(form: HTMLFormElement, deps: ChoiceDeps): void {
  const summary = clone(form, "data-mg-send-summary");
  const notice = clone(form, "data-mg-send-notice");
  const target = form.querySelector<HTMLElement>(".mg-form-frame__not-sent-target[id]");
  const button = target?.querySelector<HTMLButtonElement>('button[type="submit"]');
  const link = summary?.querySelector<HTMLAnchorElement>("a[href]");
  if (!summary || !notice || !target || !button || !link) return;
  const messages = { "not-sent": form.dataset.mgNotSent ?? "", failed: form.dataset.mgFailed ?? "" };
  const go = deps.go ?? ((url: string) => window.location.assign(url));
  let sending = false;
  // From here this module answers the presses (the early script stands aside).
  form.setAttribute("data-mg-enhanced", "");

  // The summary's link focuses the button (it still jumps to it if that fails), as in every form's summary.
  link.addEventListener("click", (event) => {
    if (focusField(target.id)) event.preventDefault();
  });

  // What a press before this module ran may have shown (EmailPreferences.early.ts) goes too.
  const clear = () => {
    for (const shown of form.querySelectorAll(":scope > .mg-error-summary, .mg-form-frame__not-sent")) shown.remove();
    summary.remove();
    notice.remove();
    button.removeAttribute("aria-describedby");
  };
  const show = (message: string) => {
    link.textContent = message;
    notice.textContent = message;
    form.prepend(summary);
    target.after(notice);
    button.setAttribute("aria-describedby", notice.id);
    summary.focus();
  };

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    // One send at a time: a second press while the first is on its way sends nothing more.
    if (sending) return;
    sending = true;
    clear();
    const fields = new URLSearchParams();
    for (const [name, value] of new FormData(form)) if (typeof value === "string") fields.append(name, value);
    // The form has no action attribute: it posts to this page's URL, signed link included. (Not form.action:
    // the field named "action" shadows that property.)
    void postForm(form.ownerDocument.URL, fields, LOG_LABEL, deps).then(({ result, response }) => {
      const outcome = result === "sent" && response?.redirected ? new URL(response.url) : undefined;
      // Only a page of this site (fail closed: anything else is shown as a problem, not followed). While the
      // outcome page loads, a further press sends nothing.
      if (outcome && outcome.origin === window.location.origin) return go(outcome.href);
      sending = false;
      show(messages[result === "not-sent" ? "not-sent" : "failed"]);
    });
  });
}

export function enhanceEmailPreferences(doc: Document = document, deps: ChoiceDeps = {}): void {
  for (const form of doc.querySelectorAll<HTMLFormElement>("form[data-mg-email-choice]")) enhanceChoice(form, deps);
}
