/**
 * Official help lines and websites, in one place (facts file, "Help lines").
 * Pages, footer and e-mails read them from here.
 */
export interface HelpLine {
  id: "medicare" | "ssa";
  /** Name in each language. */
  name: { en: string; es: string };
  /** Phone number as shown (with letters where official). */
  display: string;
  /** Digits for the tel: link. */
  tel: string;
  /** TTY number for people who are deaf or hard of hearing. */
  tty: string;
  /** Facts-file status: V = official source. */
  status: "V" | "S";
}

export const HELP_LINES: readonly HelpLine[] = [
  {
    id: "medicare",
    name: { en: "Medicare", es: "Medicare" },
    display: "1-800-MEDICARE (1-800-633-4227)",
    tel: "+18006334227",
    tty: "1-877-486-2048",
    status: "V",
  },
  {
    id: "ssa",
    name: { en: "Social Security", es: "Seguro Social" },
    display: "1-800-772-1213",
    tel: "+18007721213",
    tty: "1-800-325-0778",
    status: "V",
  },
];

export interface OfficialSite {
  id: string;
  name: { en: string; es: string };
  /** Official URL per language (Spanish version where the agency has one). */
  url: { en: string; es: string };
}

export const OFFICIAL_SITES: readonly OfficialSite[] = [
  {
    id: "medicare-gov",
    name: { en: "Medicare.gov", es: "Medicare.gov en español" },
    url: { en: "https://www.medicare.gov/", es: "https://es.medicare.gov/" },
  },
  {
    id: "ssa-gov",
    name: { en: "Social Security (SSA.gov)", es: "Seguro Social (SSA.gov)" },
    url: { en: "https://www.ssa.gov/medicare/", es: "https://www.ssa.gov/espanol/" },
  },
  {
    id: "cms-gov",
    name: {
      en: "Centers for Medicare & Medicaid Services (CMS.gov)",
      es: "Centros de Servicios de Medicare y Medicaid (CMS.gov)",
    },
    url: { en: "https://www.cms.gov/", es: "https://www.cms.gov/" },
  },
  {
    id: "shiphelp",
    name: {
      en: "State Health Insurance Assistance Program (SHIP)",
      es: "Programa Estatal de Asistencia sobre Seguros Médicos (SHIP)",
    },
    url: { en: "https://www.shiphelp.org/", es: "https://www.shiphelp.org/" },
  },
];

export function helpLine(id: HelpLine["id"]): HelpLine {
  const line = HELP_LINES.find((l) => l.id === id);
  if (!line) throw new Error(`Unknown help line ${id}`);
  return line;
}
