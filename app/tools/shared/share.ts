/**
 * Share a tool result: the browser's share sheet (navigator.share) when there is one, otherwise the
 * link is copied to the clipboard. The result itself is never put in the link (no personal
 * information leaves the page unless the visitor shares the text themselves).
 */

export interface ShareData {
  title: string;
  /** A one-sentence summary of the result (only the share sheet gets it; the copied link does not). */
  text: string;
  url: string;
}

/** The parts of `navigator` used here (injected for tests). */
export interface ShareNavigator {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

/** "shared": the share sheet finished; "cancelled": the visitor closed it; "copied": link copied; "failed": neither worked. */
export type ShareOutcome = "shared" | "cancelled" | "copied" | "failed";

export async function shareOrCopy(data: ShareData, nav: ShareNavigator): Promise<ShareOutcome> {
  if (typeof nav.share === "function" && (typeof nav.canShare !== "function" || nav.canShare(data))) {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof Error && error.name === "AbortError") return "cancelled";
      // Not allowed here (permissions, iframe): fall back to copying the link.
    }
  }
  try {
    if (!nav.clipboard) return "failed";
    await nav.clipboard.writeText(data.url);
    return "copied";
  } catch {
    return "failed";
  }
}

/** The page's address without its #fragment (what is shared). */
export function shareUrl(href: string): string {
  return href.split("#")[0] ?? href;
}
