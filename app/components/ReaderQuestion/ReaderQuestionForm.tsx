import { useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { Alert, PlainButton, Link, TextArea } from "@medicare-guide/design-system";
import { helpLine } from "@medicare-guide/content/contacts";
import { routeHref, type Lang } from "@medicare-guide/content/routes";
import en from "../../../locales/en/reader-question-form.json";
import es from "../../../locales/es/reader-question-form.json";
import { registerStrings } from "../../i18n/index.ts";
import { browserStorage, checkQuestion, MAX_QUESTION_CHARS, saveQuestion } from "./storage.ts";

// The form's own strings come with it (the box's heading and no-JS fallback are in reader-question.json, on every
// page that has the box; issue 10): merged into the same namespace.
registerStrings("reader-question", { en, es });

type Outcome = "saved" | "failed";

/** The lasting message after Save: saved on this device, or not (and where to get an answer either way). */
function OutcomeAlert({ outcome }: { outcome: Outcome }) {
  const { t, i18n } = useTranslation("reader-question");
  const lang: Lang = i18n.language === "es" ? "es" : "en";
  const medicare = helpLine("medicare");
  return (
    <Alert
      variant={outcome === "saved" ? "success" : "error"}
      heading={outcome === "saved" ? t("savedTitle") : t("failedTitle")}
    >
      <p>{outcome === "saved" ? t("savedText") : t("failedText")}</p>
      <p>
        {t("helpCall")} <a href={`tel:${medicare.tel}`}>{medicare.display}</a> ({t("helpTty")} {medicare.tty}
        ). {t("helpContact")} <Link href={routeHref("contact-us", lang)}>{t("contactLink")}</Link>.
      </p>
    </Alert>
  );
}

interface FieldsProps {
  text?: string;
  error?: string;
  round?: number;
  onChange?: (value: string) => void;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  fieldRef?: Ref<HTMLTextAreaElement>;
  statusRef?: Ref<HTMLOutputElement>;
  /** What the status holds (the outcome's alert). */
  status?: ReactNode;
}

/** The intro, the form and its status: the one markup of the React form and of the reading page's template. */
function ReaderQuestionFields({ text, error, round, onChange, onSubmit, fieldRef, statusRef, status }: FieldsProps) {
  const { t } = useTranslation("reader-question");
  return (
    <>
      <p>{t("intro")}</p>
      <form className="mg-reader-question__form" onSubmit={onSubmit} noValidate>
        <TextArea
          key={round}
          label={t("label")}
          description={t("hint", { max: MAX_QUESTION_CHARS })}
          value={text}
          onChange={onChange}
          rows={3}
          maxChars={MAX_QUESTION_CHARS}
          errorMessage={error}
          inputRef={fieldRef}
          name="question"
        />
        <PlainButton
          type="submit"
          isDisabled={checkQuestion(text ?? "") === "blank"}
          className="mg-reader-question__submit"
        >
          {t("submit")}
        </PlainButton>
      </form>
      <output ref={statusRef} tabIndex={-1} className="mg-reader-question__status">
        {status}
      </output>
    </>
  );
}

/**
 * What a page that never hydrates carries (issue 29): the form as React renders it before typing, with its
 * too-long message and both outcomes' alerts, in <template>s for ReaderQuestion.enhance.ts.
 */
export function ReaderQuestionTemplate() {
  const { t } = useTranslation("reader-question");
  return (
    <>
      <template data-mg-reader-question="" data-mg-too-long={t("tooLong", { max: MAX_QUESTION_CHARS })}>
        <ReaderQuestionFields />
      </template>
      {/* Beside it, not inside: a <template> in a <template> is valid HTML, but not to every validator. */}
      {(["saved", "failed"] as const).map((outcome) => (
        <template key={outcome} data-mg-outcome={outcome}>
          <OutcomeAlert outcome={outcome} />
        </template>
      ))}
    </>
  );
}

/**
 * The reader-question form itself (the box's heading and no-JS fallback are in ReaderQuestion.tsx): its own
 * module, loaded once the page runs, so the text-area and alert code is not in the page's first download.
 */
export default function ReaderQuestionForm() {
  const { t } = useTranslation("reader-question");
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [round, setRound] = useState(0);
  const statusRef = useRef<HTMLOutputElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkQuestion(text);
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
    <ReaderQuestionFields
      text={text}
      error={error}
      round={round}
      onChange={(value) => {
        setText(value);
        if (error) setError(undefined);
      }}
      onSubmit={onSubmit}
      fieldRef={fieldRef}
      statusRef={statusRef}
      status={outcome && <OutcomeAlert outcome={outcome} />}
    />
  );
}
