import { useTranslation } from "react-i18next";
import { Drawer } from "@medicare-guide/design-system";
import { AriaLocale } from "../components/AriaLocale/index.ts";
import { MobileMenuContent } from "./MobileMenuContent.tsx";

export interface MobileMenuDrawerProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The Menu drawer (MobileMenuContent in React Aria's drawer). Its own module, loaded on the first press of Menu
 * (preloaded on pointer-down and focus), so React Aria's modal code is not in every page's first download
 * (issue "Useful from the first paint": a third less JS).
 */
export default function MobileMenuDrawer({ isOpen, onOpenChange }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  return (
    <AriaLocale>
      <Drawer title={t("header.menuTitle")} side="right" isOpen={isOpen} onOpenChange={onOpenChange}>
        {({ close }) => <MobileMenuContent onNavigate={close} />}
      </Drawer>
    </AriaLocale>
  );
}
