export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from "./RadioGroup.tsx";
