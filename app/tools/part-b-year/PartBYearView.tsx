// This view is the tool's route module (content/routes/table.ts), with the one head and loader of every tool
// page; they come first so that the page's stylesheets keep the order they had under a separate page module.
export { toolMeta as meta } from "../shared/tool-page.ts";
export { toolLoader as loader } from "../shared/tool-loader.ts";
import { useTranslation } from "react-i18next";
import { formatMoney } from "@medicare-guide/content/figures/index";
import { routePath } from "@medicare-guide/content/routes";
import en from "../../../locales/en/tool-part-b-year.json";
import es from "../../../locales/es/tool-part-b-year.json";
import { registerStrings } from "../../i18n/index.ts";
import { ControlledChoice } from "../shared/ControlledFields.tsx";
import { useToolForm } from "../shared/ToolForm.tsx";
import { ToolFrame } from "../shared/ToolFrame.tsx";
import { FigureList, useLang, type ToolViewProps } from "../shared/ToolParts.tsx";
import { COVERED_MONTHS, partBForYear, partBYearSchema, type PartBYearDraft, type PartBYearValues } from "./model.ts";

export const NS = "tool-part-b-year";
registerStrings(NS, { en, es });

// The tool's entry in the typed registry: its route id, tool id and string keys are typed from here.
declare module "@medicare-guide/content/routes/tools" {
  interface ToolRegistry {
    "part-b-year": typeof en;
  }
}

const FIELD_IDS = { months: "part-b-year-months" } as const;

/** /tools/part-b-year: the months of Part B this year in; the premiums for them out. */
export function PartBYearView({ loaderData }: ToolViewProps = {}) {
  const { t } = useTranslation([NS, "tools"]);
  const lang = useLang();
  const form = useToolForm<PartBYearDraft, PartBYearValues>({ schema: partBYearSchema, fieldIds: FIELD_IDS });
  return (
    <ToolFrame
      terms={loaderData?.terms}
      ns={NS}
      lede={<p>{t("lede")}</p>}
      related={[{ to: routePath("tools"), label: t("related.tools") }]}
      faq={[{ id: "why" }]}
      form={form}
      compute={partBForYear}
      summary={(year) => t("result.summary", { months: year.months, total: formatMoney(year.total, lang) })}
      renderDetails={(year) => (
        <FigureList items={[{ id: "monthly", label: t("result.monthly"), value: formatMoney(year.monthly, lang) }]} />
      )}
      fields={
        <ControlledChoice
          control={form.control}
          name="months"
          id={FIELD_IDS.months}
          label={t("form.months.label")}
          isRequired
          options={COVERED_MONTHS.map((months) => ({ value: months, label: t(`form.months.options.${months}`) }))}
        />
      }
    />
  );
}

/** The page: the view with the loader's data (a route module's default export gets the props). */
export default PartBYearView;
