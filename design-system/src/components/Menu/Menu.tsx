import type { ReactNode } from "react";
import {
  Header,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  MenuSection as AriaMenuSection,
  MenuTrigger,
  Popover,
  type Key,
  type MenuItemProps as AriaMenuItemProps,
} from "react-aria-components";
import { useDsStrings } from "../../i18n/useDsStrings.ts";
import { Button } from "../Button/Button.tsx";
import "../../overlays.css";
// oxlint-disable-next-line import/no-unassigned-import -- the component's stylesheet, loaded for its side effect

export interface MenuProps {
  /** The `MenuItem`s and `MenuSection`s. */
  children: ReactNode;
  /** Visible text of the button that opens the menu, saying what the actions are about (default from the `ds` strings: "More options"). */
  label?: ReactNode;
  /** Called with the item's `id` when an item without its own `onAction` or `href` is chosen. */
  onAction?: (id: Key) => void;
  /** Ids of items that cannot be chosen; the arrow keys skip them. */
  disabledKeys?: Iterable<Key>;
  /** Where the menu opens relative to its button (default `bottom start`); it flips when there is no room. */
  placement?: "bottom start" | "bottom end" | "top start" | "top end";
  /** Visual weight of the trigger button (default `secondary`). */
  triggerVariant?: "primary" | "secondary";
  /** Whether the menu is open (controlled). Use with `onOpenChange`. */
  isOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Extra class names for the trigger button. */
  className?: string;
}

/**
 * A button that opens a list of actions or links (React Aria MenuTrigger + Menu).
 * Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; arrows
 * move, Enter chooses, Escape closes, and focus returns to the button. The button
 * and every item are at least 44 px tall.
 *
 * Not for choosing a value (use radio buttons) and never for key navigation that
 * should be visible on the page.
 *
 * @summary A button that opens a short list of actions or links about the current page (print, email a link,
 * copy the link).
 */
export function Menu({
  children,
  label,
  onAction,
  disabledKeys,
  placement = "bottom start",
  triggerVariant = "secondary",
  isOpen,
  onOpenChange,
  className,
}: MenuProps) {
  const t = useDsStrings("Menu");
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button variant={triggerVariant} className={["mg-menu__trigger", className].filter(Boolean).join(" ")}>
        <span>{label ?? t("trigger")}</span>
        <span className="mg-menu__chevron" aria-hidden="true" />
      </Button>
      <Popover className="mg-menu__popover" placement={placement} offset={4}>
        <AriaMenu className="mg-menu" onAction={onAction && ((id) => onAction(id))} disabledKeys={disabledKeys}>
          {children}
        </AriaMenu>
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuItemProps extends Omit<AriaMenuItemProps, "children" | "className" | "id"> {
  /** Unique id of the item, passed to the menu's `onAction`. */
  id?: Key;
  /** The item's visible text. */
  children: ReactNode;
  /** Plain-text version of the label for type-ahead, required when `children` is not a plain string. */
  textValue?: string;
  /** With `href`, the item is a real link (<a href>) that works with middle click and "open in new tab". */
  href?: string;
  /** Called when this item is chosen (instead of the menu's `onAction`). */
  onAction?: () => void;
  /** Whether the item cannot be chosen. */
  isDisabled?: boolean;
}

/** One action or link in a `Menu`. */
export function MenuItem({ children, textValue, ...rest }: MenuItemProps) {
  return (
    <AriaMenuItem
      {...rest}
      textValue={textValue ?? (typeof children === "string" ? children : undefined)}
      className="mg-menu__item"
    >
      {children}
    </AriaMenuItem>
  );
}

export interface MenuSectionProps {
  /** Visible heading of the group; it also labels the group for screen readers. */
  title: ReactNode;
  /** The section's `MenuItem`s. */
  children: ReactNode;
  /** Unique id of the section. */
  id?: Key;
}

/** A labelled group of items inside a `Menu`. */
export function MenuSection({ title, children, id }: MenuSectionProps) {
  return (
    <AriaMenuSection className="mg-menu__section" id={id}>
      <Header className="mg-menu__section-title">{title}</Header>
      {children}
    </AriaMenuSection>
  );
}
