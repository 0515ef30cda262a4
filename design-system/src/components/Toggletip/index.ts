export { Toggletip, ToggletipTemplate, type ToggletipProps, type ToggletipTemplateProps } from "./Toggletip.tsx";
