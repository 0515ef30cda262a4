export { Menu, MenuItem, MenuSection, type MenuProps, type MenuItemProps, type MenuSectionProps } from "./Menu.tsx";
