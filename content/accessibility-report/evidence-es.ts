/**
 * Spanish for the free-text parts of the ACR's evidence: what each cited test asserts (a11y/acr/criteria.ts,
 * T) and the titles, tester roles and assistive technology of the manual records (a11y/manual/*.json).
 * Everything else on the Spanish pages is built from structured data (acr.ts). evidence-es.test.ts fails when
 * the published acr.json holds a phrase missing here, so a new test or record is translated before it ships;
 * until then the page shows the English phrase marked lang="en".
 */
const PHRASES: Readonly<Record<string, string>> = {
  // Tests (a11y/acr/criteria.ts T.*.asserts)
  "every prerendered page has lang, a title and an h1 without JavaScript":
    "cada página generada de antemano tiene idioma, título y un encabezado h1 sin JavaScript",
  "the skip link is the first focus stop and moves focus to the main content":
    "el enlace para saltar al contenido es la primera parada del foco y lleva el foco al contenido principal",
  "the header directory opens and closes by keyboard; Escape returns focus":
    "el directorio del encabezado se abre y se cierra con el teclado; la tecla Escape devuelve el foco",
  "text size and contrast settings apply at once and persist":
    "el tamaño del texto y el contraste elegidos se aplican al instante y se conservan",
  "no horizontal scrolling at 320 px": "no hace falta desplazarse de lado a lado a 320 px",
  "keyboard only: an empty submit focuses the error summary, its links move to the fields, messages sit beside the fields":
    "solo con el teclado: al enviar el formulario vacío, el foco va al resumen de errores, sus enlaces llevan a los campos y cada mensaje aparece junto a su campo",
  "each tool is used with the keyboard alone, errors first, then a result":
    "cada herramienta se usa solo con el teclado, primero con errores y después con un resultado",
  "the state table has a caption and header scopes; the filter count is announced politely":
    "la tabla de estados tiene título y encabezados con su alcance; el número de resultados del filtro se anuncia sin interrumpir",
  "theme token pairs: text >= 4.5:1 (7:1 in high contrast), non-text >= 3:1":
    "pares de colores de los temas: texto de 4.5:1 o más (7:1 en alto contraste), elementos que no son texto de 3:1 o más",
  "the error summary lists each error as a link to its field":
    "el resumen de errores muestra cada error como un enlace a su campo",
  "status messages are announced through a polite live region":
    "los mensajes de estado se anuncian en una región dinámica que no interrumpe",
  "fields have visible labels, descriptions and error messages tied by aria attributes":
    "los campos tienen etiquetas visibles, descripciones y mensajes de error unidos por atributos aria",
  "dialogs trap focus while open, close with Escape and return focus":
    "los cuadros de diálogo mantienen el foco dentro mientras están abiertos, se cierran con Escape y devuelven el foco",
  "Flesch-Kincaid (English) and Fernández-Huerta (Spanish) scoring":
    "cálculo de Flesch-Kincaid (inglés) y Fernández-Huerta (español)",
  // Manual records (a11y/manual/*.json): titles
  "Manual content and interaction review (planned, not run)":
    "Revisión manual del contenido y de la interacción (planeada, todavía no realizada)",
  "Keyboard-only walkthrough of three pages at 1280 px": "Recorrido solo con el teclado por tres páginas a 1280 px",
  "Screen reader walkthrough with NVDA and Firefox on Windows (planned, not run)":
    "Recorrido con el lector de pantalla NVDA y Firefox en Windows (planeado, todavía no realizado)",
  "Screen reader walkthrough with VoiceOver and Safari on iPhone (planned, not run)":
    "Recorrido con el lector de pantalla VoiceOver y Safari en iPhone (planeado, todavía no realizado)",
  "400% zoom (a 1280 x 800 window at 400% = 320 x 200 CSS pixels) on three pages":
    "Ampliación al 400 % (una ventana de 1280 x 800 al 400 % = 320 x 200 píxeles CSS) en tres páginas",
  "400% zoom re-test after the floating-bar fix (320 x 200 CSS pixels) on the same three pages":
    "Nueva prueba de la ampliación al 400 % después de corregir la barra flotante (320 x 200 píxeles CSS) en las mismas tres páginas",
  "Print-out visual check: /medicare-costs-2026 printed to PDF with larger text chosen, pages looked at as images":
    "Revisión visual de la impresión: /medicare-costs-2026 impresa en PDF con el texto más grande elegido, páginas revisadas como imágenes",
  "Screen reader journeys with Orca and Chromium on Linux, in English and Spanish (recorded by the screen-reader gate)":
    "Recorridos con el lector de pantalla Orca y Chromium en Linux, en inglés y en español (grabados por la prueba de lector de pantalla)",
  // Manual records: tester roles
  "not assigned yet: an accessibility specialist": "sin asignar todavía: una persona especialista en accesibilidad",
  "engineer, automated browser, keyboard only": "ingeniero, navegador automatizado, solo teclado",
  "not assigned yet: a tester who uses NVDA daily": "sin asignar todavía: una persona que usa NVDA a diario",
  "not assigned yet: a tester who uses VoiceOver on iOS daily":
    "sin asignar todavía: una persona que usa VoiceOver en iOS a diario",
  "engineer, automated browser, images viewed by eye":
    "ingeniero, navegador automatizado, imágenes revisadas a simple vista",
  "accessibility engineer, scripting real key presses; Orca's speech recorded as text by npm run test:screen-reader on every run":
    "ingeniero de accesibilidad que programa pulsaciones reales de teclas; lo que dice Orca se guarda como texto en cada ejecución de npm run test:screen-reader",
  // Manual records: assistive technology "name (version)"
  "none (visual and pointer review) (not applicable)": "ninguna (revisión visual y con el puntero) (no se aplica)",
  "none (keyboard only: Tab key sent by Playwright) (Playwright 1.65.1)":
    "ninguna (solo teclado: tecla Tab enviada por Playwright) (Playwright 1.65.1)",
  "NVDA (planned: current stable release at the time of testing)":
    "NVDA (planeado: la versión estable vigente cuando se haga la prueba)",
  "VoiceOver (iOS) (planned: current iOS release at the time of testing)":
    "VoiceOver (iOS) (planeado: la versión de iOS vigente cuando se haga la prueba)",
  "none (browser zoom emulated by a 320 x 200 CSS px viewport) (Playwright 1.65.1)":
    "ninguna (ampliación del navegador simulada con una ventana de 320 x 200 px CSS) (Playwright 1.65.1)",
  "none (print media and the larger-text display choice) (Playwright 1.65.1, pdftoppm 22.12.0 (poppler-utils))":
    "ninguna (medio de impresión y la opción de texto más grande) (Playwright 1.65.1, pdftoppm 22.12.0 (poppler-utils))",
  "Orca (43.1 (Debian 12), speech-dispatcher 0.11.4, en_US and es_US sessions)":
    "Orca (43.1 (Debian 12), speech-dispatcher 0.11.4, sesiones en_US y es_US)",
};

/** The Spanish of a free-text evidence phrase, or undefined when it has none yet. */
export function spanishEvidencePhrase(english: string): string | undefined {
  return PHRASES[english];
}
