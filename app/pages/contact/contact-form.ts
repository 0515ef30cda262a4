/**
 * The contact form's rules and its mailto link (spec: Contact, sections 5, 7, 9).
 * Pure: no React. Messages are keys in the `contact` namespace
 * (locales/{en,es}/contact.json), shown with t(key, CONTACT_LIMITS).
 * zod/mini keeps the page's JavaScript small; @hookform/resolvers/zod accepts it.
 */
import * as z from "zod/mini";
import { CONTACT_EMAIL, CONTACT_LIMITS } from "@medicare-guide/content/pages/contact";

export { CONTACT_EMAIL, CONTACT_LIMITS };

/** The fields, in page order (the error summary lists errors in this order). */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const EMPTY_CONTACT: ContactValues = { name: "", email: "", subject: "", message: "" };

/** Message keys. The four "required/invalid/short" ones are the spec's words; the length ones replace its generic text. */
export const CONTACT_ERRORS = {
  /** "Name is required" */
  nameRequired: "errors.nameRequired",
  nameTooLong: "errors.nameTooLong",
  /** "Invalid email address" */
  emailInvalid: "errors.emailInvalid",
  emailTooLong: "errors.emailTooLong",
  /** "Subject is required" */
  subjectRequired: "errors.subjectRequired",
  subjectTooLong: "errors.subjectTooLong",
  /** "Message must be at least 10 characters" */
  messageTooShort: "errors.messageTooShort",
  messageTooLong: "errors.messageTooLong",
} as const;

/** Each value is trimmed first; the rules then apply to the trimmed text. */
export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: CONTACT_ERRORS.nameRequired }),
      z.maxLength(CONTACT_LIMITS.nameMax, { error: CONTACT_ERRORS.nameTooLong }),
    ),
  email: z
    .string()
    .check(
      z.trim(),
      z.regex(z.regexes.email, { error: CONTACT_ERRORS.emailInvalid }),
      z.maxLength(CONTACT_LIMITS.emailMax, { error: CONTACT_ERRORS.emailTooLong }),
    ),
  subject: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, { error: CONTACT_ERRORS.subjectRequired }),
      z.maxLength(CONTACT_LIMITS.subjectMax, { error: CONTACT_ERRORS.subjectTooLong }),
    ),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(CONTACT_LIMITS.messageMin, { error: CONTACT_ERRORS.messageTooShort }),
      z.maxLength(CONTACT_LIMITS.messageMax, { error: CONTACT_ERRORS.messageTooLong }),
    ),
});

/** The words that introduce each part of the e-mail body, in the visitor's language. */
export interface MailtoLabels {
  name: string;
  email: string;
  message: string;
}

/**
 * Percent-encodes a mailto header value (RFC 6068): everything but unreserved
 * characters, including the ! ' ( ) * that encodeURIComponent leaves alone, so no
 * value can add a header (cc, bcc) or end the link early.
 */
export function encodeMailtoValue(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Line breaks as CRLF, the form RFC 6068 asks for in a body (%0D%0A once encoded). */
export function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}

/**
 * The mailto: link that opens the visitor's e-mail program with the message
 * addressed to us: the subject, and a body holding the name, the e-mail address
 * and the message (line breaks kept). Values are trimmed; every part is
 * percent-encoded. Nothing is cut: the form's limits keep the link reasonable.
 */
export function buildMailto(values: ContactValues, labels: MailtoLabels, to: string = CONTACT_EMAIL): string {
  const subject = values.subject.trim().replace(/[\r\n]+/g, " ");
  const body = toCrlf(
    [
      `${labels.name}: ${values.name.trim()}`,
      `${labels.email}: ${values.email.trim()}`,
      "",
      `${labels.message}:`,
      values.message.trim(),
    ].join("\n"),
  );
  return `mailto:${to}?subject=${encodeMailtoValue(subject)}&body=${encodeMailtoValue(body)}`;
}
