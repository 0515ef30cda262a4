import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import type { PathSlug } from "@medicare-guide/content/quiz/options";
import { renderGuideEmail, siteName, type EmailLanguage } from "./templates.ts";

/**
 * Sends the guide e-mail through nodemailer: SMTP when SMTP_URL is set,
 * otherwise each message is written as an .eml file to DATA_DIR/outbox, so a
 * fresh machine works (and tests run) with no mail server.
 */

export interface GuideMessage {
  to: string;
  slug: PathSlug;
  lang: EmailLanguage;
  consentUpdates: boolean;
}

export interface SentGuide {
  messageId: string;
  /** The .eml file written, when there is no SMTP server. */
  file?: string;
}

export interface GuideMailer {
  sendGuide(message: GuideMessage): Promise<SentGuide>;
}

export interface GuideMailerOptions {
  /** Where the outbox folder goes when there is no SMTP server. */
  dataDir: string;
  /** smtp:// or smtps:// URL (with credentials); unset or empty: write to the outbox. */
  smtpUrl?: string | undefined;
  /** The site's public address for links. */
  siteUrl: string;
  /** From address; default no-reply@<site host>. */
  from?: string | undefined;
}

export const DEFAULT_SITE_URL = "http://localhost:3000";

/** The site's public address from SITE_URL, or http://localhost:3000. */
export function siteUrlFromEnv(env: Record<string, string | undefined> = process.env): string {
  return (env.SITE_URL?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, "");
}

function defaultFrom(siteUrl: string): string {
  let host = "localhost";
  try {
    host = new URL(siteUrl).hostname || host;
  } catch {
    // keep localhost
  }
  return `no-reply@${host}`;
}

export function createGuideMailer(options: GuideMailerOptions): GuideMailer {
  const fromAddress = options.from?.trim() || defaultFrom(options.siteUrl);
  const smtpUrl = options.smtpUrl?.trim();

  const compose = (message: GuideMessage) => {
    const email = renderGuideEmail({
      slug: message.slug,
      lang: message.lang,
      siteUrl: options.siteUrl,
      consentUpdates: message.consentUpdates,
    });
    return {
      from: { name: siteName(message.lang), address: fromAddress },
      to: message.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      headers: { "Content-Language": message.lang },
    };
  };

  if (smtpUrl) {
    // Bounded waits: the visitor's request waits for the send.
    const transport = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      async sendGuide(message) {
        const info = await transport.sendMail(compose(message));
        return { messageId: info.messageId };
      },
    };
  }

  const outbox = join(options.dataDir, "outbox");
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async sendGuide(message) {
      const info = await transport.sendMail(compose(message));
      if (!Buffer.isBuffer(info.message)) throw new Error("stream transport returned no buffer");
      await mkdir(outbox, { recursive: true });
      // Time first so the folder lists in sending order; no address in the name.
      const name = `${new Date().toISOString().replaceAll(":", "-")}-${randomBytes(6).toString("hex")}.eml`;
      const file = join(outbox, name);
      const temp = `${file}.tmp`;
      await writeFile(temp, info.message, { mode: 0o600 });
      await rename(temp, file);
      return { messageId: info.messageId, file };
    },
  };
}
