/**
 * Child process of durability.test.ts: delivers the outbox of DATA_DIR to .eml
 * files one row at a time, printing each row id once it is marked sent. The
 * parent kills it mid-delivery to show a crash loses nothing and sends nothing twice.
 */
import { writeSync } from "node:fs";
import { openSqliteStore } from "../../quiz-data/sqlite.ts";
import { createGuideMailer } from "../mail.ts";
import { createOutboxSender } from "../outbox-sender.ts";

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error("usage: kill-sender.ts <dataDir>");
const store = openSqliteStore({ dataDir });
const siteUrl = "https://medicare-guide.example";
const sender = createOutboxSender({
  store,
  mailer: createGuideMailer({ dataDir, siteUrl }),
  siteUrl,
  batchSize: 1,
  leaseMs: 200,
  log: { info: () => {}, warn: () => {}, error: (m) => writeSync(2, `${m}\n`) },
});
writeSync(1, "ready\n");
for (;;) {
  const run = await sender.runOnce();
  if (run.sent) writeSync(1, "sent\n");
  if (run.sent + run.retried + run.abandoned === 0) break;
}
writeSync(1, "done\n");
