/** Today in the visitor's time zone and language, as the print-out's "Printed on" line says it. */
export function printDate(lang: "en" | "es"): string {
  return new Intl.DateTimeFormat(lang === "es" ? "es-US" : "en-US", { dateStyle: "long" }).format(new Date());
}
