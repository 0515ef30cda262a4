/**
 * Share links for an article (spec: e-mail, Facebook and X share windows, copy
 * link). Pure: builds URLs only, every part URL-encoded.
 */

/** The share popup's size (spec section 9: 600x400). */
export const SHARE_POPUP = { width: 600, height: 400 } as const;

/** The window features for a share popup; noopener/noreferrer keep the new page away from this one. */
export function sharePopupFeatures(): string {
  return `popup=yes,width=${SHARE_POPUP.width},height=${SHARE_POPUP.height},noopener,noreferrer`;
}

export interface ShareInput {
  /** Absolute URL of the article. */
  url: string;
  /** The article's title. */
  title: string;
  /** A sentence before the link in the e-mail body. */
  emailIntro: string;
}

export interface ShareLinks {
  email: string;
  facebook: string;
  x: string;
}

export function shareLinks({ url, title, emailIntro }: ShareInput): ShareLinks {
  const u = encodeURIComponent(url);
  return {
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${emailIntro}\n\n${title}\n${url}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    x: `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
  };
}

/** How long the "Link copied" toast stays (the status on the page beside the button stays). */
export const COPIED_TOAST_MS = 10_000;

/** The modifier keys and button of a click on a share link. */
export interface ShareClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** A plain left click opens the share page in a popup; other clicks (new tab, new window) keep the link's own behaviour. */
export function opensSharePopup(click: ShareClick): boolean {
  return click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
}
