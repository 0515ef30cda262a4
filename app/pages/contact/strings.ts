/* The contact page's strings (namespace "contact"), registered once for the page and its form. */
import en from "../../../locales/en/contact.json";
import es from "../../../locales/es/contact.json";
import { registerStrings } from "../../i18n/index.ts";

/** The namespace of the contact page's strings; importing it registers them. */
export const CONTACT_NS = "contact";

registerStrings(CONTACT_NS, { en, es });
