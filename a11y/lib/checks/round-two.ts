/**
 * The checks issue 26 added ("the gate, round two": the barriers a careful manual tester finds by
 * routine), as registry entries (registry.ts spreads them at the end of PAGE_CHECKS). They share the
 * cell's page load and its one Tab walk (`walk`, the registry's); popup-keyboard presses every popup
 * trigger and form-errors submits the forms, so both come last and reload the page only when a press
 * navigates. README: a11y/README.md "Custom checks".
 */
import type { Page } from "@playwright/test";
import type { PageCheck, RunContext } from "../page-check.ts";
import type { tabThrough } from "../checks.ts";
import { checkLanguageIdentified } from "./language-identified.ts";
import { checkKeyboardBehaviour } from "./keyboard-behaviour.ts";
import { checkFocusOutline } from "./focus-outline.ts";
import { checkLinkDestination } from "./link-destination.ts";
import { checkImagesMedia } from "./images-media.ts";
import { checkFormLabelling } from "./form-labelling.ts";
import { checkStructureSemantics } from "./structure-semantics.ts";
import { checkPageTitle } from "./page-title.ts";
import { checkPopups } from "./popups.ts";
import { checkFormErrors } from "./form-errors.ts";

type Walk = (page: Page, ctx: RunContext) => ReturnType<typeof tabThrough>;

export const ROUND_TWO_CHECKS = (walk: Walk): PageCheck[] => [
  {
    id: "language-identified",
    wcag: ["3.1.1", "3.1.2", "1.3.2"],
    aspect: "structure",
    summary:
      "a language detector (franc-min) agrees with <html lang> and every lang; third-language text has a lang; right-to-left text has dir",
    run: async (page, _ctx, waivers) => checkLanguageIdentified(page, waivers),
  },
  {
    id: "page-title",
    wcag: ["2.4.2", "4.1.2"],
    aspect: "structure",
    summary:
      "page title not generic, shares a word with the main heading, keeps the site's pattern; iframe titles not generic",
    run: async (page, _ctx, waivers) => checkPageTitle(page, waivers),
  },
  {
    id: "link-destination",
    wcag: ["2.4.4", "2.1.1", "1.3.1", "1.4.1", "1.2.1"],
    aspect: "structure",
    summary:
      'no javascript:, empty or # links; new windows announced; adjacent links separated and not to one place; no title repeating the text; no "click here"; media links with a transcript; links in text not told by colour alone',
    run: async (page, _ctx, waivers) => checkLinkDestination(page, waivers),
  },
  {
    id: "images-media",
    wcag: ["1.1.1", "1.2.1", "1.2.2", "1.2.3", "2.2.2", "4.1.2"],
    aspect: "structure",
    summary:
      "alt not a file name or generic word, alt and title agree, no spacer images, GIFs stop within 5 s, videos captioned, media with a transcript, image buttons named",
    run: async (page, _ctx, waivers) => checkImagesMedia(page, waivers),
  },
  {
    id: "structure-semantics",
    wcag: ["1.3.1", "1.3.2"],
    aspect: "structure",
    summary:
      "no nested or header-only tables, data tables captioned, layout tables without headers, no empty paragraphs for space, no <pre> layout, <article> self-contained",
    run: async (page, _ctx, waivers) => checkStructureSemantics(page, waivers),
  },
  {
    id: "form-labelling",
    wcag: ["1.3.1", "2.4.6", "3.3.2"],
    aspect: "structure",
    summary:
      "one label per field and one field per label text, labels near their fields, hints beside a field in its aria-describedby",
    run: async (page, _ctx, waivers) => checkFormLabelling(page, waivers),
  },
  {
    id: "focus-outline",
    wcag: ["2.4.7"],
    aspect: "colour",
    summary: "no element whose outline a :focus rule removes without another focus style in its place",
    run: async (page, _ctx, waivers) => checkFocusOutline(page, waivers),
  },
  {
    id: "keyboard-behaviour",
    wcag: ["2.1.1", "2.1.2", "2.1.4", "1.4.13", "2.2.1", "2.2.2"],
    aspect: "structure",
    summary:
      "no script click handlers on unfocusable elements, nothing shown on hover only, no accesskey, no keyboard trap in the Tab walk, no text that appears and disappears on a timer",
    run: async (page, ctx, waivers) => checkKeyboardBehaviour(page, waivers, await walk(page, ctx)),
  },
  {
    id: "popup-keyboard",
    wcag: ["2.1.1", "2.1.2", "2.4.3"],
    aspect: "structure",
    summary:
      "every trigger of a dialog, popover, menu or lightbox: focus moves in, stays in a modal, Escape closes, focus returns",
    // Pressing every trigger costs 1-3 s a page; pages of one template share their widgets (isTemplateRepresentative).
    perTemplate: true,
    run: async (page, ctx, waivers) => checkPopups(page, waivers, ctx.walkRegion),
  },
  {
    id: "form-errors",
    wcag: ["3.3.1", "3.3.3", "1.4.1"],
    aspect: "structure",
    summary:
      "each form submitted empty and with wrong values: errors in words, naming or tied to their field, fields left to correct",
    // Two submissions cost 1-4 s a page; pages of one template share their forms (isTemplateRepresentative).
    perTemplate: true,
    run: async (page, ctx, waivers) => checkFormErrors(page, waivers, ctx.walkRegion),
  },
];
