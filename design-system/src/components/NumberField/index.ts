export { NumberField, usLocale, type NumberFieldProps } from "./NumberField.tsx";
