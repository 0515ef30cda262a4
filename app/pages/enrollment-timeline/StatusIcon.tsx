import type { StepStatus } from "@medicare-guide/content/enrollment-timeline/index";

// 24x24 glyphs, a different shape per status (never colour alone): a star, a circled
// check, a circle with a dot, a triangle with "!", an octagon with "!".
const paths: Record<StepStatus, string> = {
  optimal: "M12 1.5l3.1 6.9l7.4.7l-5.6 5l1.7 7.4L12 17.7l-6.6 3.8l1.7-7.4l-5.6-5l7.4-.7z",
  good: "M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20zm-1.5 14.5l-4-4l1.4-1.4l2.6 2.6l5.6-5.6l1.4 1.4z",
  okay: "M12 2a10 10 0 1 0 0 20a10 10 0 0 0 0-20zm0 3a7 7 0 1 1 0 14a7 7 0 0 1 0-14zm0 4a3 3 0 1 0 0 6a3 3 0 0 0 0-6z",
  caution: "M1 21h22L12 2zm12-3h-2v-2h2zm0-4h-2v-4h2z",
  urgent: "M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9zM11 6v8h2V6zm0 10v2h2v-2z",
};

/** A decorative status icon: hidden from screen readers; the status word next to it carries the meaning. */
export function StatusIcon({ status }: { status: StepStatus }) {
  return (
    <svg className="mg-et__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path fill="currentColor" fillRule="evenodd" d={paths[status]} />
    </svg>
  );
}
