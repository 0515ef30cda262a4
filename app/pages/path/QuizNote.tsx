import { useMemo } from "react";
import en from "../../../locales/en/path-quiz-note.json";
import es from "../../../locales/es/path-quiz-note.json";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Callout } from "@medicare-guide/design-system";
import { localizedPathRoute, type PathSlug } from "@medicare-guide/content/quiz/options";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { browserStorage } from "./checklist-storage.ts";
import { parseStoredAnswers, quizNoteFor, readQuizAnswers } from "./quiz-note.ts";
import { useBrowserSnapshot } from "./use-browser-snapshot.ts";
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
  const { t } = useTranslation("path-quiz-note");
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
                <li key={reason.question}>{translateDataKey(t, `reasons.${reason.question}.${reason.value}`)}</li>
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
