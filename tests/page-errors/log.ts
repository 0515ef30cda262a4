/**
 * What the browser gates count as a broken page load (tests/page-errors/fixture.ts records, this decides).
 *
 * Every route is prerendered and then hydrated ("Useful from the first paint"): when the client's first
 * render does not match the prerendered HTML, production React reports error #418 (or one of its hydration
 * siblings), throws the server HTML away and renders the whole root again on the client. That destroys what
 * a visitor typed or focused before hydration and repaints the page on a slow phone, yet the page still looks
 * right, so no assertion about content notices it. The log therefore fails the test on:
 * - every uncaught page error (an exception or rejection nobody caught, and what React passes to
 *   `reportError`, which is where production React sends a hydration mismatch);
 * - every console error that is a React error (its production messages name a code, `Minified React error #n`)
 *   or speaks of hydration.
 * Other console errors (a failed resource load that a test provokes, say) are left to the tests' assertions.
 * An error a test provokes on purpose is allowed by that test alone, by pattern, with a reason.
 */

export type PageErrorSource = "uncaught" | "console";

export interface RecordedPageError {
  source: PageErrorSource;
  /** The error's name and message (uncaught) or the console text. */
  text: string;
  /** The page's address when it happened ("" when the page is unknown). */
  url: string;
}

export interface Allowance {
  pattern: RegExp;
  /** Why this test expects the error: shown when the allowance is never used. */
  why: string;
}

/**
 * React's production hydration errors (https://react.dev/errors/N): what each means for the visitor.
 * 418 is React 19's one mismatch error (text, element or attribute count); 419-425 are its siblings
 * (a boundary switched to client rendering, a mismatch outside a Suspense boundary, text mismatch in 18).
 */
export const REACT_HYDRATION_ERRORS: Readonly<Record<number, string>> = {
  418: "the client's first render did not match the prerendered HTML",
  419: "a Suspense boundary's server HTML was abandoned and rendered on the client",
  421: "a Suspense boundary was updated before it hydrated and switched to client rendering",
  422: "a Suspense boundary failed to hydrate and switched to client rendering",
  423: "hydration failed outside any Suspense boundary: the whole root was rendered again on the client",
  425: "the text did not match the prerendered HTML",
};

const REACT_ERROR_CODE = /Minified React error #(\d+)/;
const HYDRATION_WORDS = /hydrat/i;

/** The React error code in a message, if it is one of React's production errors. */
export function reactErrorCode(text: string): number | undefined {
  const match = REACT_ERROR_CODE.exec(text);
  return match ? Number(match[1]) : undefined;
}

/** Whether the text is one of React's hydration errors (by code, or in words for development builds). */
export function isHydrationError(text: string): boolean {
  const code = reactErrorCode(text);
  return (code !== undefined && code in REACT_HYDRATION_ERRORS) || HYDRATION_WORDS.test(text);
}

/** Whether a console error counts as a broken page load (see the header): a React error or a hydration one. */
export function isCountedConsoleError(text: string): boolean {
  return reactErrorCode(text) !== undefined || isHydrationError(text);
}

/** One line per error: what happened, where, and in plain words what a React hydration code means. */
export function describePageError({ source, text, url }: RecordedPageError): string {
  const code = reactErrorCode(text);
  const meaning = code !== undefined ? REACT_HYDRATION_ERRORS[code] : undefined;
  const first = text.split("\n")[0] ?? "";
  const where = url ? ` at ${url}` : "";
  return `${source === "uncaught" ? "uncaught page error" : "console error"}${where}: ${first}${
    meaning ? ` (React #${code}: ${meaning})` : ""
  }`;
}

/** The errors of one test: recorded as they happen, judged at its end. */
export class PageErrorLog {
  readonly #errors: RecordedPageError[] = [];
  readonly #allowances: Allowance[] = [];

  /** Records an uncaught page error; console errors only when they count (isCountedConsoleError). */
  record(error: RecordedPageError): void {
    if (error.source === "console" && !isCountedConsoleError(error.text)) return;
    this.#errors.push(error);
  }

  /** Allows the errors matching the pattern in this test, for the reason given. */
  allow(pattern: RegExp, why: string): void {
    if (!why.trim()) throw new Error("pageErrors.allow needs the reason the test expects this error");
    this.#allowances.push({ pattern, why });
  }

  /** Everything the test must fail on: errors nobody allowed, and allowances no error used (stale). */
  problems(): string[] {
    const used = new Set<Allowance>();
    const unexpected = new Set<string>();
    for (const error of this.#errors) {
      const allowance = this.#allowances.find((a) => a.pattern.test(error.text));
      if (allowance) used.add(allowance);
      else unexpected.add(describePageError(error));
    }
    const stale = this.#allowances
      .filter((a) => !used.has(a))
      .map((a) => `allowed error never happened: ${a.pattern} (${a.why}); remove the allowance or fix the test`);
    return [...unexpected, ...stale];
  }
}
