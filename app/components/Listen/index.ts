export { Listen, type ListenProps } from "./Listen.tsx";
