import { useState } from "react";
import { Button, Callout, Radio, RadioGroup, TextField } from "@medicare-guide/design-system";

export function meta() {
  return [
    { title: "Themes | Medicare Guide design system" },
    { name: "description", content: "The three themes and a live switcher." },
  ];
}

/** The same attributes the site's inline bootstrap sets on <html>. */
function apply(textSize: string, contrast: string) {
  const root = document.documentElement;
  if (textSize === "large") root.setAttribute("data-text-size", "large");
  else root.removeAttribute("data-text-size");
  if (contrast === "high") root.setAttribute("data-theme", "high-contrast");
  else root.removeAttribute("data-theme");
}

export default function ThemesPage() {
  const [textSize, setTextSize] = useState("standard");
  const [contrast, setContrast] = useState("standard");
  return (
    <>
      <h1>Themes</h1>
      <p>
        Themes are attributes on <code className="docs-code">&lt;html&gt;</code>, set before first paint from the
        visitor's saved choice: standard (20 px body text, line height 1.6, lines under 70 characters), larger text (
        <code className="docs-code">data-text-size="large"</code>, 130%), and high contrast (
        <code className="docs-code">data-theme="high-contrast"</code>, text at least 7:1). The operating system's
        prefers-contrast, prefers-reduced-motion and forced-colors settings are respected too.
      </p>
      <h2>Try them</h2>
      <RadioGroup
        label="Text size"
        orientation="horizontal"
        value={textSize}
        onChange={(v) => {
          setTextSize(v);
          apply(v, contrast);
        }}
      >
        <Radio value="standard">Standard</Radio>
        <Radio value="large">Larger text</Radio>
      </RadioGroup>
      <RadioGroup
        label="Contrast"
        orientation="horizontal"
        value={contrast}
        onChange={(v) => {
          setContrast(v);
          apply(textSize, v);
        }}
      >
        <Radio value="standard">Standard</Radio>
        <Radio value="high">High contrast</Radio>
      </RadioGroup>
      <section className="docs-preview" aria-label="Preview">
        <h2>Preview</h2>
        <p>
          Body text with <a href="#preview-link">a link</a> in the current theme.
        </p>
        <TextField label="Your ZIP code" description="5 digits, for example 33101" width={10} />
        <p>
          <Button>Primary action</Button> <Button variant="secondary">Secondary action</Button>
        </p>
        <Callout variant="warning">Sign up on time to avoid a late enrollment penalty.</Callout>
        <p id="preview-link">The measured contrast of every pair is on the Tokens page.</p>
      </section>
    </>
  );
}
