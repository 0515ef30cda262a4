export { Link, isExternalHref, type LinkProps } from "./Link.tsx";
