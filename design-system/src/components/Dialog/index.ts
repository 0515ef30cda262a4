export { Dialog, DialogTrigger, type DialogProps, type DialogTriggerProps } from "./Dialog.tsx";
