/**
 * Child process of durability.test.ts: posts valid submissions through the real
 * handler and SQLite store as fast as it can, printing each e-mail address on
 * stdout only after the handler answered 200 (the acknowledgement). The parent
 * kills it with SIGKILL mid-stream. stdout to a pipe is synchronous on Linux,
 * so every printed address was acknowledged before the next write began.
 */
import { writeSync } from "node:fs";
import { openSqliteStore } from "../../quiz-data/sqlite.ts";
import { createSendQuizResults } from "../handler.ts";
import { ANSWERS } from "./helpers.ts";

const [dataDir, prefix = "kill"] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: kill-writer.ts <dataDir> [prefix]");

const store = openSqliteStore({ dataDir });
const handler = createSendQuizResults({
  store,
  rateLimit: false,
  log: { info: () => {}, warn: () => {}, error: (m) => writeSync(2, `${m}\n`) },
});

writeSync(1, "ready\n");
for (let i = 0; ; i += 1) {
  const email = `${prefix}${i}@example.com`;
  const body = JSON.stringify({ email, path: "/path/irmaa-planning", answers: ANSWERS });
  const res = await handler(
    new Request("http://localhost/api/send-quiz-results", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
    }),
  );
  if (res.status === 200) writeSync(1, `${email}\n`);
}
