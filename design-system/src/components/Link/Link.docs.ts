import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "To go to another page of this site, a section of a page, or another website.",
    "With standalone for a link on its own line (not inside a sentence): it is then at least 44 pixels tall.",
    "With external for a file or a page that should open in a new tab even though its address is relative (a PDF); with external={false} to keep an absolute address in the same tab.",
  ],
  whenNotToUse: [
    "To do something on the page (open a dialog, send a form): use Button.",
    "Text that does not lead anywhere: do not underline or colour it like a link.",
    'Several links in a row with the same text ("Read more"): make each link text unique, or add hidden words with VisuallyHidden.',
  ],
  keyboard: [
    { keys: "Tab / Shift+Tab", action: "Moves to and from the link." },
    { keys: "Enter", action: "Follows the link. External links open in a new tab." },
  ],
  screenReader: [
    "A native <a href> (through React Aria), so it works before JavaScript loads and with a router provider it navigates without reloading.",
    'Its name is its text. External links add hidden words, "(opens in a new tab)" ("(se abre en una pestaña nueva)"; change them with newTabLabel), so screen readers hear "Medicare.gov (opens in a new tab), link".',
    "The new-tab icon is decorative (aria-hidden, not focusable).",
    "Absolute http(s) addresses and addresses starting with // count as external; paths, #anchors and mailto: links do not.",
  ],
  content: {
    en: [
      'Make the link text say where it goes ("Medicare costs", "the Social Security website"), never "click here" or a bare web address.',
      "Put the link on the words people would look for, usually at the end of the sentence.",
      'Name official sites by their owner ("Medicare.gov", "Social Security") so visitors know they are leaving this site.',
      'For a file, say its type and size in the link text or with newTabLabel ("(PDF, opens in a new tab)").',
    ],
    es: [
      'Haga que el texto del enlace diga adónde lleva ("Costos de Medicare", "el sitio web del Seguro Social"), nunca "haga clic aquí" ni una dirección web sola.',
      "Ponga el enlace en las palabras que la gente buscaría, por lo general al final de la oración.",
      'Nombre los sitios oficiales por su dueño ("Medicare.gov", "Seguro Social") para que se sepa que se sale de este sitio.',
      'Para un archivo, diga su tipo y tamaño en el texto del enlace o con newTabLabel ("(PDF, se abre en una pestaña nueva)").',
    ],
  },
  knownIssues: [
    "On screen, the new-tab warning is only an icon; the words are for screen readers. Sighted visitors who do not know the icon are not told in words.",
    "When printed, the icon is hidden, so nothing marks a link as external on paper.",
    "Checked with automated tests and axe only; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
