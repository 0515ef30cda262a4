/**
 * Text size and contrast, remembered in localStorage and applied to <html>
 * before first paint by an inline script (no flash of the wrong theme).
 *
 * Data-driven: each group is one setting (a radio group in the header's display
 * control, one attribute on <html>); each option is one choice. A new theme is one
 * more option here (and its label in locales/{en,es}/common.json "display").
 *
 * Contrast has three choices: standard, high contrast (text >= 7:1 on white) and
 * low glare (issue 17: light text >= 7:1 on a dark background, never pure white
 * on pure black). A visitor who has not chosen a contrast and whose system asks
 * for dark (prefers-color-scheme: dark) gets low glare; any choice wins over that.
 */
import type { ParseKeys } from "i18next";

export interface DisplayOption {
  /** The stored value (and the radio's value). */
  value: string;
  /** The value of the group's attribute on <html>; null removes the attribute. */
  attribute: string | null;
  /** Key of the option's label in `common`. */
  labelKey: ParseKeys<"common">;
}
export interface DisplayGroup {
  /** The key in the stored object, and the radios' name after "mg-display-". */
  key: "textSize" | "contrast";
  /** The attribute on <html> the themes read. */
  attribute: string;
  /** Key of the group's legend in `common`. */
  labelKey: ParseKeys<"common">;
  /** The choices; the first is the default. */
  options: readonly DisplayOption[];
  /** The option used instead of the default while nothing is chosen and the system asks for dark. */
  darkDefault?: string;
}

export const DISPLAY_GROUPS: readonly DisplayGroup[] = [
  {
    key: "textSize",
    attribute: "data-text-size",
    labelKey: "display.textSize",
    options: [
      { value: "standard", attribute: null, labelKey: "display.textStandard" },
      { value: "large", attribute: "large", labelKey: "display.textLarge" },
    ],
  },
  {
    key: "contrast",
    attribute: "data-theme",
    labelKey: "display.contrast",
    options: [
      { value: "standard", attribute: null, labelKey: "display.contrastStandard" },
      { value: "high", attribute: "high-contrast", labelKey: "display.contrastHigh" },
      { value: "low-glare", attribute: "low-glare", labelKey: "display.contrastLowGlare" },
    ],
    darkDefault: "low-glare",
  },
];

export type TextSize = "standard" | "large";
/** The contrast choices, in the order the settings offer them: THE list (a11y/config.ts builds its theme matrix from it). */
export const CONTRASTS = ["standard", "high", "low-glare"] as const;
export type Contrast = (typeof CONTRASTS)[number];
/** The data-theme attribute of each contrast (standard has none), read from DISPLAY_GROUPS. */
export const THEME_ATTRIBUTE: Readonly<Record<Contrast, string | null>> = Object.fromEntries(
  CONTRASTS.map((c) => [
    c,
    DISPLAY_GROUPS.find((g) => g.key === "contrast")!.options.find((o) => o.value === c)!.attribute,
  ]),
) as Record<Contrast, string | null>;
/** The system setting low glare follows while the visitor has not chosen. */
export const PREFERS_DARK_QUERY = "(prefers-color-scheme: dark)";
export interface DisplayPreferences {
  textSize: TextSize;
  contrast: Contrast;
}

export const DISPLAY_STORAGE_KEY = "mg-display";
/** The radios' name prefix: the inline bootstrap saves any change of an input named mg-display-<key>. */
export const DISPLAY_INPUT_PREFIX = "mg-display-";
/** Where the bootstrap keeps a personal tool's submit made before hydration (app/tools/shared/query.ts reads it). */
export const HELD_SUBMISSION_KEY_PREFIX = "mg-held:";
export const DEFAULT_DISPLAY: DisplayPreferences = { textSize: "standard", contrast: "standard" };

/** The choices the visitor has actually made (known values only); malformed or unavailable storage is no choice. */
export function readStoredChoices(storage: Pick<Storage, "getItem"> | undefined): Partial<DisplayPreferences> {
  let parsed: Record<string, unknown> = {};
  try {
    const raw = storage?.getItem(DISPLAY_STORAGE_KEY);
    const value: unknown = raw ? JSON.parse(raw) : {};
    if (value && typeof value === "object") parsed = value as Record<string, unknown>;
  } catch {
    /* no choice */
  }
  const chosen: Record<string, string> = {};
  for (const group of DISPLAY_GROUPS) {
    if (group.options.some((o) => o.value === parsed[group.key])) chosen[group.key] = parsed[group.key] as string;
  }
  return chosen as Partial<DisplayPreferences>;
}

/**
 * Reads stored preferences; anything malformed or unavailable falls back to the defaults.
 * Without a stored choice, `prefersDark` (the system's dark setting) selects a group's darkDefault (low glare).
 */
export function readDisplayPreferences(
  storage: Pick<Storage, "getItem"> | undefined,
  prefersDark = false,
): DisplayPreferences {
  const chosen = readStoredChoices(storage) as Record<string, string | undefined>;
  const prefs: Record<string, string> = {};
  for (const group of DISPLAY_GROUPS) {
    prefs[group.key] =
      chosen[group.key] ?? (prefersDark && group.darkDefault ? group.darkDefault : group.options[0]!.value);
  }
  return prefs as unknown as DisplayPreferences;
}

/** Whether the system asks for a dark display (false where there is no matchMedia, as on the server). */
export function systemPrefersDark(): boolean {
  return typeof matchMedia === "function" && matchMedia(PREFERS_DARK_QUERY).matches;
}

/** Sets the data attributes the themes read. */
export function applyDisplayPreferences(root: HTMLElement, prefs: DisplayPreferences): void {
  for (const group of DISPLAY_GROUPS) {
    const option = group.options.find((o) => o.value === prefs[group.key]);
    if (option?.attribute) root.setAttribute(group.attribute, option.attribute);
    else root.removeAttribute(group.attribute);
  }
}

/**
 * Records one choice (keeping the others the visitor made, and leaving unchosen settings unchosen so the
 * system's dark setting still applies to them) and applies the result. Storage may be full or blocked: the
 * choice still applies for this page.
 */
export function saveDisplayChoice(key: keyof DisplayPreferences, value: string): void {
  let chosen: Partial<DisplayPreferences> = {};
  try {
    chosen = readStoredChoices(localStorage);
  } catch {
    /* storage blocked */
  }
  const next = { ...chosen, [key]: value };
  try {
    localStorage.setItem(DISPLAY_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* private mode or quota: keep the in-page choice */
  }
  const memory = { getItem: () => JSON.stringify(next) };
  applyDisplayPreferences(document.documentElement, readDisplayPreferences(memory, systemPrefersDark()));
}
