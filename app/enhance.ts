/**
 * The enhancement module of a reading page (issue 29): what such a page loads instead of React. Each part of the
 * shell and the design system used on reading pages owns its behaviour in its own folder (`X.enhance.ts`, over
 * the HTML its React component renders); this entry only runs them, then marks the page ready (READY_ATTRIBUTE,
 * what a hydrated page's root sets once React runs). Built apart from the framework (vite.enhance.config.ts) so
 * it shares no chunk with React; written into the page by scripts/postbuild.ts. The display choices, the
 * accordion and Escape/Done of "Text size and contrast" are the inline bootstrap's (display-bootstrap.ts): it
 * runs before first paint, and on a reading page React never takes over from it.
 */
import { enhanceAccordion } from "@medicare-guide/design-system/components/Accordion/Accordion.enhance.ts";
import { enhanceToggletips } from "@medicare-guide/design-system/components/Toggletip/Toggletip.enhance.ts";
import { enhanceTables } from "@medicare-guide/design-system/components/Table/Table.enhance.ts";
import { enhanceOnThisPage } from "@medicare-guide/design-system/components/OnThisPage/OnThisPage.enhance.ts";
import { enhanceExitIntent } from "./pages/home/ExitIntentDialog.enhance.ts";
import { enhanceScrollBanner } from "./pages/home/ScrollBanner.enhance.ts";
import { enhanceTodayTip } from "./pages/home/TodayTip.enhance.ts";
import { enhanceBackLink } from "./pages/legal/BackLink.enhance.ts";
import { enhanceShowMoreList } from "./pages/parts/ShowMoreList.enhance.ts";
import { enhanceQuizNote } from "./pages/path/QuizNote.enhance.ts";
import { enhanceResourceGroups } from "./pages/resources/ResourcesView.enhance.ts";
import { enhanceReaderQuestion } from "./components/ReaderQuestion/ReaderQuestion.enhance.ts";
import { enhanceHtmlTermTips } from "./components/PageTerms/HtmlTermTips.enhance.ts";
import { enhanceListen } from "./components/Listen/Listen.enhance.ts";
import { enhanceChecklists } from "./components/Checklist/Checklist.enhance.ts";
import { enhanceShareLinks } from "./pages/news/ShareLinks.enhance.ts";
import { enhanceEmailPreferences } from "./pages/email-preferences/EmailPreferences.enhance.ts";
import { enhanceDirectory } from "./shell/Directory.enhance.ts";
import { enhanceMobileMenu } from "./shell/MobileMenu.enhance.ts";
import { enhancePrintDetails } from "./shell/PrintDetails.enhance.ts";
import { enhanceFloatingBar } from "./shell/FloatingBar.enhance.ts";
import { enhanceRouteFocus } from "./shell/RouteFocus.enhance.ts";
import { enhanceSearchBox } from "./shell/SearchBox.enhance.ts";
import { enhanceSiteHeader } from "./shell/SiteHeader.enhance.ts";
import { READY_ATTRIBUTE } from "./shell/ready.ts";
import { whenIdle } from "./offline/when-idle.ts";

const enhancements: ((doc: Document) => void)[] = [
  enhanceSiteHeader,
  enhanceDirectory,
  enhanceMobileMenu,
  enhanceFloatingBar,
  enhanceSearchBox,
  enhanceAccordion,
  enhanceResourceGroups,
  enhanceOnThisPage,
  enhanceBackLink,
  enhanceTodayTip,
  enhanceScrollBanner,
  enhanceExitIntent,
  enhanceRouteFocus,
  enhancePrintDetails,
  enhanceShowMoreList,
  enhanceChecklists,
  enhanceQuizNote,
  enhanceReaderQuestion,
  enhanceToggletips,
  enhanceHtmlTermTips,
  enhanceShareLinks,
  enhanceEmailPreferences,
  enhanceListen,
  enhanceTables,
];

function enhancePage(): void {
  for (const enhance of enhancements) {
    try {
      enhance(document);
    } catch (error) {
      // One part failing leaves the others working (and the prerendered HTML, which works without them).
      console.error(error);
    }
  }
  document.documentElement.setAttribute(READY_ATTRIBUTE, "");
}

// The module is async, and React hoists an async script into <head>: on a repeat visit it comes from the cache
// and can run while the body is still being parsed (the On-this-page links, the print date and the menu were
// then left unenhanced, and the page said it was ready). It works on the whole document, once parsed.
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", enhancePage, { once: true });
else enhancePage();

// The service worker and the connection notices (issue 28), in a chunk of their own once the page is loaded and
// the browser idle: never before first paint, never in the way of the enhancements above.
whenIdle(() => {
  import("./offline/connection.ts")
    .then(({ startConnection }) => startConnection())
    .catch((error: unknown) => console.error(error));
});
