export { AriaLocale, ariaLocaleOf } from "./AriaLocale.tsx";
