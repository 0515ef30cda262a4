import type { ReactNode } from "react";
import { Button } from "../Button/Button.tsx";
import { Drawer } from "../Drawer/Drawer.tsx";

export interface OnThisPageDrawerProps {
  /** The drawer's title (the navigation's name). */
  title: string;
  /** Visible text of the button that opens it. */
  buttonLabel: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The section list. */
  children: ReactNode;
}

/**
 * The small-screen half of OnThisPage: a button in the page flow and the drawer it opens. Its own chunk,
 * loaded once the page has hydrated: React Aria's button, dialog and focus scope cost about 15 KiB of
 * JavaScript that a page need not fetch before it runs (issue 10); until then the plain list of anchors works.
 */
export function OnThisPageDrawer({ title, buttonLabel, isOpen, onOpenChange, children }: OnThisPageDrawerProps) {
  return (
    <div className="mg-otp__small">
      <Button variant="secondary" className="mg-otp__open" aria-haspopup="dialog" onPress={() => onOpenChange(true)}>
        {buttonLabel}
      </Button>
      <Drawer title={title} isOpen={isOpen} onOpenChange={onOpenChange} className="mg-otp__drawer">
        {children}
      </Drawer>
    </div>
  );
}
