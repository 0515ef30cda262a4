import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
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
      action:
        "With the minus and plus buttons (or a step): adds / takes away one step (1 by default), within minValue and maxValue. Without them (amounts of money) the arrow keys move the text cursor as in any text box.",
    },
    {
      keys: "Enter",
      action: "Submits the form, as in any one-line field; the number typed so far is the one submitted.",
    },
  ],
  screenReader: [
    'A native text box (<input type="text" inputmode="decimal">, never type=number) named by its visible label: screen readers say "edit text" or "entry", not "spin button". Phones show the keypad with a decimal point. The hint and the error, which starts with a hidden "Error:", are tied to it by aria-describedby (hint, then error, as in every field); it is aria-invalid while in error.',
    'The minus and plus buttons are named with the field\'s label: "Decrease Yearly income", "Increase Yearly income" ("Disminuir...", "Aumentar..."). Their "-" and "+" symbols are hidden from screen readers. They appear once the page\'s script runs; the box works before that.',
    "When focus leaves, a number is rewritten as the page writes it (for example as dollars) and the new text is announced if it changed. Text that is not a number stays as typed: nothing typed is blocked or lost, and the form's check says what is wrong.",
    "Numbers are read and written with the browser's Intl.NumberFormat in the page's language for the United States (en-US, es-US), so both languages write one thousand two hundred dollars and fifty cents as 1,234.50 after a dollar sign. It accepts 85000 and 85,000.50, with or without the dollar sign. With name, a form submitted before the page's script runs sends the text as typed (the tools read it back).",
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
    "A number typed in another country's format (1.234,50) is read with US separators: 1.234,50 is not a number, so it stays in the box and the form says so. Show the value the page understood in text near the field.",
    "With minValue or maxValue, a typed number outside the range is changed to the nearest allowed value when focus leaves; screen readers hear the new value, but sighted visitors may not notice. Say the range in the hint.",
    'axe flags the minus and plus buttons for review (label-content-name-mismatch): voice control users who say "click plus" may not reach them. Not yet tested with NVDA, JAWS, VoiceOver, TalkBack or voice control.',
  ],
};
