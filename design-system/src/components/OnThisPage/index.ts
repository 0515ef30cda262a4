export {
  OnThisPage,
  OnThisPageLayout,
  type OnThisPageProps,
  type OnThisPageLayoutProps,
  type OnThisPageSection,
} from "./OnThisPage.tsx";
// Its behaviour (goToSection, useActiveSection, the drawer) is in OnThisPageLive.tsx, a chunk loaded after
// hydration: not exported here, so that a page importing this index does not load it with the page.
