import { interpolateFigures } from "../figures/index.ts";
import { TIPS } from "./tips.ts";

export { TIPS, type Tip } from "./tips.ts";
export { tipIndexForDate } from "./day-index.ts";

/** Every tip in one language with its figures filled in (build time, in the home page's loader). */
export function tipsFor(lang: "en" | "es"): string[] {
  return TIPS.map((tip) => interpolateFigures(tip[lang], lang));
}
