/**
 * "Listen to this page" on a page that never hydrates (issue 29), over ListenTemplate.tsx's <template>s. As with
 * Listen.tsx, the button exists only in a browser that can speak (never a button that cannot work), and the player
 * (ListenPlayer.enhance.ts, a chunk of its own) starts loading when the visitor reaches for the button and runs on
 * the first press, in the button's place. The button says it is busy until then.
 */
import { canSpeak } from "./can-speak.ts";

const loadPlayer = () => import("./ListenPlayer.enhance.ts");
/** Starts fetching the player when the visitor reaches for the button, so the press itself is not slower. */
const preload = () => void loadPlayer().catch(() => undefined);

export function enhanceListen(doc: Document = document): void {
  const template = doc.querySelector<HTMLTemplateElement>("template[data-mg-listen]");
  const playerTemplate = doc.querySelector<HTMLTemplateElement>("template[data-mg-listen-player]");
  const box = template?.content.querySelector<HTMLElement>(".mg-listen");
  const button = box?.querySelector("button");
  const win = doc.defaultView ?? undefined;
  if (!template || !playerTemplate || !box || !button || !canSpeak(win)) return;
  const rootIds = (template.dataset.mgListenRoots ?? "").split(" ").filter(Boolean);
  const lang = template.dataset.mgListenLang === "es" ? "es" : "en";
  template.replaceWith(box);

  button.addEventListener("pointerdown", preload, { once: true });
  button.addEventListener("focus", preload, { once: true });
  let pressed = false;
  button.addEventListener("click", () => {
    if (pressed) return;
    pressed = true;
    button.setAttribute("aria-busy", "true");
    loadPlayer()
      .then(({ startListenPlayer }) => startListenPlayer({ box, playerTemplate, rootIds, lang }))
      .catch((error: unknown) => {
        // The player could not load (offline, say): the button stays, ready for another press.
        pressed = false;
        button.removeAttribute("aria-busy");
        console.error(error);
      });
  });
}
