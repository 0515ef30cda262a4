/**
 * The serverless functions in functions/, mounted at /api/<name>. Each is a
 * standard Fetch handler (Request -> Response) so it deploys to any platform.
 * Looked up in a Map, so a name like "constructor" or "__proto__" is simply
 * not there (fail closed: 404), never an inherited property.
 */
import { LANGUAGES, routeHref } from "@medicare-guide/content/routes";

export type FunctionHandler = (request: Request, ctx: { clientAddress?: string }) => Promise<Response>;

export type FunctionTable = ReadonlyMap<string, FunctionHandler>;

/** Page paths whose plain HTML form posts to a function (the form works before and without JavaScript). */
export const FORM_POSTS: ReadonlyMap<string, string> = new Map(
  LANGUAGES.map((lang) => [routeHref("email-preferences", lang), "email-preferences"] as const),
);

export async function loadFunctions(): Promise<FunctionTable> {
  const sendQuizResults = await import("../../functions/send-quiz-results/index.ts");
  const emailPreferences = await import("../../functions/email-preferences/index.ts");
  return new Map<string, FunctionHandler>([
    ["send-quiz-results", sendQuizResults.default],
    ["email-preferences", emailPreferences.default],
  ]);
}
