export {
  OnThisPage,
  OnThisPageLayout,
  goToSection,
  useActiveSection,
  ON_THIS_PAGE_ROOT_MARGIN,
  type OnThisPageProps,
  type OnThisPageLayoutProps,
  type OnThisPageSection,
} from "./OnThisPage.tsx";
