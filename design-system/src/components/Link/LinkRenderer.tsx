import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from "react";

/** What a link renderer receives: a site path and the anchor's attributes and content. */
export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };

/** Renders a link to a page of this site; the app passes its router's link (client-side navigation). */
export type LinkRenderer = (props: SiteLinkProps) => ReactNode;

const LinkRendererContext = createContext<LinkRenderer | null>(null);

/**
 * Lets the app render the design system's internal links (Link, Card) through its router's link component,
 * so they navigate on the client once hydrated. The design system knows no router: without a provider they
 * are plain <a href>, which is also what every link is before hydration and without JavaScript.
 */
export function LinkRendererProvider({ render, children }: { render: LinkRenderer; children: ReactNode }) {
  return <LinkRendererContext.Provider value={render}>{children}</LinkRendererContext.Provider>;
}

/** A link to a page of this site: the provided renderer, or a plain anchor. */
export function SiteLink({ children, ...props }: SiteLinkProps) {
  const render = useContext(LinkRendererContext);
  return render ? render({ ...props, children }) : <a {...props}>{children}</a>;
}
