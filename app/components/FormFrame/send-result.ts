/**
 * What became of a form's request to our server (issue 28, "Works on a bad connection": "sending offline says
 * clearly that nothing was sent and keeps the answers (no silent background retry of personal data)"). Pure, so
 * each case is tested without a network:
 * - "sent": the server answered 2xx;
 * - "not-sent": the request never reached a server: the device says it is offline (then nothing is tried), or
 *   fetch itself failed (no network, DNS, a dropped connection; fetch rejects only when no answer came back);
 * - "failed": a server answered, but not with 2xx (it may have received the data: the form says so differently).
 */
export type SendResult = "sent" | "not-sent" | "failed";

export interface SendDeps {
  fetchFn?: typeof fetch;
  /** navigator.onLine where there is one; `false` means surely offline, `true` only "maybe online". */
  isOnline?: () => boolean;
}

const deviceOnline = () => (typeof navigator === "undefined" ? true : navigator.onLine !== false);

/** One request's result, and the server's answer when one came back (postForm follows the redirect). */
export interface SendAnswer {
  result: SendResult;
  response?: Response;
}

/**
 * Sends `init` to `endpoint`, once (nothing is queued or retried). A failure is logged under `label`, never with
 * the body nor, for a signed link, the address (`label` names the endpoint without its query).
 */
async function sendOnce(
  endpoint: string,
  init: RequestInit,
  label: string,
  { fetchFn = fetch, isOnline = deviceOnline }: SendDeps,
): Promise<SendAnswer> {
  if (!isOnline()) return { result: "not-sent" };
  let response: Response;
  try {
    response = await fetchFn(endpoint, { ...init, method: "POST" });
  } catch (error) {
    console.warn(`${label} could not be reached`, error);
    return { result: "not-sent" };
  }
  return { result: response.ok ? "sent" : "failed", response };
}

/**
 * POSTs `body` as JSON to `endpoint`, once. Logs the status or the failure, never the body (it holds an e-mail
 * address and answers: the spec's "nothing personal in logs").
 */
export async function postJson(endpoint: string, body: unknown, deps: SendDeps = {}): Promise<SendResult> {
  const answer = await sendOnce(
    endpoint,
    {
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    },
    endpoint,
    deps,
  );
  if (answer.result === "failed" && answer.response) {
    const { status } = answer.response;
    console.warn(`${endpoint} answered ${status}: ${await answer.response.text().catch(() => "")}`);
  }
  return answer.result;
}

/**
 * POSTs a form's fields as a browser's form submission does (application/x-www-form-urlencoded), once, and follows
 * the server's redirect: "sent" comes with the response of the page it redirected to. For a form whose address is
 * a signed link (the e-mail-preferences pages): `label` is what the log may name instead.
 */
export async function postForm(
  endpoint: string,
  fields: URLSearchParams,
  label: string,
  deps: SendDeps = {},
): Promise<SendAnswer> {
  const answer = await sendOnce(endpoint, { body: fields, redirect: "follow" }, label, deps);
  if (answer.result === "failed") console.warn(`${label} answered ${answer.response?.status}`);
  return answer;
}
