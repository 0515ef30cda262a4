/**
 * The one frame every tool view renders (issue "A one-way house", item 4): the page (Back to Tools, h1, lede,
 * related links, FAQ) around the shared form (ToolForm: error summary, errors beside fields) and the result region
 * (focused heading, polite summary, print and share). It holds the result state, so a view only says how to
 * compute what to show, how to say it in one sentence and what details to render.
 * Its words come from the tool's namespace by one convention: `title`, `form.submit`, `result.title`,
 * `result.placeholder`, `result.shareTitle` and, for each FAQ id, `faq.<id>.q` and `faq.<id>.a`.
 */
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { FieldValues } from "react-hook-form";
import { translateDataKey } from "../../i18n/index.ts";
import type { ToolNamespace } from "./tool-page.ts";
import { ToolForm, type ToolFormApi } from "./ToolForm.tsx";
import { ToolPage, ToolResult, useResultFocus, type RelatedLink } from "./ToolParts.tsx";
import { HelpText } from "./HelpText.tsx";
import type { PageTerm } from "@medicare-guide/content/glossary/term-marks";

/** One question of the tool's FAQ: its id in the strings and the values its answer interpolates. */
export interface ToolFaq {
  id: string;
  values?: Record<string, unknown>;
}

export interface ToolFrameProps<Draft extends FieldValues, Values, Shown> {
  /** The tool's strings (see the convention above). */
  ns: ToolNamespace;
  /** What the tool does, in a sentence or two. */
  lede: ReactNode;
  /** Pages to read next, shown after the result. */
  related: RelatedLink[];
  /** The FAQ's questions, in order. */
  faq: ToolFaq[];
  /** The form state from useToolForm. */
  form: ToolFormApi<Draft, Values>;
  /** Whether the inputs may stay in the address (ToolForm's `shareInputs`). */
  shareInputs?: boolean;
  /** The form's fields. */
  fields: ReactNode;
  /** The defined words of the lede and FAQ answers (the page's loader data, tool-loader.ts). */
  terms?: readonly PageTerm[];
  /** What to show for valid values (the model's result and whatever the details need). */
  compute: (values: Values) => Shown;
  /** The result in one sentence, announced politely. */
  summary: (shown: Shown) => string;
  /** The result's details: answers recap, figures, next steps. */
  renderDetails: (shown: Shown) => ReactNode;
}

/** A tool page: form, result and FAQ. */
export function ToolFrame<Draft extends FieldValues, Values, Shown>({
  ns,
  lede,
  related,
  faq,
  form,
  shareInputs,
  fields,
  compute,
  summary,
  renderDetails,
  terms,
}: ToolFrameProps<Draft, Values, Shown>) {
  const { t } = useTranslation([ns, "tools"]);
  const say = (key: string, values?: object) => translateDataKey(t, `${ns}:${key}`, values);
  const [shown, setShown] = useState<Shown | null>(null);
  // Goes up on every valid submit, so the heading takes focus and a repeated identical result is announced again.
  const [version, setVersion] = useState(0);
  const headingRef = useResultFocus(version);

  const onValid = (values: Values) => {
    setShown(compute(values));
    setVersion((n) => n + 1);
  };

  return (
    <ToolPage
      title={say("title")}
      lede={lede}
      hasResult={shown !== null}
      related={related}
      terms={terms}
      faq={faq.map(({ id, values }) => ({
        id,
        question: say(`faq.${id}.q`),
        // Defined words marked in the answer become toggletips (HelpText; the words come from the loader).
        answer: (
          <p>
            <HelpText text={say(`faq.${id}.a`, values)} />
          </p>
        ),
      }))}
    >
      <ToolForm form={form} onValid={onValid} shareInputs={shareInputs} submitLabel={say("form.submit")}>
        {fields}
      </ToolForm>

      <ToolResult
        title={say("result.title")}
        headingRef={headingRef}
        placeholder={say("result.placeholder")}
        summary={shown === null ? null : summary(shown)}
        version={version}
        shareTitle={say("result.shareTitle")}
      >
        {shown !== null && renderDetails(shown)}
      </ToolResult>
    </ToolPage>
  );
}
