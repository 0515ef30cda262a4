import { useTranslation } from "react-i18next";
import type { BuildProvenance, BuildRelation } from "@medicare-guide/content/accessibility-report/build";
import { NS } from "./strings.ts";

const SENTENCE = {
  same: "report.run.buildSame",
  "same-code": "report.run.buildSameCode",
  changed: "report.run.buildChanged",
  unknown: "report.run.buildUnknown",
} as const satisfies Record<BuildRelation, string>;

/**
 * The build that ships this page, beside the tested run's commit (issue "A gate that finds what rule engines
 * miss": the published evidence names the exact commit and build it describes). A site built later than the
 * run says so, so nobody takes an earlier run's results for this version's. A `dt`/`dd` pair for the run's list.
 */
export function BuildLine({ build }: { build: BuildProvenance }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <dt>{t("report.run.build")}</dt>
      <dd>
        {build.build !== "unknown" && (
          <>
            {t("report.run.buildCommit")} <code data-build-commit={build.build}>{build.build.slice(0, 12)}</code>.{" "}
          </>
        )}
        {t(SENTENCE[build.relation])}
      </dd>
    </>
  );
}
