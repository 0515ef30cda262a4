export { Drawer, DrawerTrigger, type DrawerProps, type DrawerTriggerProps } from "./Drawer.tsx";
