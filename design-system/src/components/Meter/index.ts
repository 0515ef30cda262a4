export { Meter, type MeterProps } from "./Meter.tsx";
