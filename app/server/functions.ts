/**
 * The serverless functions in functions/, mounted at /api/<name>. Each is a
 * standard Fetch handler (Request -> Response) so it deploys to any platform.
 */
export type FunctionHandler = (request: Request, ctx: { clientAddress?: string }) => Promise<Response>;

export async function loadFunctions(): Promise<Record<string, FunctionHandler>> {
  const sendQuizResults = await import("../../functions/send-quiz-results/index.ts");
  return { "send-quiz-results": sendQuizResults.default };
}
