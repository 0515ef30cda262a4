import { useEffect, useRef, useState, type Ref } from "react";
import { Controller, useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  Button,
  Checkbox,
  ProgressBar,
  Radio,
  RadioGroup,
  TextField,
  toast,
  VisuallyHidden,
} from "@medicare-guide/design-system";
import {
  CONTACT_STEP,
  incomeLabelValues,
  localizedPathRoute,
  QUESTION_COUNT,
  QUESTION_IDS,
  QUESTION_OPTIONS,
  QUIZ_INCOME_YEAR,
  quizFormSchema,
  REDIRECT_DELAY_MS,
  stepFields,
  type QuizFormDraft,
  type QuizFormValues,
} from "@medicare-guide/content/quiz/index";
import en from "../../../locales/en/quiz.json";
import es from "../../../locales/es/quiz.json";
import { getI18n, registerStrings } from "../../i18n/index.ts";
import { pageMeta, trailNames } from "../../seo/meta.ts";
import { type Lang, langFromPath, routePath } from "@medicare-guide/content/routes";
import { buildSubmission, saveAnswers, sendQuizResults } from "./quiz-client.ts";
import { FormFrame, NotSentTarget, useNotSent, useSummaryErrors } from "../../components/FormFrame/index.ts";
import type { Route } from "./+types/QuizPage";
import "./QuizPage.css";
import { AriaLocale } from "../../components/AriaLocale/index.ts";

registerStrings("quiz", { en, es });

export function meta({ location }: Route.MetaArgs) {
  const lang = langFromPath(location.pathname);
  const t = getI18n(lang).getFixedT(lang, "quiz");
  return pageMeta({
    lang,
    path: routePath("find-your-path"),
    title: t("title"),
    description: t("intro"),
    breadcrumbNames: trailNames(routePath("find-your-path"), lang, getI18n(lang).t),
  });
}

type Outcome = { kind: "sent" | "failed"; target: string };

/**
 * Find Your Medicare Path (spec: Quiz). Six questions, one per step, then the
 * contact step. Errors sit beside the question and in a summary that takes focus;
 * focus moves to each new step's heading; nothing chosen is lost. On submit the
 * answers go to send-quiz-results, are kept on this device (without the e-mail),
 * and after 2 seconds the visitor goes to their path, with an honest message if
 * the e-mail could not be sent. Offline, nothing is sent and nothing is lost: the visitor stays, told so.
 */
export default function QuizPage() {
  const { t: typedT, i18n } = useTranslation("quiz");
  // Keys are built from option values at run time; validate-content checks they all exist.
  const t = typedT as unknown as (key: string, values?: Record<string, unknown>) => string;
  const lang = i18n.language as Lang;
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [attempts, setAttempts] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const notSent = useNotSent(t("contact.submit"));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  const { control, trigger, handleSubmit, formState, clearErrors, setValue } = useForm<
    QuizFormDraft,
    unknown,
    QuizFormValues
  >({
    // The draft allows unanswered questions; the resolver validates against the full schema.
    resolver: zodResolver(quizFormSchema) as unknown as Resolver<QuizFormDraft, unknown, QuizFormValues>,
    shouldFocusError: false,
    mode: "onSubmit",
    reValidateMode: "onChange",
    defaultValues: { email: "", consent: false },
  });

  const fields = stepFields(step);
  // The summary lists this step's errors only, in question order (the form frame, as the contact form and the
  // tools). Failed "Next" presses are counted here; failed submits by react-hook-form (its count changes in the
  // same update as the errors, so focus moves once the summary exists).
  const { errors: summary, summaryRef } = useSummaryErrors(
    formState.errors,
    attempts + formState.submitCount,
    Object.fromEntries(fields.map((name) => [name, fieldId(name)])),
    (key) => t(key),
  );

  // Each new step: focus its heading, so screen readers hear "Question N of 6" and the question.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
    // step is the trigger: focus moves once per step change.
    // oxlint-disable-next-line react/exhaustive-effect-dependencies
  }, [step]);

  // Spec "Progressive enhancement": before hydration "Next" submits the form natively (GET, each
  // question's radios are named). Once the page runs, the answers in the query are taken, the quiz goes
  // on at the first unanswered question, and the answers leave the address at once.
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (!QUESTION_IDS.some((id) => params.has(id))) return;
    let answered = 0;
    for (const id of QUESTION_IDS) {
      const value = params.get(id);
      if (!value || !(QUESTION_OPTIONS[id] as readonly string[]).includes(value)) break;
      setValue(id, value as never);
      answered++;
    }
    window.history.replaceState(window.history.state, "", `${window.location.pathname}${window.location.hash}`);
    // The address is an external system readable only after hydration (the prerendered page has no query).
    // oxlint-disable-next-line react/set-state-in-effect
    if (answered > 0) setStep(Math.min(answered, CONTACT_STEP));
  }, [setValue]);

  async function next() {
    const ok = await trigger(fields as (keyof QuizFormDraft)[]);
    if (!ok) {
      setAttempts((n) => n + 1);
      return;
    }
    setStep((s) => s + 1);
  }

  function back() {
    clearErrors();
    // The "nothing was sent" message belongs to the contact step (its link points at Send).
    notSent.clear();
    setStep((s) => Math.max(0, s - 1));
  }

  const submit = handleSubmit(async (values) => {
    const { body, slug } = buildSubmission(values, lang);
    saveAnswers(typeof localStorage === "undefined" ? undefined : localStorage, body.answers);
    notSent.clear();
    const result = await sendQuizResults(body);
    // Offline (no server reached): say so beside Send and in the summary, keep every answer and the address on
    // this page, and go nowhere: the visitor sends again once connected (issue 28; FormFrame's useNotSent).
    if (result === "not-sent") {
      notSent.show();
      return;
    }
    const sent = result === "sent";
    const target = localizedPathRoute(slug, lang);
    setOutcome({ kind: sent ? "sent" : "failed", target });
    // The <output> below announces the outcome beside the form; the toast only shows it again, silently
    // (announced by both, Orca said "Thank you!" three times).
    toast(sent ? t("result.success") : t("result.sendFailed"), {
      variant: sent ? "success" : "error",
      announce: false,
    });
    setTimeout(() => void navigate(target), REDIRECT_DELAY_MS);
  });

  const isContact = step === CONTACT_STEP;
  const questionId = QUESTION_IDS[step];

  return (
    <AriaLocale>
      <div className="mg-quiz">
        <h1>{t("title")}</h1>
        <p className="mg-page-lede">{t("intro")}</p>
        <noscript>
          <p className="mg-quiz__noscript">{t("noscript")}</p>
        </noscript>

        <ProgressBar
          label={t("progressLabel")}
          value={Math.min(step + 1, QUESTION_COUNT)}
          minValue={0}
          maxValue={QUESTION_COUNT}
          valueLabel={isContact ? t("contactProgress") : t("progress", { current: step + 1, total: QUESTION_COUNT })}
          className="mg-quiz__progress"
        />

        {/* The design system's Form validates through ARIA: with a plain <form>, Orca read the
          browser's own messages while the visitor corrected a field, in English on Spanish pages
          ("Please include an '@' in the email address"). */}
        <FormFrame
          onSubmit={(e) => (isContact ? void submit(e) : (e.preventDefault(), void next()))}
          className="mg-quiz__form"
          errors={summary}
          summaryRef={summaryRef}
          summaryLevel={2}
          notSent={notSent}
          submit={
            <div className="mg-quiz__actions">
              {step > 0 && !outcome && (
                <Button variant="secondary" onPress={back}>
                  {t("back")}
                </Button>
              )}
              {isContact ? (
                <NotSentTarget notSent={notSent}>
                  <Button
                    {...notSent.actionProps}
                    type="submit"
                    isPending={formState.isSubmitting}
                    pendingLabel={t("contact.submitting")}
                    isDisabled={Boolean(outcome)}
                  >
                    {t("contact.submit")}
                  </Button>
                </NotSentTarget>
              ) : (
                <Button type="submit">{step === QUESTION_COUNT - 1 ? t("continueToContact") : t("next")}</Button>
              )}
            </div>
          }
        >
          {questionId && (
            <section aria-labelledby="quiz-step-heading" className="mg-quiz__step">
              <StepHeading
                headingRef={headingRef}
                count={t("progress", { current: step + 1, total: QUESTION_COUNT })}
                title={t(`questions.${questionId}.title`)}
              />
              <Controller
                key={questionId}
                name={questionId}
                control={control}
                render={({ field, fieldState }) => (
                  <RadioGroup
                    id={fieldId(questionId)}
                    label={<VisuallyHidden>{t(`questions.${questionId}.title`)}</VisuallyHidden>}
                    description={t(
                      `questions.${questionId}.help`,
                      questionId === "income" ? { year: QUIZ_INCOME_YEAR } : undefined,
                    )}
                    value={(field.value as string | undefined) ?? null}
                    onChange={(v) => {
                      field.onChange(v);
                      // An answer clears this question's error (and the summary) at once.
                      if (fieldState.error) void trigger(questionId);
                    }}
                    onBlur={field.onBlur}
                    name={field.name}
                    errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                    isRequired
                  >
                    {QUESTION_OPTIONS[questionId].map((option) => (
                      <Radio key={option} value={option}>
                        {t(
                          `questions.${questionId}.options.${option}`,
                          questionId === "income" ? incomeLabelValues(option as never, lang) : undefined,
                        )}
                      </Radio>
                    ))}
                  </RadioGroup>
                )}
              />
            </section>
          )}

          {isContact && (
            <section aria-labelledby="quiz-step-heading" className="mg-quiz__step">
              <StepHeading headingRef={headingRef} count={t("contactProgress")} title={t("contact.title")} />
              <p>{t("contact.intro")}</p>
              <Controller
                name="email"
                control={control}
                render={({ field, fieldState }) => (
                  <TextField
                    id={fieldId("email")}
                    label={t("contact.emailLabel")}
                    description={t("contact.emailHelp")}
                    type="email"
                    autoComplete="email"
                    inputMode="email"
                    spellCheck="false"
                    isRequired
                    width={30}
                    value={String(field.value ?? "")}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    inputRef={field.ref}
                    errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  />
                )}
              />
              <Controller
                name="consent"
                control={control}
                render={({ field, fieldState }) => (
                  <Checkbox
                    id={fieldId("consent")}
                    isSelected={Boolean(field.value)}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    name={field.name}
                    inputRef={field.ref}
                    isRequired
                    errorMessage={fieldState.error?.message ? t(fieldState.error.message) : undefined}
                  >
                    {t("contact.consentLabel")}
                  </Checkbox>
                )}
              />
            </section>
          )}
        </FormFrame>

        {/* Always present so the outcome is announced politely; the toast only repeats it. */}
        <output className="mg-quiz__outcome">
          {outcome && (
            <>
              {outcome.kind === "sent" ? t("result.success") : t("result.sendFailed")} {t("result.redirecting")}{" "}
              <a href={outcome.target}>{t("result.goNow")}</a>
            </>
          )}
        </output>
      </div>
    </AriaLocale>
  );
}

/** A step's heading (question or contact): focused on each step change, so the new step is heard. */
function StepHeading({
  headingRef,
  count,
  title,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  count: string;
  title: string;
}) {
  return (
    <h2 id="quiz-step-heading" ref={headingRef} tabIndex={-1} className="mg-quiz__heading">
      {/* The count ends with a space it keeps (white-space: pre-wrap): the heading is a flex column, where a
        space between the two lines is not laid out, so Chromium's text and Orca said "Question 2 of 6Are". */}
      <span className="mg-quiz__count">{`${count} `}</span>
      <span className="mg-quiz__question">{title}</span>
    </h2>
  );
}

/** Ids of the controls, for the error summary's links. */
function fieldId(name: keyof QuizFormValues | string): string {
  return `quiz-${name}`;
}
