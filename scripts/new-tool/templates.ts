/**
 * The six files of a new tool (README "Add a tool"), as `npm run new:tool <id>` writes them: a working tool
 * that passes typecheck, lint, validate and its own tests as generated, for its author to reshape. It asks one
 * question (a month or a year) and answers with the standard Part B premium for that period, read from
 * content/figures like every amount; its lede marks a glossary word (the tool pages' toggletips,
 * app/tools/shared/tool-help-terms.test.ts) and its form error is a key of its own strings file.
 */

/** What the templates need to know about the tool. */
export interface ToolNames {
  /** kebab-case id: the folder, the route /tools/<slug> and the strings namespace tool-<slug>. */
  slug: string;
  /** PascalCase: the view is <Pascal>View.tsx. */
  pascal: string;
  /** Its place in the hub's group (one after the group's last). */
  order: number;
}

/** "medigap-helper" -> "MedigapHelper", as content/routes/table.ts names a tool's view. */
export function pascalCase(slug: string): string {
  return slug.replace(/(^|-)([a-z0-9])/g, (_match, _dash: string, letter: string) => letter.toUpperCase());
}

export function modelFile({ slug, pascal }: ToolNames): string {
  return `/**
 * ${pascal}: the standard Part B premium for a month or a whole year, from content/figures.
 * Pure: no React, no DOM.
 */
import * as z from "zod/mini";
import { CURRENT_PLAN_YEAR, getFigure, type PlanYear } from "@medicare-guide/content/figures/index";
import { choiceSchema } from "../shared/fields.ts";
import { timesDollars } from "../shared/money.ts";

export const PERIODS = ["month", "year"] as const;
export type Period = (typeof PERIODS)[number];

export const formSchema = z.object({
  period: choiceSchema(PERIODS, "tool-${slug}:errors.period"),
});
export type FormValues = z.output<typeof formSchema>;
export interface FormDraft {
  period?: Period;
}

export interface Estimate {
  year: PlanYear;
  period: Period;
  /** The standard Part B premium for one month. */
  monthly: number;
  /** The premium for the chosen period. */
  total: number;
}

export function estimate(values: FormValues, year: PlanYear = CURRENT_PLAN_YEAR): Estimate {
  const monthly = getFigure("partB.premium", year).value;
  return { year, period: values.period, monthly, total: values.period === "year" ? timesDollars(monthly, 12) : monthly };
}
`;
}

export function modelTestFile(_names: ToolNames): string {
  return `import { describe, expect, it } from "vitest";
import { getFigure } from "@medicare-guide/content/figures/index";
import { estimate, formSchema } from "./model.ts";

describe("the premium for a period", () => {
  it("a month is the standard Part B premium; a year is twelve of them, to the cent", () => {
    const monthly = getFigure("partB.premium").value;
    expect(estimate({ period: "month" }).total).toBe(monthly);
    expect(Math.round(estimate({ period: "year" }).total * 100)).toBe(Math.round(monthly * 100) * 12);
  });

  it("no answer is an error with the tool's own message", () => {
    const parsed = formSchema.safeParse({});
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toMatch(/:errors\\.period$/);
  });
});
`;
}

export function viewFile({ slug, pascal }: ToolNames): string {
  return `// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { useTranslation } from "react-i18next";
import en from "../../../locales/en/tool-${slug}.json";
import es from "../../../locales/es/tool-${slug}.json";
import { registerStrings } from "../../i18n/index.ts";
import { ControlledChoice } from "../shared/ControlledFields.tsx";
import { HelpText } from "../shared/HelpText.tsx";
import { useToolForm } from "../shared/ToolForm.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import { FigureList, type ToolViewProps } from "../shared/ToolParts.tsx";
import { useMoney } from "../shared/use-money.ts";
import { estimate, formSchema, PERIODS, type Estimate, type FormDraft, type FormValues } from "./model.ts";

export const NS = "tool-${slug}";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "${slug}": typeof en;
  }
}

const FIELD_IDS = { period: "${slug}-period" } as const;

/** /tools/${slug}: a period in; the Part B premium for it out. */
export function ${pascal}View({ loaderData }: ToolViewProps = {}) {
  const { t } = useTranslation([NS, "tools"]);
  const { money } = useMoney();
  const form = useToolForm<FormDraft, FormValues>({ schema: formSchema, fieldIds: FIELD_IDS });

  return (
    <ToolFrame
      terms={loaderData?.terms}
      ns={NS}
      lede={
        <p>
          <HelpText text={t("lede")} />
        </p>
      }
      related={[{ to: "tools", label: t("related.tools") }]}
      faq={[{ id: "when" }]}
      form={form}
      shareInputs
      compute={estimate}
      summary={(result: Estimate) =>
        t(\`result.summary.\${result.period}\`, { amount: money(result.total), year: result.year })
      }
      renderDetails={(result: Estimate) => (
        <FigureList
          items={[{ id: "monthly", label: t("result.monthly"), value: money(result.monthly) }]}
        />
      )}
      fields={
        <ControlledChoice
          {...form.field("period")}
          label={t("form.period.label")}
          isRequired
          options={PERIODS.map((period) => ({ value: period, label: t(\`form.period.options.\${period}\`) }))}
        />
      }
    />
  );
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default ${pascal}View;
`;
}

export function viewTestFile({ pascal }: ToolNames): string {
  return `import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatMoney, getFigure } from "@medicare-guide/content/figures/index";
import { renderInSite } from "../../test/render.tsx";
import { ${pascal}View } from "./${pascal}View.tsx";

describe("${pascal}View", () => {
  it("asks first; with no answer it says what is missing; then shows the premium for the period", async () => {
    const { user } = renderInSite(<${pascal}View />);
    expect(screen.getByText("Choose a month or a year, then press Calculate.")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    expect(screen.getAllByText("Choose a month or a year").length).toBeGreaterThan(0);
    await user.click(screen.getByRole("radio", { name: "One month" }));
    await user.click(screen.getByRole("button", { name: "Calculate" }));
    const amount = formatMoney(getFigure("partB.premium").value, "en");
    expect(screen.getAllByText(new RegExp(amount.replace(/[$.]/g, "\\\\$&"))).length).toBeGreaterThan(0);
  });
});
`;
}

export function strings({ order }: ToolNames, lang: "en" | "es"): object {
  const hub = { group: "part-b", order };
  return lang === "en"
    ? {
        tool: {
          name: "Part B Premium by Period",
          card: { title: "Part B Premium by Period", text: "See the standard Part B premium for a month or a year." },
          hub,
        },
        meta: {
          title: "Part B Premium by Period",
          description: "See the standard Medicare Part B premium for one month or a whole year.",
        },
        title: "Part B Premium by Period",
        lede: "Choose a month or a year to see the standard {{term:premium|premium}} for Medicare Part B.",
        form: {
          period: { label: "For how long?", options: { month: "One month", year: "A whole year" } },
          submit: "Calculate",
        },
        errors: { period: "Choose a month or a year" },
        result: {
          title: "Your Part B premium",
          placeholder: "Choose a month or a year, then press Calculate.",
          shareTitle: "My Part B premium",
          summary: {
            month: "The standard Part B premium in {{year}} is {{amount}} a month.",
            year: "The standard Part B premium in {{year}} is {{amount}} for the whole year.",
          },
          monthly: "Standard premium per month",
        },
        related: { tools: "All Medicare tools" },
        faq: {
          when: {
            q: "Does everyone pay the standard premium?",
            a: "Most people do. People with a higher income pay more, and some people with a limited income get help paying it.",
          },
        },
      }
    : {
        tool: {
          name: "Prima de la Parte B por período",
          card: {
            title: "Prima de la Parte B por período",
            text: "Vea la prima estándar de la Parte B de un mes o de un año.",
          },
          hub,
        },
        meta: {
          title: "Prima de la Parte B por período",
          description: "Vea la prima estándar de la Parte B de Medicare de un mes o de todo un año.",
        },
        title: "Prima de la Parte B por período",
        lede: "Elija un mes o un año para ver la {{term:premium|prima}} estándar de la Parte B de Medicare.",
        form: {
          period: { label: "¿Por cuánto tiempo?", options: { month: "Un mes", year: "Todo un año" } },
          submit: "Calcular",
        },
        errors: { period: "Elija un mes o un año" },
        result: {
          title: "Su prima de la Parte B",
          placeholder: "Elija un mes o un año y pulse Calcular.",
          shareTitle: "Mi prima de la Parte B",
          summary: {
            month: "La prima estándar de la Parte B en {{year}} es de {{amount}} al mes.",
            year: "La prima estándar de la Parte B en {{year}} es de {{amount}} por todo el año.",
          },
          monthly: "Prima estándar por mes",
        },
        related: { tools: "Todas las herramientas de Medicare" },
        faq: {
          when: {
            q: "¿Todos pagan la prima estándar?",
            a: "La mayoría de las personas sí. Las personas con ingresos más altos pagan más, y algunas personas con ingresos limitados reciben ayuda para pagarla.",
          },
        },
      };
}
