import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'For a few secondary actions that would clutter the page if all shown at once ("Share this page").',
    "With MenuSection to group items under visible headings, and href on items that go to other pages.",
  ],
  whenNotToUse: [
    "Choosing a value or answering a question: use RadioGroup, or Select for long lists.",
    "The site's main navigation or anything visitors must find: show it on the page. Hidden menus are hard to find and hard to use without a steady hand.",
    "The one main action of a page: use a Button.",
    "Menus that open on hover.",
  ],
  keyboard: [
    { keys: "Enter, Space or Down Arrow (on the button)", action: "Opens the menu with focus on the first item." },
    { keys: "Up Arrow (on the button)", action: "Opens the menu with focus on the last item." },
    {
      keys: "Down Arrow / Up Arrow",
      action: "Moves to the next / previous item, wrapping at the ends. Disabled items are skipped.",
    },
    { keys: "Home / End", action: "Moves to the first / last item." },
    { keys: "Typing letters", action: "Moves to the next item that starts with them." },
    {
      keys: "Enter or Space (on an item)",
      action:
        "Chooses the item, closes the menu and returns focus to the button. Enter on a link item follows the link.",
    },
    { keys: "Escape", action: "Closes the menu without choosing and returns focus to the button." },
  ],
  screenReader: [
    'The trigger is a real button with visible text ("More options" by default, "Más opciones" in Spanish; set label to say what the actions are about), aria-haspopup and aria-expanded.',
    'The list is role="menu", named by the button; each item is a menuitem. Items with href are real links, so middle-click and "open in new tab" work.',
    "Sections are groups named by their visible heading.",
    "While the menu is open, the rest of the page is hidden from screen readers (aria-hidden), the button included, until it closes.",
    "The button and every item are at least 44 pixels tall.",
  ],
  content: {
    en: [
      'Label the button with what the actions are about ("Share this page"), not just "More" or "Options".',
      'Start each item with a verb ("Print", "Email a link", "Copy the link").',
      "Keep the list short, about 7 items at most, and put the most used first.",
      "Give a textValue when an item's content is not plain text, so typing to find it works.",
    ],
    es: [
      'Ponga en el botón de qué tratan las acciones ("Compartir esta página"), no solo "Más" u "Opciones".',
      'Empiece cada elemento con un verbo ("Imprimir", "Enviar el enlace por correo electrónico", "Copiar el enlace").',
      "Mantenga la lista corta, unos 7 elementos como máximo, con los más usados primero.",
      "Dé un textValue cuando el contenido de un elemento no sea solo texto, para que se pueda buscar escribiendo.",
    ],
  },
  knownIssues: [
    "Needs JavaScript: without it the button does nothing. Keep every action reachable some other way.",
    "React Aria action menus have been reported to break under VoiceOver with Safari (wrong item count, first item not read, #8998).",
    "Opening a Dialog from a menu item has had focus-return bugs in React Aria (#3601, #2616, #2444).",
    "React Aria popovers have been reported to close on phones when the page scrolls by itself (#9467); check on real devices.",
    "Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
