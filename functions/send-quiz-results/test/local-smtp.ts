import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server (the smtp-server package, nodemailer's own server side, already used by the mail tests)
 * on a loopback port that records every message it accepts. `failFirst` rejects that many messages with 451;
 * `delayMs` holds each message that long before accepting it (a slow relay, so senders hold their claims).
 */
export interface LocalSmtp {
  url: string;
  messages: string[];
  close(): Promise<void>;
}

export async function localSmtp(
  options: { port?: number; failFirst?: number; delayMs?: number } = {},
): Promise<LocalSmtp> {
  const messages: string[] = [];
  let rejected = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    // close() waits this long for clients still connected (30 s by default).
    closeTimeout: 1000,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (rejected < (options.failFirst ?? 0)) {
          rejected += 1;
          const error = new Error("try again later") as Error & { responseCode: number };
          error.responseCode = 451;
          return callback(error);
        }
        setTimeout(() => {
          messages.push(Buffer.concat(chunks).toString("utf8"));
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((done) => server.listen(options.port ?? 0, "127.0.0.1", done));
  const { port: bound } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
