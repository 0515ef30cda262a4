import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    'To list related pages or topics side by side ("Part A", "Part B", "Part D"), each with a sentence of summary.',
    "With href, when the card leads to one page: the whole card becomes a large click target, which helps people without a steady hand.",
    'With footer, for a small group of actions about one thing ("Continue the quiz", "Start over").',
  ],
  whenNotToUse: [
    "Long text: use ordinary headings and paragraphs (Prose).",
    "A clickable card with more than one destination: keep href for one link and put other actions in the footer.",
    "Messages and warnings: use Callout or Alert.",
    "Data to compare across rows and columns: use Table.",
  ],
  keyboard: [
    {
      keys: "Tab / Shift+Tab",
      action:
        "A clickable card is one tab stop (its title link), with the focus ring drawn around the whole card. Controls in the footer are separate tab stops after it. A card without href has no tab stop of its own.",
    },
    { keys: "Enter", action: "Follows the card's link." },
  ],
  screenReader: [
    "The title is a real heading of the level you give (headingLevel), so the cards show up in heading navigation.",
    "With href, the heading holds the card's only link, named by the title: screen readers say \"heading level 2, link, Compare plans\". The body text is not part of the link's name; it is read after it.",
    "The click area covering the card is a CSS layer of the link, not extra markup, so screen readers meet one link, not a link per line.",
    "Footer controls sit above that layer and keep their own names and roles.",
  ],
  content: {
    en: [
      'Make the title say where the card leads ("Compare Medigap and Medicare Advantage"); it is the link text screen readers hear.',
      "Keep the body to a sentence or two that helps people decide whether to open it.",
      'Do not add "Read more" or "Learn more" links: the whole card is already the link.',
      "Keep titles of cards in one group parallel in form, for example all nouns or all questions.",
    ],
    es: [
      'Haga que el título diga adónde lleva la tarjeta ("Compare Medigap y Medicare Advantage"); es el texto del enlace que oyen los lectores de pantalla.',
      "Use un cuerpo de una o dos oraciones que ayude a decidir si abrirla.",
      'No agregue enlaces de "Leer más" o "Más información": toda la tarjeta ya es el enlace.',
      "En un mismo grupo de tarjetas, escriba los títulos de la misma forma, por ejemplo todos como sustantivos o todos como preguntas.",
    ],
  },
  knownIssues: [
    "In a clickable card the link's layer covers the body, so selecting or copying the body text with a mouse is awkward, and any link put in the body (rather than the footer) cannot be clicked.",
    "Checked with automated tests and axe only; not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
  ],
};
