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

/**
 * POSTs `body` as JSON to `endpoint`, once. Logs the status or the failure, never the body (it holds an e-mail
 * address and answers: the spec's "nothing personal in logs").
 */
export async function postJson(
  endpoint: string,
  body: unknown,
  { fetchFn = fetch, isOnline = deviceOnline }: SendDeps = {},
): Promise<SendResult> {
  if (!isOnline()) return "not-sent";
  let response: Response;
  try {
    response = await fetchFn(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch (error) {
    console.warn(`${endpoint} could not be reached`, error);
    return "not-sent";
  }
  if (response.ok) return "sent";
  console.warn(`${endpoint} answered ${response.status}: ${await response.text().catch(() => "")}`);
  return "failed";
}
