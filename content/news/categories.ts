/** News categories (spec section 3), with their label in each language. */
export const NEWS_CATEGORIES = {
  "irmaa-income": { en: "IRMAA & Income", es: "IRMAA e ingresos" },
  "medicare-2026": { en: "Medicare 2026", es: "Medicare 2026" },
  "costs-coverage": { en: "Costs & Coverage", es: "Costos y cobertura" },
  "enrollment-deadlines": { en: "Enrollment & Deadlines", es: "Inscripción y fechas límite" },
  "part-d-prescriptions": { en: "Part D & Prescriptions", es: "Parte D y medicamentos recetados" },
  "medicare-advantage": { en: "Medicare Advantage", es: "Medicare Advantage" },
} as const;

export type NewsCategory = keyof typeof NEWS_CATEGORIES;

export const NEWS_CATEGORY_IDS = Object.keys(NEWS_CATEGORIES) as NewsCategory[];

export function isNewsCategory(value: string): value is NewsCategory {
  return Object.hasOwn(NEWS_CATEGORIES, value);
}

/** The default author, per language (spec: "defaults to an editorial team"). */
export const DEFAULT_AUTHOR = {
  en: "Medicare Guide Editorial Team",
  es: "Equipo editorial de la Guía de Medicare",
} as const;
