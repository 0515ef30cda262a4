import { useId, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Alert, Button, Heading, Link, TextArea } from "@medicare-guide/design-system";
import { helpLine } from "@medicare-guide/content/contacts";
import en from "../../../locales/en/reader-question.json";
import es from "../../../locales/es/reader-question.json";
import { registerStrings } from "../../i18n/index.ts";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import { browserStorage, checkQuestion, MAX_QUESTION_CHARS, saveQuestion } from "./storage.ts";
import "./ReaderQuestion.css";

registerStrings("reader-question", { en, es });

const noSubscribe = () => () => {};

export interface ReaderQuestionProps {
  /** Outline level of the box's heading (default 2). */
  headingLevel?: 2 | 3;
}

type Outcome = "saved" | "failed" | null;

/**
 * "Have a Medicare Question?": a box where readers note a question. It is kept in
 * this browser only (localStorage `userQuestions`); the confirmation says so and
 * points to Medicare's help line and the contact form. Without JavaScript (the
 * prerendered page) it shows a link to the contact form instead of a form that
 * could not work.
 */
export function ReaderQuestion({ headingLevel = 2 }: ReaderQuestionProps) {
  const { t, i18n } = useTranslation("reader-question");
  const lang: Lang = i18n.language === "es" ? "es" : "en";
  const hydrated = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const headingId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [round, setRound] = useState(0);
  const statusRef = useRef<HTMLOutputElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const medicare = helpLine("medicare");
  const contactHref = routeHref("contact-us", lang);

  const check = checkQuestion(text);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check === "blank") return;
    if (check === "too-long") {
      setError(t("tooLong", { max: MAX_QUESTION_CHARS }));
      fieldRef.current?.focus();
      return;
    }
    setError(undefined);
    const saved = saveQuestion(text, browserStorage);
    setOutcome(saved ? "saved" : "failed");
    if (saved) {
      setText("");
      // A fresh field: its character count starts over.
      setRound((n) => n + 1);
    }
    // The Save button turns off once the field is empty: focus goes to the message, which is read out.
    requestAnimationFrame(() => statusRef.current?.focus());
  }

  return (
    <section className="mg-reader-question" aria-labelledby={headingId} data-print="hide">
      <Heading level={headingLevel} id={headingId}>
        {t("title")}
      </Heading>
      {!hydrated ? (
        <p>
          {t("noJs")} <Link href={contactHref}>{t("noJsLink")}</Link>.
        </p>
      ) : (
        <>
          <p>{t("intro")}</p>
          <form className="mg-reader-question__form" onSubmit={onSubmit} noValidate>
            <TextArea
              key={round}
              label={t("label")}
              description={t("hint", { max: MAX_QUESTION_CHARS })}
              value={text}
              onChange={(value) => {
                setText(value);
                if (error) setError(undefined);
              }}
              rows={3}
              maxChars={MAX_QUESTION_CHARS}
              errorMessage={error}
              inputRef={fieldRef}
              name="question"
            />
            <Button type="submit" isDisabled={check === "blank"} className="mg-reader-question__submit">
              {t("submit")}
            </Button>
          </form>
          <output ref={statusRef} tabIndex={-1} className="mg-reader-question__status">
            {outcome && (
              <Alert
                variant={outcome === "saved" ? "success" : "error"}
                heading={outcome === "saved" ? t("savedTitle") : t("failedTitle")}
              >
                <p>{outcome === "saved" ? t("savedText") : t("failedText")}</p>
                <p>
                  {t("helpCall")} <a href={`tel:${medicare.tel}`}>{medicare.display}</a> ({t("helpTty")} {medicare.tty}
                  ). {t("helpContact")} <Link href={contactHref}>{t("contactLink")}</Link>.
                </p>
              </Alert>
            )}
          </output>
        </>
      )}
    </section>
  );
}
