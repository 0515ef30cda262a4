export { TextArea, type TextAreaProps, type CharacterCountMessages } from "./TextArea.tsx";
