import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { useDsStrings } from "@medicare-guide/design-system";
import { FOOTER_DIRECTORY_ID, useLiveSwap } from "./useLiveSwap.ts";
import { MobileMenuContent } from "./MobileMenuContent.tsx";
import { isReadingPath } from "./reading-page.ts";

const loadDrawer = () => import("./MobileMenuDrawer.tsx");
const MobileMenuDrawer = lazy(loadDrawer);
/** Starts loading the drawer when the visitor reaches for Menu, so the press itself is not slower. */
const preloadDrawer = () => void loadDrawer();

/**
 * Narrow screens: a Menu button opens a right-hand drawer with the search box,
 * the main links and the same four groups. Choosing a link closes it; Escape and
 * Close return focus to the Menu button. Before hydration it is a link to the footer's
 * site directory; the drawer's code loads on first use (preloaded on pointer-down and focus).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const live = useLiveSwap("menu");
  const [isOpen, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reading = isReadingPath(useLocation().pathname);
  const drawerStrings = useDsStrings("Drawer");

  if (!live) {
    // Before React runs, Menu leads to the same groups in the footer's site directory. A reading page, which never
    // hydrates, also carries the drawer's content and words for MobileMenu.enhance.ts (issue 29).
    return (
      <>
        <a
          href={`#${FOOTER_DIRECTORY_ID}`}
          className="mg-header__control mg-header__menu-button"
          data-mg-swap="menu"
          data-mg-drawer-title={reading ? t("header.menuTitle") : undefined}
          data-mg-drawer-close={reading ? drawerStrings("close") : undefined}
        >
          {t("header.menuButton")}
        </a>
        {reading && (
          <template data-mg-menu-content="">
            <MobileMenuContent />
          </template>
        )}
      </>
    );
  }

  const onOpenChange = (open: boolean) => {
    setOpen(open);
    // Focus returns to Menu (some browsers do not focus a pressed button, so the drawer cannot restore it).
    if (!open) requestAnimationFrame(() => buttonRef.current?.focus());
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="mg-header__control mg-header__menu-button"
        data-mg-swap="menu"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerDown={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {t("header.menuButton")}
      </button>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer isOpen={isOpen} onOpenChange={onOpenChange} />
        </Suspense>
      )}
    </>
  );
}
