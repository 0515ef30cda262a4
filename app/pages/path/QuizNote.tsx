import { useMemo } from "react";
import en from "../../../locales/en/path-quiz-note.json";
import es from "../../../locales/es/path-quiz-note.json";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout } from "@medicare-guide/design-system";
import { localizedPathRoute, PATH_SLUGS, type PathSlug, type QuestionId } from "@medicare-guide/content/quiz/options";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { browserStorage } from "../../components/Checklist/device-storage.ts";
import { parseStoredAnswers, quizNoteFor, readQuizAnswers, type QuizNote as Note } from "./quiz-note.ts";
import { useBrowserSnapshot } from "../../components/Checklist/use-browser-snapshot.ts";
import { registerStrings, translateDataKey } from "../../i18n/index.ts";

// Its own strings, loaded with the note (only for visitors who took the quiz), not with every guide.
registerStrings("path-quiz-note", { en, es });

export interface QuizNoteProps {
  slug: PathSlug;
  lang: Lang;
}

/**
 * "Based on your answers": shown only to visitors who took the quiz on this
 * device (its saved answers), after hydration. Names the answers that led to this
 * guide, or points to the guide the answers lead to, and offers to retake the quiz.
 */
export function QuizNote({ slug, lang }: QuizNoteProps) {
  // "" on the server, during hydration and without saved answers: no note.
  const saved = useBrowserSnapshot(() => {
    const answers = readQuizAnswers(browserStorage());
    return answers ? JSON.stringify(answers) : "";
  });
  const note = useMemo(() => {
    const answers = parseStoredAnswers(saved);
    return answers ? quizNoteFor(slug, answers) : null;
  }, [saved, slug]);

  if (!note) return null;
  return <QuizNoteView note={note} lang={lang} />;
}

/** The note for these answers' outcome (`reasonMark` marks each reason with its question and answer, for a template). */
function QuizNoteView({ note, lang, reasonMark }: { note: Note; lang: Lang; reasonMark?: boolean }) {
  const { t } = useTranslation("path-quiz-note");
  return (
    <section aria-labelledby="path-quiz-note" className="mg-path__quiz-note">
      <Callout variant="info" heading={<span id="path-quiz-note">{t("title")}</span>} headingLevel={2}>
        {note.kind === "other-page" ? (
          <p>
            {t("otherPage")}{" "}
            <RouterLink to={localizedPathRoute(note.suggested, lang)}>
              {translateDataKey(t, `routes:path-${note.suggested}`)}
            </RouterLink>
          </p>
        ) : note.reasons.length === 0 ? (
          <p>{t("fallback")}</p>
        ) : (
          <>
            <p>{t("because")}</p>
            <ul>
              {note.reasons.map((reason) => (
                <li
                  key={`${reason.question}.${reason.value}`}
                  data-mg-reason={reasonMark ? `${reason.question}.${reason.value}` : undefined}
                >
                  {translateDataKey(t, `reasons.${reason.question}.${reason.value}`)}
                </li>
              ))}
            </ul>
          </>
        )}
        <p>
          <RouterLink to={routeHref("find-your-path", lang)} className="mg-path__standalone-link">
            {t("retake")}
          </RouterLink>
        </p>
      </Callout>
    </section>
  );
}

/** Every answer a note can name as a reason: the reasons its strings hold (the same keys in both languages). */
const ALL_REASONS = Object.entries(en.reasons).flatMap(([question, values]) =>
  Object.keys(values).map((value) => ({ question: question as QuestionId, value })),
);

/**
 * The note on a page that never hydrates (issue 29): each outcome's note, as QuizNote renders it, in a
 * <template> (`data-mg-note`: another guide's slug, "fallback", or "because" with every reason marked) for
 * QuizNote.enhance.ts, which shows the one the saved answers lead to.
 */
export function QuizNoteTemplate({ slug, lang }: QuizNoteProps) {
  const outcomes: { id: string; note: Note }[] = [
    ...PATH_SLUGS.filter((other) => other !== slug).map((other) => ({
      id: `other-page:${other}`,
      note: { kind: "other-page", suggested: other } as const,
    })),
    { id: "fallback", note: { kind: "this-page", rule: 6, reasons: [] } },
    { id: "because", note: { kind: "this-page", rule: 1, reasons: ALL_REASONS } },
  ];
  return (
    <template data-mg-quiz-note={slug}>
      {outcomes.map(({ id, note }) => (
        <div key={id} data-mg-note={id}>
          <QuizNoteView note={note} lang={lang} reasonMark />
        </div>
      ))}
    </template>
  );
}
