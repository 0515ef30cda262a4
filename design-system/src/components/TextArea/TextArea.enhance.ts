/**
 * A text area on a page that never hydrates (issue 29), over the HTML TextArea.tsx renders: its character count
 * follows the typing (shown at once, announced politely once typing pauses, as TextArea does), and the error
 * beside the field is shown and cleared the way TextArea renders it (NativeError, tied by aria-describedby).
 */
import { characterCount, pluralWords } from "./character-count.ts";

export interface EnhancedTextArea {
  /** Shows `message` beside the field and marks it invalid; no message clears both. */
  setError(message?: string): void;
  /** A fresh, empty field: the count says the limit again. */
  reset(): void;
}

/** How long after typing stops the count is announced (TextArea's countAnnounceDelay default). */
const ANNOUNCE_DELAY_MS = 1000;

export function enhanceTextArea(field: HTMLTextAreaElement): EnhancedTextArea {
  const box = field.closest<HTMLElement>(".mg-textarea")!;
  const count = box.querySelector<HTMLElement>(".mg-textarea__count[data-mg-limit]");
  const live = count?.nextElementSibling?.matches("[aria-live]") ? count.nextElementSibling : null;
  const lang = field.closest<HTMLElement>("[lang]")?.lang || "en";
  const limitText = field.id ? (box.ownerDocument.getElementById(`${field.id}-limit`)?.textContent ?? "") : "";
  let hasTyped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function showCount(): void {
    if (!count?.dataset.mgRemainingOther || !count.dataset.mgOverOther) return;
    const data = count.dataset;
    const { text, over } = characterCount(field.value.length, Number(data.mgLimit), hasTyped, {
      limit: () => limitText,
      remaining: (n) => pluralWords({ one: data.mgRemainingOne, other: data.mgRemainingOther }, lang, n),
      over: (n) => pluralWords({ one: data.mgOverOne, other: data.mgOverOther }, lang, n),
    });
    count.textContent = text;
    count.classList.toggle("mg-textarea__count--over", over);
    clearTimeout(timer);
    if (!live) return;
    // A fresh field is silent at once (TextArea remounts); typing is announced once it pauses.
    if (!hasTyped) live.textContent = "";
    else timer = setTimeout(() => (live.textContent = text), ANNOUNCE_DELAY_MS);
  }

  field.addEventListener("input", () => {
    hasTyped = true;
    showCount();
  });

  return {
    setError(message) {
      const errorId = `${field.id}-error`;
      box.ownerDocument.getElementById(errorId)?.remove();
      const ids = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
      if (message) {
        const error = box.ownerDocument.createElement("span");
        error.id = errorId;
        error.className = "mg-field__error";
        const prefix = box.ownerDocument.createElement("span");
        prefix.className = "mg-visually-hidden";
        prefix.textContent = box.dataset.mgErrorPrefix ?? "";
        error.append(prefix, ` ${message}`);
        field.before(error);
        // TextArea's order: hint, error, then the rest (the count's limit).
        const hintAt = ids.indexOf(`${field.id}-hint`);
        ids.splice(hintAt + 1, 0, errorId);
        field.setAttribute("aria-invalid", "true");
        box.setAttribute("data-invalid", "true");
      } else {
        field.removeAttribute("aria-invalid");
        box.removeAttribute("data-invalid");
      }
      if (ids.length > 0) field.setAttribute("aria-describedby", ids.join(" "));
      else field.removeAttribute("aria-describedby");
    },
    reset() {
      field.value = "";
      hasTyped = false;
      showCount();
    },
  };
}
