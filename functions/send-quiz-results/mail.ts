import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { link, mkdir, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { createTransport } from "nodemailer";
import type { PathSlug } from "@medicare-guide/content/quiz/options";
import { renderGuideEmail, siteName, type EmailLanguage, type GuideEmailInput } from "./templates.ts";

/**
 * Sends the guide e-mail through nodemailer: SMTP when SMTP_URL is set,
 * otherwise each message is written as an .eml file to DATA_DIR/outbox, so a
 * fresh machine works (and tests run) with no mail server. Called by the outbox
 * sender, never inside the visitor's request.
 */

export interface GuideMessage {
  /** The outbox row: the Message-ID and the file name derive from it, so a retry is recognisably the same e-mail. */
  outboxId: number;
  to: string;
  slug: PathSlug;
  lang: EmailLanguage;
  updates: GuideEmailInput["updates"];
  links: GuideEmailInput["links"];
}

export interface SentGuide {
  messageId: string;
  /** The .eml file written, when there is no SMTP server. */
  file?: string;
}

export interface GuideMailer {
  sendGuide(message: GuideMessage): Promise<SentGuide>;
  close?(): void;
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

type Env = Record<string, string | undefined>;

/**
 * The site's public address, read when the server runs (e-mail links, the
 * allowed CORS origin). Required in production: a production server without it
 * would mail links to localhost, so it refuses to start instead. Outside
 * production it may be missing: then undefined, never a guessed localhost
 * (the runtime then mails nothing and the server says so at start-up).
 */
export function siteUrlFromEnv(env: Env = process.env): string | undefined {
  const value = env.SITE_URL?.trim();
  if (!value) {
    if (env.NODE_ENV === "production") {
      throw new Error(
        "SITE_URL is required when NODE_ENV=production: set it to the site's public address, e.g. SITE_URL=https://medicare-guide.example (e-mail links and the allowed origin use it)",
      );
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL is not a valid URL: "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("SITE_URL must be an http(s) URL");
  return value.replace(/\/+$/, "");
}

/**
 * How e-mail leaves: "smtp" with SMTP_URL, else "files" (.eml files in DATA_DIR/outbox). In production a
 * missing SMTP_URL would leave every e-mail as a file on one machine, so it refuses to start unless
 * MAIL_TRANSPORT=files says that is intended.
 */
export function mailTransportFromEnv(env: Env = process.env): "smtp" | "files" {
  const chosen = env.MAIL_TRANSPORT?.trim();
  if (chosen && chosen !== "smtp" && chosen !== "files") {
    throw new Error(`MAIL_TRANSPORT must be "smtp" or "files" (got "${chosen}")`);
  }
  const smtp = Boolean(env.SMTP_URL?.trim());
  if (chosen === "smtp" && !smtp) throw new Error("MAIL_TRANSPORT=smtp needs SMTP_URL (smtp://user:pass@host:587)");
  if (chosen === "files") return "files";
  if (smtp) return "smtp";
  if (env.NODE_ENV === "production") {
    throw new Error(
      "SMTP_URL is required when NODE_ENV=production (smtp://user:password@host:587 or smtps://…); to write e-mails as .eml files in DATA_DIR/outbox instead, set MAIL_TRANSPORT=files",
    );
  }
  return "files";
}

function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

export function createGuideMailer(options: GuideMailerOptions): GuideMailer {
  const host = siteHost(options.siteUrl);
  const fromAddress = options.from?.trim() || `no-reply@${host}`;
  const smtpUrl = options.smtpUrl?.trim();

  const compose = (message: GuideMessage) => {
    const email = renderGuideEmail({
      slug: message.slug,
      lang: message.lang,
      siteUrl: options.siteUrl,
      updates: message.updates,
      links: message.links,
    });
    return {
      from: { name: siteName(message.lang), address: fromAddress },
      to: message.to,
      subject: email.subject,
      text: email.text,
      html: email.html,
      messageId: `<guide-${message.outboxId}@${host}>`,
      headers: {
        "Content-Language": message.lang,
        // RFC 8058 one-click unsubscribe: the mail program POSTs List-Unsubscribe=One-Click to this URL.
        "List-Unsubscribe": `<${message.links.oneClick}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    };
  };

  if (smtpUrl) {
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
      close: () => transport.close(),
    };
  }

  const outbox = join(options.dataDir, "outbox");
  const staging = join(outbox, ".staging");
  // A crash between writing and publishing leaves a staged file: it was never published, so drop it.
  try {
    for (const name of readdirSync(staging)) rmSync(join(staging, name), { force: true });
  } catch {
    mkdirSync(staging, { recursive: true, mode: 0o700 });
  }
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async sendGuide(message) {
      const info = await transport.sendMail(compose(message));
      if (!Buffer.isBuffer(info.message)) throw new Error("stream transport returned no buffer");
      await mkdir(staging, { recursive: true, mode: 0o700 });
      // One file per outbox row (no address in the name); the ids sort in sending order.
      const file = join(outbox, `guide-${String(message.outboxId).padStart(10, "0")}.eml`);
      const temp = join(staging, `${randomBytes(6).toString("hex")}.tmp`);
      await writeFile(temp, info.message, { mode: 0o600 });
      try {
        // link() publishes atomically and refuses to replace: a retry of a row already written is a no-op.
        await link(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      } finally {
        await unlink(temp).catch(() => {});
      }
      return { messageId: info.messageId, file };
    },
  };
}
