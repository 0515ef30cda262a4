import type { ComponentGuidance } from "../../guidance.ts";

export const guidance: ComponentGuidance = {
  whenToUse: [
    "As an extra heads-up after an action whose result is not visible where the visitor is looking (a list saved on this device).",
    "Render <ToastRegion /> once, in the app root, and call toast(message, { variant }) from anywhere.",
  ],
  whenNotToUse: [
    "As the only place an error or anything the visitor needs appears: screen readers may miss it and it can be closed or scrolled away. Show the error next to its cause too (the field, an ErrorSummary, an Alert).",
    "Form errors: use ErrorSummary and the fields' own messages.",
    "Confirmation of a finished task on a new page: use Alert.",
    "Messages that ask for a decision: use Dialog.",
  ],
  keyboard: [
    {
      keys: "F6 / Shift+F6",
      action:
        "Moves focus from the page into the notifications region while a toast is showing (React Aria landmark navigation).",
    },
    { keys: "Tab / Shift+Tab", action: "Inside the region, moves between each toast and its Close button." },
    {
      keys: "Enter or Space (on Close)",
      action:
        "Closes that toast. Focus moves to the next toast, or back to where it was before entering the region when the last toast closes.",
    },
  ],
  screenReader: [
    'The region is a landmark named "Notifications" ("Notificaciones"; change it with label). It is only in the page while a toast is showing.',
    'Each toast is announced when it appears, without moving focus: errors assertively (role="alert"), others politely (role="status").',
    'Each toast starts with its kind in words: "Information", "Done" or "Error" ("Información", "Listo", "Error"; change them with variantLabels), so the kind never depends on colour.',
    'Each toast is a focusable alertdialog named by its message, with a visible Close button ("Close", "Cerrar"; change it with closeLabel).',
    "Toasts stay until closed. A timeout, if given, is raised to at least 8 seconds (MIN_TOAST_TIMEOUT), and the timer pauses while the pointer is over the toasts or focus is inside them. At most 5 show at once; the others wait.",
  ],
  content: {
    en: [
      'One short sentence that makes sense alone: "Your list was saved on this device."',
      'Do not repeat the kind word ("Done: Done saving"): it is added for you.',
      'For an error, add where to look: "We could not send your message. The form shows what to fix."',
      "Leave out timeout unless the notice is truly unimportant; if you set one, make it long.",
    ],
    es: [
      'Una oración corta que se entienda sola: "Su lista se guardó en este dispositivo."',
      'No repita la palabra del tipo de aviso ("Listo: listo el guardado"): se agrega sola.',
      'En un error, diga dónde mirar: "No pudimos enviar su mensaje. El formulario muestra qué corregir."',
      "No use timeout a menos que el aviso no tenga ninguna importancia; si lo usa, que sea largo.",
    ],
  },
  knownIssues: [
    "React Aria's toasts are still alpha (UNSTABLE_ToastRegion, UNSTABLE_ToastQueue); they are wrapped behind toast() and ToastRegion. NVDA once did not announce them (fixed in React Aria PR #7859): re-test with screen readers after every React Aria upgrade.",
    "The region and its first toast are added to the page together. Some screen reader and browser pairs only announce changes to live regions that already exist, so a polite toast may go unannounced. Not yet tested with NVDA, JAWS, VoiceOver or TalkBack.",
    "F6 only moves between React Aria landmarks; the page's own header, main and footer are not in that cycle.",
    "clearToasts() (for example on a route change) removes toasts without calling their onClose.",
  ],
};
