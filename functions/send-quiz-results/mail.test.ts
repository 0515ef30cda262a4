import { readFileSync, readdirSync, statSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { join } from "node:path";
import { localSmtp } from "./test/local-smtp.ts";
import { afterEach, describe, expect, it } from "vitest";
import enEmail from "../../locales/en/email.json" with { type: "json" };
import esEmail from "../../locales/es/email.json" with { type: "json" };
import { PATH_SLUGS } from "@medicare-guide/content/quiz/options";
import { emailLinks } from "../quiz-data/links.ts";
import { openSqliteStore } from "../quiz-data/sqlite.ts";
import { createSendQuizResults } from "./handler.ts";
import { createGuideMailer, mailTransportFromEnv, siteUrlFromEnv } from "./mail.ts";
import { createOutboxSender } from "./outbox-sender.ts";
import { escapeHtml } from "@medicare-guide/content/text/escape";
import { PATH_LINKS, renderGuideEmail } from "./templates.ts";
import { decodeQuotedPrintable, memoryLog, postJson, tempDir, validBody } from "./test/helpers.ts";

const SITE = "https://medicare.example.org";
const LINKS = {
  preferences: `${SITE}/email-preferences?t=TOKEN&s=SIGNATURE`,
  oneClick: `${SITE}/api/email-preferences?t=TOKEN&s=SIGNATURE&lang=en`,
};

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function outboxFiles(dir: string): string[] {
  return readdirSync(join(dir, "outbox"))
    .filter((f) => f.endsWith(".eml"))
    .map((f) => join(dir, "outbox", f));
}

/** The decoded text of every part of an .eml file (quoted-printable or base64). */
function decodedParts(eml: string): string {
  // The message's own MIME boundary only: neither the text part's "--" signature line nor a quoted-printable
  // line that starts with "--" (a token with "--" wrapped just before it, as random tokens sometimes are).
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(eml)?.[1];
  const parts = boundary ? eml.split(`\n--${boundary}`) : [eml];
  return parts
    .map((part) => {
      const [head = "", ...rest] = part.split("\n\n");
      const body = rest.join("\n\n");
      if (/content-transfer-encoding: base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
      if (/content-transfer-encoding: quoted-printable/i.test(head)) return decodeQuotedPrintable(body);
      return body;
    })
    .join("\n");
}

describe("the test's own MIME reader", () => {
  it("keeps a quoted-printable line that starts with -- (a wrapped token) in its part", () => {
    const eml = [
      'Content-Type: multipart/alternative; boundary="b1"',
      "",
      "--b1",
      "Content-Transfer-Encoding: quoted-printable",
      "",
      "Stop: https://x.example/p?t=3Dab&s=3D15t__f-zG9z=",
      "--hF7GFt#stop",
      "--b1--",
    ].join("\n");
    expect(decodedParts(eml)).toContain("https://x.example/p?t=ab&s=15t__f-zG9z--hF7GFt#stop");
  });
});

describe("guide e-mail templates", () => {
  it.each(PATH_SLUGS)("%s: English text and HTML carry the summary, the path link and its next steps", (slug) => {
    const email = renderGuideEmail({
      slug,
      lang: "en",
      siteUrl: "https://medicare.example.org/",
      updates: "subscribed",
      links: LINKS,
    });
    const path = enEmail.paths[slug];
    expect(email.subject).toBe(enEmail.subject.replace("{{pathTitle}}", path.title));
    for (const part of [email.text, email.html]) {
      expect(part).toContain(`https://medicare.example.org/path/${slug}`);
      for (const link of PATH_LINKS[slug]) expect(part).toContain(`https://medicare.example.org${link.route}`);
    }
    expect(email.text).toContain(path.summary);
    expect(email.html).toContain(escapeHtml(path.summary));
    expect(email.html).toContain('<html lang="en">');
    expect(email.text).toContain(enEmail.updatesYes);
    expect(email.text).toContain("1-800-MEDICARE");
  });

  it.each(PATH_SLUGS)("%s: Spanish e-mail links to the Spanish pages", (slug) => {
    const email = renderGuideEmail({
      slug,
      lang: "es",
      siteUrl: "http://localhost:3000",
      updates: "none",
      links: LINKS,
    });
    expect(email.subject).toContain(esEmail.paths[slug].title);
    expect(email.html).toContain('<html lang="es">');
    expect(email.text).toContain(`http://localhost:3000/es/path/${slug}`);
    for (const link of PATH_LINKS[slug]) expect(email.text).toContain(`http://localhost:3000/es${link.route}`);
    expect(email.text).toContain(esEmail.updatesNo);
    expect(email.text).not.toContain("http://localhost:3000/path/");
  });

  it("has the same keys in both languages and links only to routes with a label", () => {
    const keys = (o: object): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v).map((s) => `${k}.${s}`) : [k]));
    expect(keys(esEmail).sort()).toEqual(keys(enEmail).sort());
    expect(Object.keys(PATH_LINKS).sort()).toEqual([...PATH_SLUGS].sort());
  });

  it("escapes HTML in every value", () => {
    const email = renderGuideEmail({
      slug: "getting-started",
      lang: "en",
      siteUrl: 'https://x.example/"><script>',
      updates: "confirm",
      links: { preferences: 'https://x.example/"><script>', oneClick: "x" },
    });
    expect(email.html).not.toContain("<script>");
  });

  it("every e-mail has a visible unsubscribe / delete link; the confirm link only while unconfirmed", () => {
    for (const lang of ["en", "es"] as const) {
      const strings = lang === "en" ? enEmail : esEmail;
      const confirm = renderGuideEmail({
        slug: "staying-informed",
        lang,
        siteUrl: SITE,
        updates: "confirm",
        links: LINKS,
      });
      const none = renderGuideEmail({ slug: "staying-informed", lang, siteUrl: SITE, updates: "none", links: LINKS });
      for (const part of [confirm.text, none.text]) expect(part).toContain(`${LINKS.preferences}#stop`);
      for (const part of [confirm.html, none.html]) expect(part).toContain(`${escapeHtml(LINKS.preferences)}#stop`);
      for (const part of [confirm.text, confirm.html, none.text, none.html]) expect(part).toContain(strings.manage);
      expect(confirm.text).toContain(`${strings.confirmLink}: ${LINKS.preferences}#confirm`);
      expect(confirm.html).toContain(`${escapeHtml(LINKS.preferences)}#confirm`);
      expect(none.text).not.toContain("#confirm");
    }
  });

  it("SITE_URL: read at run time, never a guessed localhost, required in production", () => {
    // Issue 24: unset outside production once meant links to http://localhost:3000 in every e-mail.
    expect(siteUrlFromEnv({})).toBeUndefined();
    expect(siteUrlFromEnv({ SITE_URL: "https://medicare.example.org/" })).toBe("https://medicare.example.org");
    expect(() => siteUrlFromEnv({ NODE_ENV: "production" })).toThrow(/SITE_URL is required when NODE_ENV=production/);
    expect(() => siteUrlFromEnv({ SITE_URL: "javascript:alert(1)" })).toThrow(/http/);
    expect(siteUrlFromEnv({ NODE_ENV: "production", SITE_URL: "https://m.example" })).toBe("https://m.example");
  });
});

describe("mail transport (issue 24)", () => {
  it("production refuses to start without SMTP_URL unless MAIL_TRANSPORT=files says so", () => {
    expect(() => mailTransportFromEnv({ NODE_ENV: "production" })).toThrow(/SMTP_URL is required/);
    expect(mailTransportFromEnv({ NODE_ENV: "production", MAIL_TRANSPORT: "files" })).toBe("files");
    expect(mailTransportFromEnv({ NODE_ENV: "production", SMTP_URL: "smtp://m.example:587" })).toBe("smtp");
    expect(mailTransportFromEnv({})).toBe("files");
    expect(() => mailTransportFromEnv({ MAIL_TRANSPORT: "smtp" })).toThrow(/needs SMTP_URL/);
    expect(() => mailTransportFromEnv({ MAIL_TRANSPORT: "pigeon" })).toThrow(/"smtp" or "files"/);
  });
});

describe("outbox files (no SMTP_URL)", () => {
  it("writes one .eml (0600) per outbox row, with a text and an HTML part and the unsubscribe headers", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const mailer = createGuideMailer({ dataDir: tmp.dir, siteUrl: "https://medicare.example.org" });
    const message = {
      outboxId: 7,
      to: "lectora@example.com",
      slug: "irmaa-planning",
      lang: "es",
      updates: "confirm",
      links: LINKS,
    } as const;
    const sent = await mailer.sendGuide(message);
    const [file] = outboxFiles(tmp.dir);
    expect(sent.file).toBe(file);
    expect(file).toMatch(/guide-0000000007\.eml$/);
    expect(file).not.toContain("lectora");
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file!, "utf8");
    expect(eml).toMatch(/^To: lectora@example\.com$/m);
    expect(eml).toMatch(/^From: .*<no-reply@medicare\.example\.org>$/m);
    expect(eml).toMatch(/^Content-Language: es$/m);
    expect(eml).toMatch(/^Message-ID: <guide-7@medicare\.example\.org>$/m);
    expect(unfold(eml)).toContain(`List-Unsubscribe: <${LINKS.oneClick}>`);
    expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(eml).toMatch(/multipart\/alternative/);
    const body = decodedParts(eml);
    expect(body).toContain("https://medicare.example.org/es/path/irmaa-planning");
    expect(body).toContain(esEmail.paths["irmaa-planning"].summary);
    expect(body).toContain(`${LINKS.preferences}#confirm`);

    // Sending the same outbox row again (a retry after a crash) publishes nothing new.
    await mailer.sendGuide(message);
    expect(outboxFiles(tmp.dir)).toHaveLength(1);
  });
});

/** Header lines as one line each (long headers are folded). */
function unfold(eml: string): string {
  return eml.replace(/\r?\n[ \t]+/g, " ");
}

describe("SMTP (SMTP_URL set): through a real SMTP server on loopback", () => {
  it("the outbox sender delivers over SMTP_URL: headers and body checked; a 451 is retried with backoff", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const smtp = await localSmtp({ failFirst: 1, port: Number(process.env.SMTP_TEST_PORT) || 0 });
    cleanups.push(() => smtp.close());
    const store = openSqliteStore({ dataDir: tmp.dir });
    cleanups.push(() => store.close());
    const siteUrl = "https://medicare.example.org";
    const mailer = createGuideMailer({ dataDir: tmp.dir, smtpUrl: smtp.url, siteUrl });
    cleanups.push(() => mailer.close?.());
    const log = memoryLog();
    const sender = createOutboxSender({ store, mailer, siteUrl, log, baseDelayMs: 50 });

    const handler = createSendQuizResults({ store, rateLimit: false, log });
    const res = await handler(postJson(validBody("reader@example.com", { lang: "es" })));
    expect(res.status).toBe(200);

    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 1, abandoned: 0 });
    expect(smtp.messages).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 80));
    expect(await sender.runOnce()).toEqual({ sent: 1, retried: 0, abandoned: 0 });
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 0, abandoned: 0 });

    expect(smtp.messages).toHaveLength(1);
    const eml = smtp.messages[0]!;
    const head = unfold(eml.split(/\r?\n\r?\n/)[0]!);
    const row = await store.get("reader@example.com");
    const links = emailLinks(siteUrl, await store.linkSecret(), row!.token, "es");
    expect(head).toMatch(/^To: reader@example\.com$/m);
    expect(head).toContain(`List-Unsubscribe: <${links.oneClick}>`);
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(head).toMatch(/^Content-Language: es$/m);
    expect(head).not.toContain("reader@example.com>"); // no address in the links
    const body = decodedParts(eml.replaceAll("\r\n", "\n"));
    expect(body).toContain(`${links.preferences}#stop`);
    expect(body).toContain(`${links.preferences}#confirm`);
    expect(body).toContain(esEmail.paths["irmaa-planning"].title);
    expect(outboxFiles.bind(null, tmp.dir)).toThrow(/ENOENT/);
    expect(log.lines.join("\n")).not.toContain("reader@example.com");
  });

  it("a server that cannot be reached: the submission stays stored, the e-mail stays queued, no address logged", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((done) => probe.close(() => done()));

    const store = openSqliteStore({ dataDir: tmp.dir });
    cleanups.push(() => store.close());
    const log = memoryLog();
    const siteUrl = "http://localhost:3000";
    const sender = createOutboxSender({
      store,
      mailer: createGuideMailer({ dataDir: tmp.dir, smtpUrl: `smtp://127.0.0.1:${port}`, siteUrl }),
      siteUrl,
      log,
    });
    const handler = createSendQuizResults({ store, rateLimit: false, log });
    expect((await handler(postJson(validBody("reader@example.com")))).status).toBe(200);
    expect(await sender.runOnce()).toEqual({ sent: 0, retried: 1, abandoned: 0 });
    expect(await store.pendingOutbox()).toBe(1);
    expect(await store.count()).toBe(1);
    expect(log.lines.some((l) => l.startsWith("warn") && l.includes("failed"))).toBe(true);
    expect(log.lines.join("\n")).not.toContain("reader@example.com");
  });
});
