import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "For one choice from a long list (7 or more) that visitors know well, such as their state.",
    "With name, inside a form: a hidden native <select> submits the value.",
  ],
  whenNotToUse: [
    "Fewer than about 7 choices: use RadioGroup, so every choice is visible. Pull-down lists are hard for people without a steady hand.",
    "Several choices at once: use CheckboxGroup.",
    "Actions: use Menu or Button.",
    "Choices visitors do not know the names of: explain them with RadioGroup descriptions.",
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves to and from the button." },
    {
      keys: "Enter, Space or Down Arrow (on the button)",
      action: "Opens the list, with focus on the chosen option, or on the first.",
    },
    { keys: "Up Arrow (on the button)", action: "Opens the list with focus on the last option." },
    {
      keys: "Left Arrow / Right Arrow (on the closed button)",
      action: "Chooses the previous / next option without opening the list.",
    },
    {
      keys: "Typing letters (on the button)",
      action: "Chooses the first option that starts with them, without opening the list.",
    },
    { keys: "Down Arrow / Up Arrow (in the list)", action: "Moves between options, skipping disabled ones." },
    { keys: "Home / End (in the list)", action: "Moves to the first / last option." },
    { keys: "Typing letters (in the list)", action: "Moves to the first option that starts with them." },
    {
      keys: "Enter or Space (in the list)",
      action: "Chooses the focused option, closes the list and returns focus to the button.",
    },
    { keys: "Escape", action: "Closes the list without changing the choice and returns focus to the button." },
  ],
  screenReader: [
    'The button (React Aria Select) has aria-haspopup="listbox" and aria-expanded. Its name is the chosen value (or the placeholder, "Select an option" / "Seleccione una opción") followed by the label: "Florida Your state".',
    'Required fields end their label with "(required)" in words, so it is part of the name.',
    'The hint and the error (starting with a hidden "Error:") are tied to the button, and the button is marked aria-invalid while in error (set by this component, because React Aria\'s button drops it).',
    "The open list is a listbox in a popover; options are named by their text, the chosen one is aria-selected, disabled ones aria-disabled. The check mark is decorative.",
    "An error summary link to the Select focuses its button.",
  ],
  content: {
    en: [
      'Label it with what to choose ("Your state"), not "Choose one".',
      "Put the options in an order people expect: alphabetical for states, or by size for amounts.",
      'Keep the default placeholder unless a specific one helps ("Choose a plan").',
      'For an error, say what to choose: "Select the state where you live".',
    ],
    es: [
      'Ponga en la etiqueta qué elegir ("Su estado"), no "Elija uno".',
      "Ordene las opciones como la gente espera: por orden alfabético para los estados, o de menor a mayor para cantidades.",
      'Deje el texto inicial "Seleccione una opción" a menos que uno más preciso ayude ("Elija un plan").',
      'En un error, diga qué elegir: "Elija el estado donde vive".',
    ],
  },
  knownIssues: [
    "Needs JavaScript: without it the button does nothing and no value can be chosen.",
    "Left and Right Arrow (and typing) change the choice on the closed button without opening the list, so a stray key can change an answer unnoticed.",
    'React Aria\'s Select has open screen reader issues: with VoiceOver, arrow keys closing the list (#6256) or leaving the popover (#8077), and unselected items read as "selected" in Chrome (#5434). "Required" was not announced (#8607); here the written "(required)" in the label covers it.',
    "While the list is open, the page cannot scroll (overflow: hidden on <html>, #6855); at 400% zoom a long list must fit the screen or scroll inside itself.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
