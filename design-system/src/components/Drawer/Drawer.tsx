import { useId, useLayoutEffect, useRef, type ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { Button } from "../Button/Button.tsx";
import { DialogTrigger, type DialogTriggerProps } from "../Dialog/Dialog.tsx";
import { DRAWER_SETTLE_MS } from "./drawer-settle.ts";
import "../../overlays.css";
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet, loaded for its side effect

/** Connects a button to a `Drawer`; the same component as `DialogTrigger`. */
export const DrawerTrigger = DialogTrigger;
export type DrawerTriggerProps = DialogTriggerProps;

export interface DrawerProps {
  /** The drawer's heading, which is also its accessible name. */
  title: ReactNode;
  /** The drawer's content. A function receives `close` to close the drawer from a link or button inside it. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** The edge the drawer slides in from (default `right`). */
  side?: "right" | "left";
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Whether the drawer is open (controlled, without a `DrawerTrigger`). Use with `onOpenChange`. */
  isOpen?: boolean;
  /** Whether the drawer starts open (uncontrolled, without a `DrawerTrigger`). */
  defaultOpen?: boolean;
  /** Called when the drawer asks to open or close (controlled mode). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes the drawer (default true). */
  isDismissable?: boolean;
  /** Visible text of the Close button (default from the `ds` strings: "Close"). */
  closeLabel?: string;
  /** Extra class names for the drawer panel. */
  className?: string;
}

/**
 * The drawer's title, which takes focus when the drawer opens. WAI-ARIA APG, Dialog (Modal) pattern,
 * "Keyboard Interaction", note 1: when the content is long (the Menu drawer of "Site header and footer" holds
 * about 50 links; the "On this page" drawer of "States and transitions" one per section) focus a static element
 * at the top, the title with `tabindex="-1"`, not the first control: the visitor starts at the name and reads
 * on, and on a phone the search field does not pop up the keyboard. React Aria would otherwise focus the dialog
 * element itself, and Orca 43 then reads the whole drawer as one run of words ("Menu Search the siteHome …
 * AccessibilityEspañol", issue 12). Tab goes on to Close; the focus trap, Escape and focus return are React
 * Aria's, unchanged.
 */
function DrawerTitle({ id, level, children }: { id: string; level: 2 | 3 | 4 | 5 | 6; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  // A layout effect runs before React Aria's dialog would focus itself, so the dialog keeps focus on the title.
  useLayoutEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Heading ref={ref} id={id} level={level} className="mg-drawer__title" tabIndex={-1}>
      {children}
    </Heading>
  );
}

export { DRAWER_SETTLE_MS };

/** The overlay's `onEnter`: React Aria hides the page outside the drawer once this resolves. */
function untilDrawerHasSettled(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, DRAWER_SETTLE_MS));
}

/**
 * A modal panel that slides in from the right (or left), full height and at most
 * 24rem wide (the whole width on small screens). Same accessibility as `Dialog`:
 * labelled by its heading (`aria-labelledby` from the first render), focus moves in (to
 * the heading, see `DrawerTitle`) and is trapped once the page is hidden (after
 * `DRAWER_SETTLE_MS`), Escape and the visible Close button close it, focus returns to
 * the trigger. No slide under reduced motion.
 *
 * @summary A modal panel that slides in from the right (or left), full height, with the same focus handling
 * as Dialog.
 */
export function Drawer({
  title,
  children,
  side = "right",
  headingLevel = 2,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  closeLabel,
  className,
}: DrawerProps) {
  const t = useDsStrings("Drawer");
  const titleId = useId();
  return (
    <ModalOverlay
      className={`mg-drawer-overlay mg-drawer-overlay--${side}`}
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      onEnter={untilDrawerHasSettled}
      UNSTABLE_deferUntilEntered
    >
      <Modal className={["mg-drawer", `mg-drawer--${side}`, className].filter(Boolean).join(" ")}>
        <AriaDialog className="mg-drawer__dialog" aria-labelledby={titleId}>
          {({ close }) => (
            <>
              <div className="mg-drawer__header">
                <DrawerTitle id={titleId} level={headingLevel}>
                  {title}
                </DrawerTitle>
                <Button slot="close" variant="secondary" className="mg-drawer__close">
                  {closeLabel ?? t("close")}
                </Button>
              </div>
              <div className="mg-drawer__body">{typeof children === "function" ? children({ close }) : children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
