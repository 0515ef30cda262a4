import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, Dialog, DialogTrigger, Radio, RadioGroup } from "@medicare-guide/design-system";
import {
  readDisplayPreferences,
  saveDisplayPreferences,
  systemPrefersDark,
  DEFAULT_DISPLAY,
  type DisplayPreferences,
} from "./display-preferences.ts";

/**
 * Text size and contrast control: a button in the header opens a dialog with two
 * choices that apply at once and are remembered on this device. Escape, Close or
 * Done return focus to the button. No timing, nothing to submit.
 */
export function DisplaySettings() {
  const { t } = useTranslation();
  // The choices render only inside the dialog (never in prerendered HTML), so reading storage here cannot cause a hydration mismatch.
  const [prefs, setPrefs] = useState<DisplayPreferences>(() =>
    typeof localStorage === "undefined" ? DEFAULT_DISPLAY : readDisplayPreferences(localStorage, systemPrefersDark()),
  );

  const update = (next: Partial<DisplayPreferences>) => {
    const merged = { ...prefs, ...next };
    setPrefs(merged);
    saveDisplayPreferences(merged);
  };

  return (
    <DialogTrigger>
      <Button variant="secondary" className="mg-header__display-button">
        {t("header.displayButton")}
      </Button>
      <Dialog title={t("display.title")}>
        {({ close }) => (
          <div className="mg-display-settings">
            <p>{t("display.intro")}</p>
            <RadioGroup
              label={t("display.textSize")}
              value={prefs.textSize}
              onChange={(v) => update({ textSize: v as DisplayPreferences["textSize"] })}
            >
              <Radio value="standard">{t("display.textStandard")}</Radio>
              <Radio value="large">{t("display.textLarge")}</Radio>
            </RadioGroup>
            <RadioGroup
              label={t("display.contrast")}
              value={prefs.contrast}
              onChange={(v) => update({ contrast: v as DisplayPreferences["contrast"] })}
            >
              <Radio value="standard">{t("display.contrastStandard")}</Radio>
              <Radio value="high">{t("display.contrastHigh")}</Radio>
              <Radio value="low-glare">{t("display.contrastLowGlare")}</Radio>
            </RadioGroup>
            <Button onPress={close}>{t("display.done")}</Button>
          </div>
        )}
      </Dialog>
    </DialogTrigger>
  );
}
