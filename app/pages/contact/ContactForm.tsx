import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Alert, PlainButton, Link, LiveRegion, TextArea, TextField, toast } from "@medicare-guide/design-system";
import {
  buildMailto,
  CONTACT_EMAIL,
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  contactSchema,
  EMPTY_CONTACT,
  type ContactField,
  type ContactValues,
} from "./contact-form.ts";
import { CONTACT_NS } from "./strings.ts";
import { translateDataKey } from "../../i18n/index.ts";
import { FormFrame, useSummaryErrors } from "../../components/FormFrame/index.ts";

/** How long the "Opening email client" toast stays (the status message on the page stays for good). */
const TOAST_TIMEOUT_MS = 10_000;

/** The id of a field's control (the error summary links to it). */
export const fieldId = (name: ContactField) => `contact-${name}`;

/** Opens the visitor's e-mail program. */
function openInMailProgram(href: string): void {
  window.location.href = href;
}

export interface ContactFormProps {
  /** Where messages go (default: the site's contact address). */
  to?: string;
  /** Opens the mailto: link (default: window.location.href); tests pass a spy. */
  openMailto?: (href: string) => void;
}

/**
 * The "Send a Message" form: react-hook-form + zod with the spec's rules, checked
 * on submit after trimming. Errors show beside each field and in an error summary
 * that takes focus; typed values are kept. A valid message opens the visitor's
 * e-mail program (mailto:), shows a toast and a lasting status message, and
 * clears the form. Nothing is sent to our server.
 */
export function ContactForm({ to = CONTACT_EMAIL, openMailto = openInMailProgram }: ContactFormProps) {
  const { t } = useTranslation(CONTACT_NS);
  const [sentHref, setSentHref] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    formState: { errors, submitCount },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY_CONTACT,
    mode: "onSubmit",
    reValidateMode: "onSubmit",
    shouldFocusError: false,
  });

  const message = (name: ContactField) => {
    const key = errors[name]?.message;
    return key ? translateDataKey(t, key, CONTACT_LIMITS) : undefined;
  };
  const { errors: items, summaryRef } = useSummaryErrors(
    errors,
    submitCount,
    Object.fromEntries(CONTACT_FIELDS.map((name) => [name, fieldId(name)])),
    (key) => translateDataKey(t, key, CONTACT_LIMITS),
  );

  const onValid = (values: ContactValues) => {
    const href = buildMailto(values, { name: t("mail.name"), email: t("mail.email"), message: t("mail.message") }, to);
    setSentHref(href);
    toast(
      <>
        <strong>{t("toast.title")}.</strong> {t("toast.description")}
      </>,
      { variant: "info", timeout: TOAST_TIMEOUT_MS },
    );
    openMailto(href);
    reset(EMPTY_CONTACT);
  };

  return (
    <>
      <FormFrame
        aria-label={t("form.label")}
        onSubmit={handleSubmit(onValid, () => setSentHref(null))}
        className="mg-contact-form"
        errors={items}
        summaryRef={summaryRef}
        summaryLevel={3}
        submit={<PlainButton type="submit">{t("form.submit")}</PlainButton>}
      >
        <Controller
          name="name"
          control={control}
          render={({ field }) => (
            <TextField
              id={fieldId("name")}
              label={t("form.name")}
              isRequired
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="name"
              spellCheck="false"
              errorMessage={message("name")}
            />
          )}
        />
        <Controller
          name="email"
          control={control}
          render={({ field }) => (
            <TextField
              id={fieldId("email")}
              label={t("form.email")}
              description={t("form.emailHint")}
              isRequired
              type="email"
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              autoComplete="email"
              spellCheck="false"
              errorMessage={message("email")}
            />
          )}
        />
        <Controller
          name="subject"
          control={control}
          render={({ field }) => (
            <TextField
              id={fieldId("subject")}
              label={t("form.subject")}
              isRequired
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={message("subject")}
            />
          )}
        />
        <Controller
          name="message"
          control={control}
          render={({ field }) => (
            <TextArea
              id={fieldId("message")}
              label={t("form.message")}
              description={t("form.messageHint", CONTACT_LIMITS)}
              isRequired
              rows={8}
              maxChars={CONTACT_LIMITS.messageMax}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              errorMessage={message("message")}
            />
          )}
        />
      </FormFrame>
      <LiveRegion className="mg-contact__status">
        {sentHref && (
          <Alert variant="success" heading={t("status.title")}>
            <p>{t("status.text")}</p>
            <p>
              {t("status.retry")} <Link href={sentHref}>{t("status.retryLink")}</Link> {t("status.or")}{" "}
              <Link href={`mailto:${to}`}>{to}</Link>.
            </p>
          </Alert>
        )}
      </LiveRegion>
    </>
  );
}
