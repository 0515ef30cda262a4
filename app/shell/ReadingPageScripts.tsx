import { ENHANCE_MODULE_PLACEHOLDER, speculationRules } from "./reading-page.ts";

/**
 * What a reading page loads instead of React Router's scripts (issue 29): the enhancement module, after first
 * paint, and the Speculation Rules for the next page.
 */
export function ReadingPageScripts() {
  return (
    <>
      {/* async: it never holds DOMContentLoaded (the inline bootstrap's work). React hoists an async script into
          <head>, so it may run before the body is parsed: app/enhance.ts waits for DOMContentLoaded then. */}
      <script type="module" async src={ENHANCE_MODULE_PLACEHOLDER} />
      {/* A constant, never content; hashed for the CSP. */}
      {/* oxlint-disable-next-line react/no-danger */}
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules() }} />
    </>
  );
}
