/**
 * "Have a Medicare Question?" on a page that never hydrates (issue 29), over the HTML ReaderQuestion.tsx
 * prerenders there: the link to the contact form (what works without JavaScript) gives way to the form carried
 * in a <template>, which then behaves as ReaderQuestionForm does: Save stays off while the question is blank;
 * too long, the error shows beside the field (TextArea.enhance.ts) and focus returns to it, with the text kept;
 * saved, the field empties and focus moves to the lasting message (saved, or could not be saved: the text kept).
 */
import { enhanceTextArea } from "@medicare-guide/design-system/components/TextArea/TextArea.enhance.ts";
import { browserStorage, checkQuestion, saveQuestion } from "./storage.ts";

export function enhanceReaderQuestion(doc: Document = document): void {
  for (const template of doc.querySelectorAll<HTMLTemplateElement>(
    "section.mg-reader-question > template[data-mg-reader-question]",
  )) {
    const section = template.parentElement!;
    const fallback = section.querySelector("[data-mg-reader-question-fallback]");
    const body = template.content.cloneNode(true) as DocumentFragment;
    const form = body.querySelector("form");
    const field = body.querySelector("textarea");
    const save = body.querySelector<HTMLButtonElement>('button[type="submit"]');
    const status = body.querySelector("output");
    if (!fallback || !form || !field || !save || !status) continue;
    const outcomes = new Map<string, HTMLTemplateElement>();
    for (const outcome of section.querySelectorAll<HTMLTemplateElement>(":scope > template[data-mg-outcome]")) {
      outcomes.set(outcome.dataset.mgOutcome ?? "", outcome);
      outcome.remove();
    }
    const tooLong = template.dataset.mgTooLong ?? "";
    fallback.replaceWith(body);
    template.remove();

    const textArea = enhanceTextArea(field);
    let showsError = false;
    const setError = (message?: string) => {
      showsError = message !== undefined;
      textArea.setError(message);
    };
    // PlainButton's isDisabled: the native disabled, and data-disabled for its look.
    const updateSave = () => {
      const blank = checkQuestion(field.value) === "blank";
      save.disabled = blank;
      save.toggleAttribute("data-disabled", blank);
    };

    field.addEventListener("input", () => {
      updateSave();
      if (showsError) setError(undefined);
    });
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      const check = checkQuestion(field.value);
      if (check === "blank") return;
      if (check === "too-long") {
        setError(tooLong);
        field.focus();
        return;
      }
      setError(undefined);
      const saved = saveQuestion(field.value, browserStorage);
      const alert = outcomes.get(saved ? "saved" : "failed");
      status.replaceChildren(alert ? alert.content.cloneNode(true) : "");
      if (saved) {
        textArea.reset();
        updateSave();
      }
      // The Save button turns off once the field is empty: focus goes to the message, which is read out.
      requestAnimationFrame(() => status.focus());
    });
  }
}
