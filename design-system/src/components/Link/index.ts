export { Link, isExternalHref, type LinkProps } from "./Link.tsx";
export { LinkRendererProvider, SiteLink, type LinkRenderer, type SiteLinkProps } from "./LinkRenderer.tsx";
