import { useTranslation } from "react-i18next";
import { scrollToTop } from "./scroll-past.ts";

export { SCROLL_TOP_THRESHOLD_PX } from "./scroll-past.ts";

export function ScrollTopButton({ hidden = false }: { hidden?: boolean }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="mg-scroll-top"
      data-print="hide"
      data-mg-scroll-top=""
      hidden={hidden}
      onClick={scrollToTop}
    >
      <span aria-hidden="true">↑ </span>
      {t("scrollTop")}
    </button>
  );
}
