/**
 * A reading page's Back to top and "Find My Medicare Path" (issue 29): the floating bar (FloatingBar.tsx) and the
 * header's shortcuts (HeaderShortcuts.tsx) show at the spec's thresholds, from the HTML those components render.
 * Hydrated pages get the same from the components themselves.
 */
import { FLOATING_QUIZ_RATIO, SCROLL_TOP_THRESHOLD_PX, scrollToTop, windowScrolledPast } from "./scroll-past.ts";

/** The header's shortcuts keep their space (visibility, data-visible); the bar's controls come and go. */
function show(element: HTMLElement, shown: boolean): void {
  if (element.closest(".mg-header__shortcuts")) element.toggleAttribute("data-visible", shown);
  else element.hidden = !shown;
}

export function enhanceFloatingBar(root: ParentNode = document): void {
  const bar = root.querySelector<HTMLElement>("[data-mg-floating-bar]");
  const tops = [...root.querySelectorAll<HTMLElement>("[data-mg-scroll-top]")];
  const quizzes = [...root.querySelectorAll<HTMLElement>("[data-mg-floating-quiz]")];
  for (const top of tops) top.addEventListener("click", scrollToTop);
  const check = () => {
    const showTop = windowScrolledPast({ px: SCROLL_TOP_THRESHOLD_PX });
    const showQuiz = quizzes.length > 0 && windowScrolledPast({ ratio: FLOATING_QUIZ_RATIO });
    for (const top of tops) show(top, showTop);
    for (const quiz of quizzes) show(quiz, showQuiz);
    if (bar) bar.hidden = !showTop && !showQuiz;
  };
  check();
  window.addEventListener("scroll", check, { passive: true });
  window.addEventListener("resize", check, { passive: true });
}
