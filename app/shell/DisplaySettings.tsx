import { useEffect, useRef, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  DISPLAY_GROUPS,
  DISPLAY_INPUT_PREFIX,
  readDisplayPreferences,
  saveDisplayChoice,
  systemPrefersDark,
  type DisplayPreferences,
} from "./display-preferences.ts";

/**
 * Text size and contrast (spec "Site header and footer"): a native disclosure in the header with one
 * radio group per setting; a choice applies at once and is remembered on this device. Native <details>
 * and radios, not a dialog, so it works from the first paint: before React hydrates, the inline bootstrap
 * (display-preferences.ts) saves and applies a change; afterwards this component does, and Escape or
 * Done closes it and returns focus to its summary. The groups come from DISPLAY_GROUPS (one entry per
 * setting or theme). No timing, nothing to submit.
 */
export function DisplaySettings() {
  const { t } = useTranslation();
  const detailsRef = useRef<HTMLDetailsElement>(null);

  // The prerendered radios show the defaults; the visitor's saved choice is checked once the page runs
  // (the bootstrap does the same on DOMContentLoaded, before hydration).
  useEffect(() => {
    const prefs = readDisplayPreferences(localStorage, systemPrefersDark());
    for (const input of detailsRef.current?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? []) {
      const key = input.name.slice(DISPLAY_INPUT_PREFIX.length) as keyof DisplayPreferences;
      input.checked = prefs[key] === input.value;
    }
  }, []);

  // Escape closes it (the same as the bootstrap does before hydration).
  useEffect(() => {
    const details = detailsRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeDisclosure(details);
    };
    details?.addEventListener("keydown", onKeyDown);
    return () => details?.removeEventListener("keydown", onKeyDown);
  }, []);

  return (
    <details ref={detailsRef} className="mg-display">
      <summary className="mg-header__control mg-display__summary">{t("header.displayButton")}</summary>
      <div className="mg-display__panel">
        <p>{t("display.intro")}</p>
        {DISPLAY_GROUPS.map((group) => (
          <fieldset key={group.key} className="mg-display__group">
            <legend>{t(group.labelKey)}</legend>
            {group.options.map((option, index) => (
              <label key={option.value} className="mg-display__option">
                <input
                  type="radio"
                  name={`${DISPLAY_INPUT_PREFIX}${group.key}`}
                  value={option.value}
                  defaultChecked={index === 0}
                  onChange={onChange}
                />
                <span className="mg-display__indicator" aria-hidden="true" />
                {t(option.labelKey)}
              </label>
            ))}
          </fieldset>
        ))}
        <button
          type="button"
          className="mg-header__control"
          data-mg-early="close-details"
          onClick={() => closeDisclosure(detailsRef.current)}
        >
          {t("display.done")}
        </button>
      </div>
    </details>
  );
}

/** A display radio changed: record that choice (the others stay as they were) and apply. */
function onChange(event: ChangeEvent<HTMLInputElement>) {
  const key = event.target.name.slice(DISPLAY_INPUT_PREFIX.length) as keyof DisplayPreferences;
  saveDisplayChoice(key, event.target.value);
}

/**
 * Closes the disclosure and returns focus to its summary. It closes through the summary's own activation
 * (a click), not `details.open = false`: Chromium reports the summary's "collapsed" state only then, and
 * Orca said nothing at all after Escape.
 */
function closeDisclosure(details: HTMLDetailsElement | null) {
  if (!details?.open) return;
  const summary = details.querySelector("summary");
  if (summary) summary.click();
  else details.open = false;
  summary?.focus();
}
