/**
 * The parts every tool page shares: the page frame (Back to Tools, h1, lede, no-JS note, related links,
 * FAQ), the result region (focused heading, polite summary, placeholder, print and share), the answer
 * recap that prints with the result, and the illustrative-estimate tag. Views only render; models compute.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router";
import { Accordion, AccordionItem, PlainButton, Callout, Heading, LiveRegion } from "@medicare-guide/design-system";
import { showToast } from "../../shell/show-toast.ts";
import { CURRENT_PLAN_YEAR, ILLUSTRATIVE_LABEL } from "@medicare-guide/content/figures/index";
import { routeHref, type RouteId } from "@medicare-guide/content/routes";
import { TOOLS_NS } from "./tools-strings.ts";
import { shareOrCopy, shareUrl, type ShareNavigator } from "./share.ts";
import { useLang } from "../../hooks/use-lang.ts";
import { Listen } from "../../components/Listen/index.ts";
import { WordsOnThisPage } from "../../components/PageTerms/index.ts";
import type { PageTerm } from "@medicare-guide/content/glossary/term-marks";
import { ToolTermsContext } from "./HelpText.tsx";
import type { ToolLoaderData } from "./tool-loader.ts";
import "./tools.css";
import { AriaLocale } from "../../components/AriaLocale/index.ts";

export { useLang };

/** What every tool view gets from its route: the loader's data (tool-loader.ts), absent in unit tests. */
export interface ToolViewProps {
  loaderData?: ToolLoaderData;
}

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface RelatedLink {
  /** The page it links to, by route id (content/routes/table.ts): a page that is renamed or removed fails typecheck. */
  to: RouteId;
  label: string;
}

export interface ToolPageProps {
  /** The tool's name (the h1). */
  title: string;
  /** What the tool does, in a sentence or two. */
  lede: ReactNode;
  /** True once a result shows: the print stylesheet then prints the answers and result, not the form. */
  hasResult: boolean;
  /** Form, result and notes. */
  children: ReactNode;
  related: RelatedLink[];
  faq: FaqItem[];
  /** The defined words of the lede and FAQ (the page's loader data, tool-loader.ts); listed at the end. */
  terms?: readonly PageTerm[];
}

/** The frame of a tool page. */
export function ToolPage({ title, lede, hasResult, children, related, faq, terms = NO_TERMS }: ToolPageProps) {
  const { t } = useTranslation(TOOLS_NS);
  const lang = useLang();
  return (
    <AriaLocale>
      <ToolTermsContext value={terms}>
        <div className="mg-tool" data-has-result={hasResult || undefined}>
          <p className="mg-tool__back" data-print="hide" data-page-text="skip">
            <RouterLink to={routeHref("tools", lang)} className="mg-tool__back-link">
              <span aria-hidden="true">← </span>
              {t("backToTools")}
            </RouterLink>
          </p>
          <h1>{title}</h1>
          <div className="mg-page-lede mg-tool__lede">{lede}</div>
          <p className="mg-tool__privacy">{t("privacy")}</p>
          <noscript>
            <p className="mg-tool__noscript">{t("noscript")}</p>
          </noscript>
          {children}
          {related.length > 0 && (
            <nav className="mg-tool__related" aria-labelledby="tool-related-title" data-print="hide">
              <Heading level={2} id="tool-related-title">
                {t("relatedTitle")}
              </Heading>
              <ul>
                {related.map((link) => (
                  <li key={link.to}>
                    <RouterLink to={routeHref(link.to, lang)}>{link.label}</RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <section className="mg-tool__faq" aria-labelledby="tool-faq-title" data-print="hide">
            <Heading level={2} id="tool-faq-title">
              {t("faqTitle")}
            </Heading>
            <Accordion type="multiple" headingLevel={3}>
              {faq.map((item) => (
                <AccordionItem key={item.id} id={item.id} title={item.question}>
                  {item.answer}
                </AccordionItem>
              ))}
            </Accordion>
          </section>
          <WordsOnThisPage terms={terms} />
        </div>
      </ToolTermsContext>
    </AriaLocale>
  );
}

const NO_TERMS: readonly PageTerm[] = [];

/**
 * Focuses the result heading each time a new result is shown (`version` goes up on every press of the
 * button), so keyboard and screen reader users land on it. Returns the heading's ref.
 */
export function useResultFocus(version: number): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    if (version > 0) ref.current?.focus();
  }, [version]);
  return ref;
}

export interface ToolResultProps {
  /** The region's heading ("Your estimate"); it takes focus when a result appears. */
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Shown until the button is pressed (the spec's empty state). */
  placeholder: string;
  /** The result in one sentence, announced politely; null before the first result. */
  summary: string | null;
  /** Bumped on each result so a repeated identical result is announced again. */
  version: number;
  /** The title of the shared result (spec: "My Medicare Cost Estimate"). */
  shareTitle: string;
  /** The details: answers recap, figures, tables, next steps. */
  children?: ReactNode;
}

/** The result region: heading, polite summary, details, and print / share once there is a result. */
export function ToolResult({
  title,
  headingRef,
  placeholder,
  summary,
  version,
  shareTitle,
  children,
}: ToolResultProps) {
  return (
    <section className="mg-tool__result" id="tool-result" aria-labelledby="tool-result-title">
      <h2 id="tool-result-title" ref={headingRef} tabIndex={-1} className="mg-tool__result-title">
        {title}
      </h2>
      <LiveRegion className="mg-tool__summary">{summary ? <p key={version}>{summary}</p> : null}</LiveRegion>
      {/* A new result gets a fresh Listen control (key): it never goes on reading an older result. */}
      {summary !== null && <Listen key={version} rootIds={["tool-result"]} />}
      {summary === null ? <p className="mg-tool__placeholder">{placeholder}</p> : children}
      {summary !== null && <ToolActions shareTitle={shareTitle} shareText={summary} />}
    </section>
  );
}

type ShareStatus = "idle" | "copied" | "failed";

/** Print and Share buttons; the outcome of Share shows as a toast and, always, as text on the page. */
export function ToolActions({ shareTitle, shareText }: { shareTitle: string; shareText: string }) {
  const { t } = useTranslation(TOOLS_NS);
  const [status, setStatus] = useState<ShareStatus>("idle");
  const [url, setUrl] = useState("");
  // Spec "Share without leaking": the address carries the answers only where the tool keeps them there
  // (ToolForm's shareInputs); the note says which, so nobody shares a birth date without knowing.
  const linkHasInputs = typeof window !== "undefined" && window.location.search !== "";

  async function share() {
    const href = shareUrl(window.location.href);
    setUrl(href);
    const outcome = await shareOrCopy(
      { title: shareTitle, text: shareText, url: href },
      navigator as unknown as ShareNavigator,
    );
    if (outcome === "copied") {
      setStatus("copied");
      showToast(t("actions.copied"), { variant: "success", timeout: 10_000 });
    } else if (outcome === "failed") {
      setStatus("failed");
    } else {
      setStatus("idle");
    }
  }

  return (
    <div className="mg-tool__actions" data-print="hide" data-listen="skip">
      <div className="mg-tool__buttons">
        <PlainButton variant="secondary" onPress={() => window.print()}>
          {t("actions.print")}
        </PlainButton>
        <PlainButton variant="secondary" onPress={() => void share()}>
          {t("actions.share")}
        </PlainButton>
      </div>
      <p className="mg-tool__share-note">
        {linkHasInputs ? t("actions.shareWithInputs") : t("actions.shareWithoutInputs")}
      </p>
      <LiveRegion className="mg-tool__share-status">
        {status === "copied" && <p>{t("actions.copied")}</p>}
        {status === "failed" && (
          <p>
            {t("actions.copyFailed")} <span className="mg-tool__url">{url}</span>
          </p>
        )}
      </LiveRegion>
    </div>
  );
}

/** What the visitor entered, shown above the result and printed with it. */
export function AnswerList({ items }: { items: { label: string; value: ReactNode }[] }) {
  const { t } = useTranslation(TOOLS_NS);
  return (
    <div className="mg-tool__answers">
      <Heading level={3} size="md">
        {t("yourAnswers")}
      </Heading>
      <dl className="mg-tool__pairs">
        {items.map((item) => (
          <div key={item.label} className="mg-tool__pair">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** A list of label / amount pairs (the figures of a result). */
export function FigureList({
  items,
  className,
}: {
  items: { label: ReactNode; value: ReactNode; note?: ReactNode; id?: string }[];
  className?: string;
}) {
  return (
    <dl className={["mg-tool__pairs", "mg-tool__figures", className].filter(Boolean).join(" ")}>
      {items.map((item, i) => (
        <div key={item.id ?? i} className="mg-tool__pair">
          <dt>{item.label}</dt>
          <dd>
            <span className="mg-tool__amount">{item.value}</span>
            {item.note ? <span className="mg-tool__pair-note"> {item.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The words "Illustrative estimate" next to a value with no official source. */
export function IllustrativeTag() {
  const lang = useLang();
  return <span className="mg-tool__illustrative">({ILLUSTRATIVE_LABEL[lang]})</span>;
}

/** Explains what "Illustrative estimate" means, next to results that use such values. */
export function IllustrativeNotice({ year = CURRENT_PLAN_YEAR }: { year?: number }) {
  const { t } = useTranslation(TOOLS_NS);
  const lang = useLang();
  return (
    <Callout variant="info" heading={t("illustrative.title")} headingLevel={3} className="mg-tool__illustrative-notice">
      <p>{t("illustrative.text", { label: ILLUSTRATIVE_LABEL[lang], year })}</p>
    </Callout>
  );
}
