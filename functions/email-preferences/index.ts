import { sharedRuntime } from "../send-quiz-results/runtime.ts";
import { createEmailPreferences } from "./handler.ts";

export { createEmailPreferences, MAX_FORM_BYTES, type EmailPreferencesDeps } from "./handler.ts";

let handler: ReturnType<typeof createEmailPreferences> | undefined;

/** The deployable function: confirm / unsubscribe / delete by signed link, wired to the real store. */
export default function emailPreferences(request: Request): Promise<Response> {
  handler ??= createEmailPreferences({ store: () => sharedRuntime().store() });
  return handler(request);
}
