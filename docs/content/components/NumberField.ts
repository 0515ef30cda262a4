import type { ComponentDoc } from "../types.ts";

export const doc: ComponentDoc = {
  name: "NumberField",
  summary:
    "A box for a number (a count, an amount of money, a percentage) that formats and reads it in the page's language, with optional large minus and plus buttons.",
  whenToUse: [
    "For numbers people calculate with: household size, yearly income, number of prescriptions.",
    'For money, with formatOptions={{ style: "currency", currency: "USD" }} and showStepper={false}: nobody wants to click up to an income.',
    "For small counts, with the minus and plus buttons and a minValue and maxValue.",
  ],
  whenNotToUse: [
    'Numbers that are really codes (ZIP code, phone, Medicare number): use TextField with inputMode="numeric"; they must never be formatted or changed.',
    "Dates: use DateInput.",
    'A choice among a few numbers ("1, 2, 3 or more"): use RadioGroup.',
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action:
        "Moves to and from the box. The minus and plus buttons are not tab stops: the arrow keys do the same job.",
    },
    {
      keys: "Up Arrow / Down Arrow",
      action: "Adds / takes away one step (1 by default), within minValue and maxValue.",
    },
    { keys: "Page Up / Page Down", action: "Also adds / takes away one step." },
    {
      keys: "Home / End",
      action:
        "Sets the lowest / highest allowed value when minValue / maxValue is set. They do not move the text cursor.",
    },
    {
      keys: "Enter",
      action: "Formats the typed number (for example as dollars) and submits the form, as in any one-line field.",
    },
  ],
  screenReader: [
    'A text box (React Aria NumberField, not a native number input) named by its visible label, with a role description such as "number field" from React Aria\'s own translated words. The hint and the error, which starts with a hidden "Error:", are tied to it; it is aria-invalid while in error.',
    'The minus and plus buttons are named with the field\'s label: "Decrease Yearly income", "Increase Yearly income" ("Disminuir...", "Aumentar..."). Their "-" and "+" symbols are hidden from screen readers.',
    "Each step with the arrow keys or buttons is announced at once. When focus leaves, the number is reformatted, and the new text is announced if it changed.",
    "Numbers are formatted in the page's language for the United States (en-US, es-US), so both languages write one thousand two hundred dollars and fifty cents as 1,234.50 with a dollar sign. With name, the form submits the raw number (1234.5).",
  ],
  content: {
    en: [
      'Say what the number is and over what time in the label ("Yearly income", "People in your household").',
      'Use the hint for what to include or leave out ("Before taxes, for everyone in your household").',
      "Tell people not to type commas or dollar signs only if the field rejects them; this one accepts and formats them.",
      'Write range errors with the range: "Enter an age between 0 and 120".',
    ],
    es: [
      'Diga en la etiqueta qué número es y de qué período ("Ingresos anuales", "Personas en su hogar").',
      'Use la pista para decir qué incluir y qué no ("Antes de impuestos, de todas las personas de su hogar").',
      "Pida no escribir comas ni el signo de dólar solo si el campo no los acepta; este los acepta y les da formato.",
      'Escriba los errores de rango con el rango: "Escriba una edad entre 0 y 120".',
    ],
  },
  knownIssues: [
    "Characters that cannot be part of a number are ignored as they are typed, and a number that cannot be read goes back to the previous value when focus leaves, with no message. A number typed in another country's format (1.234,50) may be read differently (React Aria #4967). Show the value the page understood in text near the field.",
    "With minValue or maxValue, a typed number outside the range is changed to the nearest allowed value when focus leaves; screen readers hear the new value, but sighted visitors may not notice.",
    "While the field has focus, the mouse wheel or trackpad changes the value instead of scrolling the page. Pass isWheelDisabled for amounts of money.",
    "Home and End set the minimum and maximum, so they cannot be used to move the cursor to the start or end of the text.",
    'axe flags the minus and plus buttons for review (label-content-name-mismatch): voice control users who say "click plus" may not reach them. Not yet tested with NVDA, JAWS, VoiceOver, TalkBack or voice control.',
  ],
};
