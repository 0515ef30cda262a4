/** WCAG 2.x contrast ratio between two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(a), luminance(b)];
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(m[1]!.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** Custom properties declared in the first rule matching `selector` in a stylesheet's text. */
export function customProperties(css: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const rule = new RegExp(`(^|\\n)${escaped}\\s*\\{([^}]*)\\}`).exec(css);
  const out: Record<string, string> = {};
  for (const [, name, value] of (rule?.[2] ?? "").matchAll(/(--mg-[\w-]+)\s*:\s*([^;]+);/g)) out[name!] = value!.trim();
  return out;
}

/** The text/background pairs the themes promise, with the level each must reach. */
export const CONTRAST_PAIRS = [
  { fg: "--mg-color-text", bg: "--mg-color-bg", use: "Body text" },
  { fg: "--mg-color-text-muted", bg: "--mg-color-bg", use: "Secondary text" },
  { fg: "--mg-color-text", bg: "--mg-color-surface", use: "Text on surfaces" },
  { fg: "--mg-color-link", bg: "--mg-color-bg", use: "Links" },
  { fg: "--mg-color-link-visited", bg: "--mg-color-bg", use: "Visited links" },
  { fg: "--mg-color-on-primary", bg: "--mg-color-primary", use: "Primary button text" },
  { fg: "--mg-color-error", bg: "--mg-color-bg", use: "Error text" },
  { fg: "--mg-color-error", bg: "--mg-color-error-bg", use: "Error text on its background" },
  { fg: "--mg-color-success", bg: "--mg-color-success-bg", use: "Success text on its background" },
  { fg: "--mg-color-warning", bg: "--mg-color-warning-bg", use: "Warning text on its background" },
  { fg: "--mg-color-on-dark", bg: "--mg-color-dark-surface", use: "Footer text" },
  { fg: "--mg-color-focus", bg: "--mg-color-bg", use: "Focus ring (non-text, needs 3:1)" },
  { fg: "--mg-color-border", bg: "--mg-color-bg", use: "Field borders (non-text, needs 3:1)" },
] as const;
