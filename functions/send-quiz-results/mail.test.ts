import { readFileSync, readdirSync, statSync } from "node:fs";
import { createServer, type AddressInfo, type Server } from "node:net";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import enEmail from "../../locales/en/email.json" with { type: "json" };
import esEmail from "../../locales/es/email.json" with { type: "json" };
import { PATH_SLUGS } from "@medicare-guide/content/quiz/options";
import { createSendQuizResults } from "./handler.ts";
import { createGuideMailer, siteUrlFromEnv } from "./mail.ts";
import { PATH_LINKS, escapeHtml, renderGuideEmail } from "./templates.ts";
import { decodeQuotedPrintable, memoryLog, postJson, tempDir, unlimited, validBody } from "./test/helpers.ts";

const cleanups: (() => void | Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.();
});

function outboxFiles(dir: string): string[] {
  return readdirSync(join(dir, "outbox")).map((f) => join(dir, "outbox", f));
}

/** The decoded text of every part of an .eml file (quoted-printable or base64). */
function decodedParts(eml: string): string {
  const parts = eml.split(/\n--/);
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

describe("guide e-mail templates", () => {
  it.each(PATH_SLUGS)("%s: English text and HTML carry the summary, the path link and its next steps", (slug) => {
    const email = renderGuideEmail({
      slug,
      lang: "en",
      siteUrl: "https://medicare.example.org/",
      consentUpdates: true,
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
    const email = renderGuideEmail({ slug, lang: "es", siteUrl: "http://localhost:3000", consentUpdates: false });
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
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
    const email = renderGuideEmail({
      slug: "getting-started",
      lang: "en",
      siteUrl: 'https://x.example/"><script>',
      consentUpdates: true,
    });
    expect(email.html).not.toContain("<script>");
  });

  it("SITE_URL defaults to http://localhost:3000", () => {
    expect(siteUrlFromEnv({})).toBe("http://localhost:3000");
    expect(siteUrlFromEnv({ SITE_URL: "https://medicare.example.org/" })).toBe("https://medicare.example.org");
  });
});

describe("outbox (no SMTP_URL)", () => {
  it("writes one .eml per guide, with a text and an HTML part, in the visitor's language", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const mailer = createGuideMailer({ dataDir: tmp.dir, siteUrl: "https://medicare.example.org" });
    const sent = await mailer.sendGuide({
      to: "lectora@example.com",
      slug: "irmaa-planning",
      lang: "es",
      consentUpdates: true,
    });
    const [file] = outboxFiles(tmp.dir);
    expect(sent.file).toBe(file);
    expect(file).toMatch(/\.eml$/);
    expect(file).not.toContain("lectora");
    expect(statSync(file!).mode & 0o777).toBe(0o600);
    const eml = readFileSync(file!, "utf8");
    expect(eml).toMatch(/^To: lectora@example\.com$/m);
    expect(eml).toMatch(/^From: .*<no-reply@medicare\.example\.org>$/m);
    expect(eml).toMatch(/^Content-Language: es$/m);
    expect(eml).toMatch(/^Subject: /m);
    expect(eml).toMatch(/multipart\/alternative/);
    expect(eml).toMatch(/text\/plain/);
    expect(eml).toMatch(/text\/html/);
    const body = decodedParts(eml);
    expect(body).toContain("https://medicare.example.org/es/path/irmaa-planning");
    expect(body).toContain(esEmail.paths["irmaa-planning"].summary);
  });

  it("the handler reports emailed:true and the file is there", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const handler = createSendQuizResults({
      store: { save: () => {} },
      mailer: createGuideMailer({ dataDir: tmp.dir, siteUrl: "http://localhost:3000" }),
      rateLimiter: unlimited,
      log: memoryLog(),
    });
    const res = await handler(postJson(validBody("reader@example.com")));
    expect(await res.json()).toEqual({ stored: true, emailed: true });
    expect(outboxFiles(tmp.dir)).toHaveLength(1);
  });
});

/** A minimal SMTP server that accepts every message and keeps its data. */
async function fakeSmtp(): Promise<{ url: string; messages: string[]; server: Server }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = "";
    let buffer = "";
    socket.write("220 fake.smtp ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index: number;
      while ((index = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(data);
            data = "";
            socket.write("250 2.0.0 queued\r\n");
          } else data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250-fake.smtp\r\n250 8BITMIME\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 OK\r\n");
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, messages, server };
}

describe("SMTP (SMTP_URL set)", () => {
  it("sends through the SMTP server and writes no outbox file", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const smtp = await fakeSmtp();
    cleanups.push(() => new Promise<void>((done) => smtp.server.close(() => done())));
    const mailer = createGuideMailer({ dataDir: tmp.dir, smtpUrl: smtp.url, siteUrl: "http://localhost:3000" });
    const sent = await mailer.sendGuide({
      to: "reader@example.com",
      slug: "staying-informed",
      lang: "en",
      consentUpdates: false,
    });
    expect(sent.messageId).toBeTruthy();
    expect(sent.file).toBeUndefined();
    expect(smtp.messages).toHaveLength(1);
    expect(decodedParts(smtp.messages[0]!)).toContain("http://localhost:3000/path/staying-informed");
    expect(() => readdirSync(join(tmp.dir, "outbox"))).toThrow(/ENOENT/);
  });

  it("a server that cannot be reached: emailed:false, the submission still stored, no address logged", async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    // Find a free port, then close it so nothing listens there.
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((done) => probe.close(() => done()));

    const saved: unknown[] = [];
    const log = memoryLog();
    const handler = createSendQuizResults({
      store: { save: (r) => void saved.push(r) },
      mailer: createGuideMailer({
        dataDir: tmp.dir,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        siteUrl: "http://localhost:3000",
      }),
      rateLimiter: unlimited,
      log,
    });
    const res = await handler(postJson(validBody("reader@example.com")));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ stored: true, emailed: false });
    expect(saved).toHaveLength(1);
    expect(log.lines.some((l) => l.startsWith("error") && l.includes("not sent"))).toBe(true);
    expect(log.lines.join("\n")).not.toContain("reader@example.com");
  });
});
