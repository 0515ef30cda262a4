import { useTranslation } from "react-i18next";

/** Spec: a scroll-to-top control appears past 300 px. It moves focus to the skip link's target so keyboard users land at the top too. */
export const SCROLL_TOP_THRESHOLD_PX = 300;

export function ScrollTopButton() {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="mg-scroll-top"
      data-print="hide"
      onClick={() => {
        window.scrollTo({ top: 0 });
        document.querySelector<HTMLElement>(".mg-header__logo")?.focus();
      }}
    >
      <span aria-hidden="true">↑ </span>
      {t("scrollTop")}
    </button>
  );
}
