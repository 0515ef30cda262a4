import type { ReactNode } from "react";
import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { Button } from "../Button/Button.tsx";
import "../../overlays.css";
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet, loaded for its side effect

export interface DialogTriggerProps {
  /** Exactly two children: the button that opens the dialog (our `Button`), then the `Dialog` or `Drawer`. */
  children: ReactNode;
  /** Whether the dialog is open (controlled). Use with `onOpenChange`. */
  isOpen?: boolean;
  /** Whether the dialog starts open (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the dialog opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Connects a button to a `Dialog` (or `Drawer`): pressing the button opens it, and
 * closing it in any way (Close button, Escape, outside click) returns focus to the button.
 */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

export interface DialogProps {
  /** The dialog's heading, which is also its accessible name. */
  title: ReactNode;
  /** The dialog's content. A function receives `close` to close the dialog from a button inside it. */
  children: ReactNode | ((opts: { close: () => void }) => ReactNode);
  /** Heading level of the title (default 2: a dialog starts a new outline). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Whether the dialog is open (controlled, without a `DialogTrigger`). Use with `onOpenChange`. */
  isOpen?: boolean;
  /** Whether the dialog starts open (uncontrolled, without a `DialogTrigger`). */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (controlled mode). */
  onOpenChange?: (isOpen: boolean) => void;
  /** Whether a click outside closes the dialog (default true). Turn off for a dialog holding a form, so a stray click loses nothing. */
  isDismissable?: boolean;
  /** `alertdialog` for an urgent message that needs a response (default `dialog`). */
  role?: "dialog" | "alertdialog";
  /** Visible text of the Close button (default from the `ds` strings: "Close"). */
  closeLabel?: string;
  /** Extra class names for the dialog box. */
  className?: string;
}

/**
 * A modal dialog (React Aria Modal + Dialog): labelled by its heading, focus moves in
 * and stays inside, Escape and the visible Close button close it, and focus returns
 * to what opened it. It never closes by itself. At 320 px or 400% zoom it fills the
 * width and scrolls inside.
 *
 * Use inside a `DialogTrigger`, or alone with `isOpen` and `onOpenChange`.
 *
 * @summary A modal box over the page, named by its heading, that takes focus, keeps it inside until closed,
 * and then gives it back to the button that opened it.
 */
export function Dialog({
  title,
  children,
  headingLevel = 2,
  isOpen,
  defaultOpen,
  onOpenChange,
  isDismissable = true,
  role = "dialog",
  closeLabel,
  className,
}: DialogProps) {
  const t = useDsStrings("Dialog");
  return (
    <ModalOverlay
      className="mg-dialog-overlay"
      isOpen={isOpen}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
    >
      <Modal className={["mg-dialog", className].filter(Boolean).join(" ")}>
        <AriaDialog className="mg-dialog__dialog" role={role}>
          {({ close }) => (
            <>
              <div className="mg-dialog__header">
                <Heading slot="title" level={headingLevel} className="mg-dialog__title">
                  {title}
                </Heading>
                <Button slot="close" variant="secondary" className="mg-dialog__close">
                  {closeLabel ?? t("close")}
                </Button>
              </div>
              <div className="mg-dialog__body">{typeof children === "function" ? children({ close }) : children}</div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
