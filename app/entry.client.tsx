import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadLanguage } from "./i18n/index.ts";
import { langFromPath } from "@medicare-guide/content/routes";
import { leaveReadingLinksToTheBrowser } from "./shell/reading-links.ts";
import { whenIdle } from "./offline/when-idle.ts";
import { loadWholePageOnNetworkFailure } from "./offline/whole-page-on-failure.ts";

/**
 * React Router's default client entry, after the page's language strings are in: each language's shell
 * strings are a chunk of their own (app/i18n/index.ts), preloaded by the page (scripts/postbuild.ts), so
 * hydration renders the same text as the prerendered HTML.
 */
// Links to reading pages load them whole (issue 29): they are never rendered by the client router.
leaveReadingLinksToTheBrowser();

void loadLanguage(langFromPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        {/* A navigation whose data request reached no server loads the whole page (issue 28). */}
        <HydratedRouter onError={(error, info) => void loadWholePageOnNetworkFailure(error, info)} />
      </StrictMode>,
    );
  }),
);

// The service worker and the connection notices (issue 28), once the page is loaded and the browser idle.
whenIdle(() => {
  import("./offline/connection.ts")
    .then(({ startConnection }) => startConnection())
    .catch((error: unknown) => console.error(error));
});
