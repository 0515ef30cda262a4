/**
 * Quiz submissions for the deploy gate, as many visitors send them: over concurrent connections, each from
 * a loopback address of its own (127.0.0.x: nginx sees a different client, so the per-client limit counts
 * each visitor apart, as it would on the internet).
 */
import { request } from "node:http";
import { SAMPLE_ANSWERS } from "@medicare-guide/content/quiz/sample-answers";

/** The quiz answers the load step submits (one set for every test: content/quiz/sample-answers.ts). */
export const ANSWERS = SAMPLE_ANSWERS;

export interface Submission {
  email: string;
  /** 127.0.0.x the request comes from. */
  from: string;
}

export interface Outcome extends Submission {
  /** HTTP status, or 0 when the connection failed. */
  status: number;
}

export function submit(base: string, submission: Submission): Promise<Outcome> {
  const url = new URL("/api/send-quiz-results", base);
  const body = JSON.stringify({ email: submission.email, path: "/path/irmaa-planning", answers: ANSWERS });
  return new Promise((resolve) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress: submission.from,
        agent: false,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve({ ...submission, status: res.statusCode ?? 0 }));
      },
    );
    req.on("error", () => resolve({ ...submission, status: 0 }));
    req.end(body);
  });
}

/** Sends every submission, `concurrency` at a time; `onEach` sees the count done so far. */
export async function submitAll(
  base: string,
  submissions: Submission[],
  concurrency: number,
  onEach: (done: number) => void = () => {},
): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < submissions.length) {
      const item = submissions[next++]!;
      outcomes.push(await submit(base, item));
      onEach(outcomes.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
