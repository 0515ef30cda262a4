/**
 * "Based on your answers" on a guidance page that never hydrates (issue 29), from the <template> QuizNote.tsx's
 * QuizNoteTemplate prerenders there (each outcome's note as QuizNote renders it). Does what the hydrated page
 * does: visitors with the quiz's answers on this device when the page opens see the note for them (quiz-note.ts,
 * the same rules), in the same place, and it follows a change of the saved answers (another tab retaking the
 * quiz); without saved answers when the page opens, no note (PathView's QuizNoteIfAnswered).
 */
import { QUIZ_ANSWERS_STORAGE_KEY } from "@medicare-guide/content/quiz/storage-key";
import { PATH_SLUGS, type PathSlug } from "@medicare-guide/content/quiz/path-slugs";
import { browserStorage } from "../../components/Checklist/device-storage.ts";
import { quizNoteFor, readQuizAnswers, type QuizNote } from "./quiz-note.ts";

/** Whether this device holds the quiz's saved answers (storage that cannot be read holds none). */
function hasQuizAnswers(): boolean {
  try {
    return Boolean(browserStorage()?.getItem(QUIZ_ANSWERS_STORAGE_KEY));
  } catch {
    return false;
  }
}

/** The note for `note`, built from the template's outcome; null when the template lacks it. */
function noteElement(template: HTMLTemplateElement, note: QuizNote): Element | null {
  const outcome =
    note.kind === "other-page" ? `other-page:${note.suggested}` : note.reasons.length ? "because" : "fallback";
  const section = template.content.querySelector(`[data-mg-note="${outcome}"] > section`)?.cloneNode(true);
  if (!(section instanceof Element)) return null;
  const list = section.querySelector("ul");
  if (list && note.kind === "this-page") {
    const marked = new Map(
      Array.from(list.querySelectorAll("li[data-mg-reason]"), (item) => [item.getAttribute("data-mg-reason"), item]),
    );
    list.replaceChildren(
      ...note.reasons.flatMap((reason) => {
        const item = marked.get(`${reason.question}.${reason.value}`);
        item?.removeAttribute("data-mg-reason");
        return item ? [item] : [];
      }),
    );
  }
  return section;
}

export function enhanceQuizNote(doc: Document = document): void {
  const template = doc.querySelector<HTMLTemplateElement>("template[data-mg-quiz-note]");
  const slug = template?.dataset.mgQuizNote as PathSlug | undefined;
  if (!template || !slug || !PATH_SLUGS.includes(slug) || !hasQuizAnswers()) return;
  // Where the note is: the template's place, kept by the template while there is no note.
  let shown: Element = template;
  const show = () => {
    const answers = readQuizAnswers(browserStorage());
    const next = (answers && noteElement(template, quizNoteFor(slug, answers))) ?? template;
    // The same note stays as it is (focus on its link is not lost when another key of storage changes).
    if (next === shown || (next !== template && next.isEqualNode(shown))) return;
    shown.replaceWith(next);
    shown = next;
  };
  show();
  doc.defaultView?.addEventListener("storage", show);
}
