/** Names of the guide categories in both languages (spec: Medicare Updates, Coverage, Costs, Enrollment, Medigap, Advantage, Drug Plans, FAQs). */
import type { Bilingual, GuideCategory } from "./types.ts";

export const CATEGORY_NAMES: Readonly<Record<GuideCategory, Bilingual>> = {
  updates: { en: "Medicare Updates", es: "Novedades de Medicare" },
  coverage: { en: "Coverage", es: "Cobertura" },
  costs: { en: "Costs", es: "Costos" },
  enrollment: { en: "Enrollment", es: "Inscripción" },
  medigap: { en: "Medigap", es: "Medigap" },
  advantage: { en: "Medicare Advantage", es: "Medicare Advantage" },
  "drug-plans": { en: "Drug Plans", es: "Planes de medicamentos" },
  faqs: { en: "FAQs", es: "Preguntas frecuentes" },
};
