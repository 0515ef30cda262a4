export { DateInput, type DateInputProps } from "./DateInput.tsx";
export {
  parseMemorableDate,
  daysInMonth,
  toIsoDate,
  MIN_YEAR,
  type MemorableDateValue,
  type MemorableDatePart,
  type MemorableDateResult,
} from "./parseMemorableDate.ts";
