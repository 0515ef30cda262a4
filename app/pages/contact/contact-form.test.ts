import { describe, expect, it } from "vitest";
import {
  buildMailto,
  CONTACT_EMAIL,
  CONTACT_ERRORS,
  CONTACT_LIMITS,
  contactSchema,
  encodeMailtoValue,
  toCrlf,
  type ContactValues,
} from "./contact-form.ts";

const labels = { name: "Name", email: "Email", message: "Message" };
const valid: ContactValues = {
  name: "Ana López",
  email: "ana@example.com",
  subject: "A question",
  message: "Hello, this is my message.",
};

/** The first message key per field, as the form shows it. */
function errorsOf(values: ContactValues): Partial<Record<keyof ContactValues, string>> {
  const result = contactSchema.safeParse(values);
  if (result.success) return {};
  const out: Partial<Record<keyof ContactValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactValues;
    out[field] ??= issue.message;
  }
  return out;
}

/** A well-formed address of exactly `length` characters. */
const at = (length: number) => `${"a".repeat(length - "@example.com".length)}@example.com`;

/** Splits a mailto link into its address and decoded fields. */
function parseMailto(href: string) {
  const [address, query = ""] = href.replace(/^mailto:/, "").split("?");
  const fields = Object.fromEntries(
    query
      .split("&")
      .map((pair) => pair.split("="))
      .map(([k, v]) => [k, decodeURIComponent(v ?? "")]),
  );
  return { address, fields, keys: query.split("&").map((pair) => pair.split("=")[0]) };
}

describe("contact form rules (checked after trimming)", () => {
  it("accepts a valid message and returns trimmed values", () => {
    const result = contactSchema.safeParse({
      name: "  Ana  ",
      email: " ana@example.com ",
      subject: " Hi ",
      message: "  0123456789  ",
    });
    expect(result.success && result.data).toEqual({
      name: "Ana",
      email: "ana@example.com",
      subject: "Hi",
      message: "0123456789",
    });
  });

  it("gives the spec's message for each empty or blank field", () => {
    expect(errorsOf({ name: "   ", email: "", subject: "\t", message: " " })).toEqual({
      name: CONTACT_ERRORS.nameRequired,
      email: CONTACT_ERRORS.emailInvalid,
      subject: CONTACT_ERRORS.subjectRequired,
      message: CONTACT_ERRORS.messageTooShort,
    });
  });

  it.each(["ana", "ana@", "ana@example", "ana @example.com", "@example.com", "ana@@example.com"])(
    "refuses the e-mail address %j",
    (email) => {
      expect(errorsOf({ ...valid, email }).email).toBe(CONTACT_ERRORS.emailInvalid);
    },
  );

  it("counts the message length after trimming: 9 is too short, 10 is enough", () => {
    expect(errorsOf({ ...valid, message: "  123456789  " }).message).toBe(CONTACT_ERRORS.messageTooShort);
    expect(errorsOf({ ...valid, message: "  1234567890  " }).message).toBeUndefined();
  });

  it.each([
    ["name", CONTACT_LIMITS.nameMax, CONTACT_ERRORS.nameTooLong],
    ["subject", CONTACT_LIMITS.subjectMax, CONTACT_ERRORS.subjectTooLong],
    ["message", CONTACT_LIMITS.messageMax, CONTACT_ERRORS.messageTooLong],
  ] as const)("%s: %i characters pass, one more fails with its own message", (field, max, key) => {
    expect(errorsOf({ ...valid, [field]: "a".repeat(max) })[field]).toBeUndefined();
    expect(errorsOf({ ...valid, [field]: ` ${"a".repeat(max)} ` })[field]).toBeUndefined();
    expect(errorsOf({ ...valid, [field]: "a".repeat(max + 1) })[field]).toBe(key);
  });

  it("email: the limit applies to a well-formed address", () => {
    expect(errorsOf({ ...valid, email: at(CONTACT_LIMITS.emailMax) }).email).toBeUndefined();
    expect(errorsOf({ ...valid, email: at(CONTACT_LIMITS.emailMax + 1) }).email).toBe(CONTACT_ERRORS.emailTooLong);
  });
});

describe("encodeMailtoValue and toCrlf", () => {
  it("encodes every reserved character, including those encodeURIComponent leaves", () => {
    expect(encodeMailtoValue("a&b=c?d#e f+g!'()*%")).toBe("a%26b%3Dc%3Fd%23e%20f%2Bg%21%27%28%29%2A%25");
  });

  it("turns every kind of line break into CRLF", () => {
    expect(toCrlf("a\nb\r\nc\rd")).toBe("a\r\nb\r\nc\r\nd");
  });
});

describe("buildMailto", () => {
  it("addresses the site contact, with the subject and a body of name, e-mail and message", () => {
    const href = buildMailto(valid, labels);
    expect(href.startsWith(`mailto:${CONTACT_EMAIL}?subject=`)).toBe(true);
    const { address, fields, keys } = parseMailto(href);
    expect(address).toBe(CONTACT_EMAIL);
    expect(keys).toEqual(["subject", "body"]);
    expect(fields.subject).toBe("A question");
    expect(fields.body).toBe("Name: Ana López\r\nEmail: ana@example.com\r\n\r\nMessage:\r\nHello, this is my message.");
  });

  it("encodes line breaks as %0D%0A and keeps the message's own line breaks", () => {
    const href = buildMailto({ ...valid, message: "Line one\nLine two\r\n\r\nLine four" }, labels);
    expect(href).toContain("Line%20one%0D%0ALine%20two%0D%0A%0D%0ALine%20four");
    expect(href).not.toMatch(/[\r\n ]/);
  });

  it("cannot be used to add headers or recipients", () => {
    const href = buildMailto(
      { ...valid, subject: "Hi&bcc=spy@example.com", message: "x?cc=spy@example.com&body=gotcha" },
      labels,
    );
    const { keys, fields } = parseMailto(href);
    expect(keys).toEqual(["subject", "body"]);
    expect(fields.subject).toBe("Hi&bcc=spy@example.com");
    expect(fields.body).toContain("x?cc=spy@example.com&body=gotcha");
  });

  it("puts a subject on one line and trims every value", () => {
    const { fields } = parseMailto(
      buildMailto(
        { name: " Ana ", email: " ana@example.com ", subject: " Two\nlines ", message: "  Hello there!  " },
        labels,
      ),
    );
    expect(fields.subject).toBe("Two lines");
    expect(fields.body).toBe("Name: Ana\r\nEmail: ana@example.com\r\n\r\nMessage:\r\nHello there!");
  });

  it("keeps accents and other scripts intact (UTF-8) and uses the labels it is given", () => {
    const es = { name: "Nombre", email: "Correo electrónico", message: "Mensaje" };
    const { fields } = parseMailto(
      buildMailto({ ...valid, subject: "¿Pregunta? ñ 中文 😀", message: "Señora Muñoz: ¿cómo está?" }, es),
    );
    expect(fields.subject).toBe("¿Pregunta? ñ 中文 😀");
    expect(fields.body).toContain("Correo electrónico: ana@example.com");
    expect(fields.body).toContain("Mensaje:\r\nSeñora Muñoz: ¿cómo está?");
  });

  it("includes every character of the longest allowed values (nothing is cut)", () => {
    const longest: ContactValues = {
      name: "ñ".repeat(CONTACT_LIMITS.nameMax),
      email: `${"a".repeat(CONTACT_LIMITS.emailMax - "@example.com".length)}@example.com`,
      subject: "¿".repeat(CONTACT_LIMITS.subjectMax),
      message: "é\n".repeat(CONTACT_LIMITS.messageMax / 2),
    };
    expect(contactSchema.safeParse(longest).success).toBe(true);
    const href = buildMailto(longest, labels);
    const { fields } = parseMailto(href);
    expect(fields.subject).toBe(longest.subject);
    expect(fields.body).toContain(longest.name);
    expect(fields.body).toContain(longest.email);
    expect(fields.body.endsWith(toCrlf(longest.message.trim()))).toBe(true);
  });

  it("can address another recipient", () => {
    expect(buildMailto(valid, labels, "help@example.org").startsWith("mailto:help@example.org?")).toBe(true);
  });
});
