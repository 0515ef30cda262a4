/**
 * The IRMAA page's own strings (its tables, guide and calculator, the filing statuses), added to the costs
 * pages' namespace: its modules import NS from here, so the strings are in wherever they are used. They live in
 * a file of their own (locales/<lang>/irmaa-page.json) so the /medicare-costs-{year} pages, which never show
 * them, do not download them (issue 10, "only the strings of the page": 1.1 KiB gzip of the costs pages' 2.4).
 */
import en from "../../../locales/en/irmaa-page.json";
import es from "../../../locales/es/irmaa-page.json";
import { registerStrings } from "../../i18n/index.ts";
import { NS } from "./CostsParts.tsx";

registerStrings(NS, { en, es });

export { NS };
