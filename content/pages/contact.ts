/**
 * The site's contact address and the contact form's limits (spec sections 5 and 9).
 * The contact page, the legal pages (through the {{contactEmail}} token) and the
 * mailto link all read them from here.
 */

/**
 * Where visitors write to us. Configured per deployment: change it here (one
 * place) before going live; `.example` is a reserved domain that receives no mail.
 */
export const CONTACT_EMAIL = "hello@medicare-guide.example";

/** Contact form limits, counted after trimming (spec: name 100, email 255, subject 200, message 10 to 2000). */
export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 255,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;
