export { PlainButton, type PlainButtonProps } from "./PlainButton.tsx";
