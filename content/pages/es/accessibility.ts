import type { LegalPageContent } from "../types.ts";

/** /es/accessibility: la declaración de accesibilidad (estructura de la declaración modelo de GOV.UK). */
export const accessibility: LegalPageContent = {
  id: "accessibility",
  lang: "es",
  title: "Declaración de accesibilidad",
  description:
    "Qué tan accesible es la Guía de Medicare, la norma que buscamos cumplir, cómo probamos cada página, los problemas conocidos y cómo avisarnos de una barrera.",
  lede: "Queremos que todas las personas puedan usar la Guía de Medicare, también quienes usan un lector de pantalla, el teclado, una lupa de pantalla o letra más grande. Esta declaración explica qué tan accesible es el sitio y cómo avisarnos de un problema.",
  updated: "2026-11-24",
  sections: [
    {
      id: "using-this-website",
      heading: "Cómo usar este sitio web",
      blocks: [
        { kind: "paragraph", text: "Usted debería poder:" },
        {
          kind: "list",
          items: [
            "ampliar la página hasta un 400% sin que el texto se salga de la pantalla",
            "usar el sitio en una pantalla tan estrecha como la de un teléfono pequeño sin desplazarse hacia los lados",
            "elegir letra más grande o una pantalla de alto contraste con el botón “Tamaño del texto y contraste”, arriba en cada página; recordamos su elección en este dispositivo",
            "usar cada página, menú y formulario solo con el teclado, y ver siempre dónde está",
            "leer cada página en inglés o en español",
            "tomarse el tiempo que necesite: nada en este sitio tiene un límite de tiempo",
            "leer el contenido de cada página con JavaScript desactivado (los formularios y las calculadoras necesitan JavaScript)",
          ],
        },
        { kind: "paragraph", text: "También escribimos en palabras sencillas, con oraciones cortas y títulos claros." },
      ],
    },
    {
      id: "how-accessible",
      heading: "Qué tan accesible es este sitio web",
      blocks: [
        {
          kind: "paragraph",
          text: "Probamos cada página, pero sabemos que algunas cosas quizás todavía no funcionen bien para todos. Esta lista viene de nuestro [último informe de pruebas de accesibilidad](/accessibility-report):",
        },
        { kind: "knownIssues" },
        {
          kind: "paragraph",
          text: "Cuando encontramos un problema, lo anotamos aquí y decimos qué hacemos para corregirlo.",
        },
      ],
    },
    {
      id: "report-a-problem",
      heading: "Cómo avisarnos de problemas de accesibilidad",
      blocks: [
        {
          kind: "paragraph",
          text: "Si encuentra un problema que no aparece en esta página, o necesita la información en otro formato, díganoslo:",
        },
        {
          kind: "list",
          items: [
            "[Escríbanos con nuestro formulario de contacto](/contact-us)",
            "Correo electrónico: [{{contactEmail}}](mailto:{{contactEmail}})",
          ],
        },
        {
          kind: "paragraph",
          text: "Indíquenos la dirección de la página, lo que intentaba hacer, y el dispositivo, el navegador y la tecnología de apoyo que usa. Normalmente respondemos en 2 a 3 días hábiles.",
        },
      ],
    },
    {
      id: "technical-information",
      heading: "Información técnica sobre la accesibilidad de este sitio",
      blocks: [],
      subsections: [
        {
          id: "our-standard",
          heading: "La norma que buscamos cumplir",
          blocks: [
            {
              kind: "paragraph",
              text: "Buscamos cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG), versión 2.2, en el nivel AA.",
            },
            {
              kind: "paragraph",
              text: "También adoptamos tres criterios del nivel AAA que ayudan a los lectores mayores:",
            },
            {
              kind: "list",
              items: [
                "1.4.6 Contraste (mejorado): en la pantalla de alto contraste, el texto tiene una relación de contraste de al menos 7 a 1.",
                "2.5.5 Tamaño del objetivo (mejorado): los botones, los controles de formulario y los enlaces que están solos miden al menos 44 por 44 píxeles.",
                "2.2.3 Sin tiempo: nada en el sitio tiene un límite de tiempo.",
              ],
            },
            {
              kind: "paragraph",
              text: "Todavía no hemos completado el registro de las pruebas manuales con lectores de pantalla, así que aún no afirmamos que el sitio cumpla por completo esta norma.",
            },
          ],
        },
        {
          id: "how-we-test",
          heading: "Cómo probamos este sitio web",
          blocks: [
            {
              kind: "paragraph",
              text: "Cada vez que cambiamos el sitio, se ejecutan pruebas automáticas en cada página, en inglés y en español:",
            },
            {
              kind: "list",
              items: [
                "dos verificadores de accesibilidad, axe y pa11y",
                "en 4 configuraciones de pantalla: estándar, texto más grande, alto contraste y poco brillo (texto claro sobre fondo oscuro)",
                "en 2 anchos de pantalla: un teléfono pequeño (320 píxeles de ancho) y una computadora de escritorio (1280 píxeles de ancho)",
              ],
            },
            {
              kind: "paragraph",
              text: "Los verificadores automáticos solo encuentran algunos problemas. Nuestras pruebas automáticas también recorren cada página con la tecla Tab y cargan cada página con 320 píxeles de ancho, el ancho de una página ampliada al 400%. Las pruebas de nuestros formularios y calculadoras usan solo el teclado. Hasta ahora también revisamos a mano tres páginas con el teclado y con la página ampliada al 400%.",
            },
            {
              kind: "paragraph",
              text: "También escuchamos el sitio con un lector de pantalla real cada vez que lo cambiamos: Orca 43, el lector de pantalla del escritorio Linux, con el navegador Chromium 156, una vez en inglés y otra en español. Orca sigue los mismos pasos cada vez en la página de inicio, el cuestionario Encuentre su camino (con sus mensajes de error y el envío de los resultados), la calculadora del ajuste mensual relacionado con el ingreso (IRMAA; un error y luego un resultado), una página con una tabla de cifras, las preguntas y respuestas de la página de preguntas frecuentes y la página de error «página no encontrada». Guardamos por escrito todo lo que dice Orca, y cualquier cambio se revisa antes de publicarlo. Hay algo que dice Orca que no podemos cambiar: cuando lo llevamos a un mensaje de error, a una nueva pregunta o a un resultado, Orca agrega las palabras «se puede pulsar». Puede ignorarlas: no pasa nada si pulsa Intro ahí. Vienen de cómo Chromium y Orca tratan un código que usan casi todos los sitios web modernos, no de un error de nuestras páginas, y se lo informaremos a quienes los desarrollan.",
            },
            {
              kind: "paragraph",
              text: "La mayoría de las personas que usan un lector de pantalla usan otros. Una revisión hecha por personas que usan NVDA o JAWS en Windows, o VoiceOver en un iPhone o una Mac, todavía agregaría: cómo esos lectores leen nuestras tablas, formularios y mensajes, que puede ser distinto de Orca; si cambian a una voz en español en las páginas en español (Orca no lo hace); y la opinión de personas que usan un lector de pantalla todos los días. Ya planeamos estas revisiones y las publicaremos aquí.",
            },
            {
              kind: "paragraph",
              text: "Puede ver los resultados en nuestro [informe de pruebas de accesibilidad](/accessibility-report) y en nuestro [Informe de Conformidad de Accesibilidad](/accessibility-report/acr). El informe de conformidad muestra cada criterio de conformidad de WCAG 2.2, qué tan bien lo cumplimos y las pruebas que lo respaldan. Los dos informes también están en inglés.",
            },
          ],
        },
      ],
    },
    {
      id: "preparation",
      heading: "Preparación de esta declaración",
      blocks: [
        {
          kind: "paragraph",
          text: "Preparamos esta declaración en noviembre de 2026. La revisamos al menos una vez al año, y cada vez que encontramos o corregimos un problema. La fecha de “Última actualización”, al comienzo de esta página, indica la revisión más reciente.",
        },
      ],
    },
  ],
};
