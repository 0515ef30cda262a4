import type { LegalPageContent } from "../types.ts";

/** /es/privacy-policy: lo que este sitio hace de verdad (ver content/pages/NOTES.md). */
export const privacyPolicy: LegalPageContent = {
  id: "privacy-policy",
  lang: "es",
  title: "Política de privacidad",
  description:
    "Qué información recoge la Guía de Medicare y por qué, cómo borrarla, y nuestro compromiso: sin herramientas de análisis, sin publicidad y sin cookies.",
  lede: "Esta política explica qué información recoge la Guía de Medicare, por qué la recogemos y cómo puede borrarla. En resumen: no usamos herramientas de análisis, ni publicidad, ni cookies.",
  updated: "2026-11-27",
  backLink: "history",
  sections: [
    {
      id: "summary",
      heading: "En pocas palabras",
      blocks: [
        {
          kind: "list",
          items: [
            "No usamos herramientas de análisis ni de seguimiento.",
            "No mostramos anuncios ni usamos servicios de publicidad.",
            "No usamos cookies.",
            "No vendemos, alquilamos ni intercambiamos su información.",
            "Solo guardamos su correo electrónico si nos lo da en el cuestionario Encuentre su camino en Medicare.",
          ],
        },
      ],
    },
    {
      id: "what-we-collect",
      heading: "Qué información recogemos",
      blocks: [],
      subsections: [
        {
          id: "kept-in-your-browser",
          heading: "Lo que se guarda solo en su navegador",
          blocks: [
            {
              kind: "paragraph",
              text: "Algunas de sus preferencias se guardan en el almacenamiento de su navegador, para que el sitio las recuerde en este dispositivo:",
            },
            {
              kind: "list",
              items: [
                "el tamaño del texto y el contraste que eligió",
                "sus respuestas al cuestionario Encuentre su camino en Medicare (no su correo electrónico), para que pueda volver a ver sus resultados",
                "las preguntas que escriba en el recuadro “¿Tiene una pregunta sobre Medicare?”",
                "una nota de que ya le mostramos la invitación a hacer el cuestionario, que se guarda solo hasta que cierre la pestaña del navegador",
              ],
            },
            { kind: "paragraph", text: "Esta información se queda en su dispositivo. No nos llega a nosotros." },
          ],
        },
        {
          id: "sent-with-the-quiz",
          heading: "Lo que nos envía al terminar el cuestionario",
          blocks: [
            {
              kind: "paragraph",
              text: "Al final del cuestionario, usted nos da su correo electrónico. Lo enviamos a nuestro servidor junto con sus respuestas, la guía que elegimos para usted y el idioma que usó.",
            },
            {
              kind: "paragraph",
              text: "Guardamos esta información para enviarle su guía por correo electrónico. Si pidió recibir novedades de Medicare por correo, el correo de la guía tiene un enlace para confirmar que esta es su dirección. Solo le enviamos novedades si las pidió y lo confirmó. Enviamos la guía a una misma dirección no más de una vez al día, aunque el cuestionario se envíe otra vez.",
            },
          ],
        },
        {
          id: "when-you-write",
          heading: "Cuando nos escribe",
          blocks: [
            {
              kind: "paragraph",
              text: "Nuestro formulario de contacto no envía nada a nuestro servidor. Abre su propio programa de correo electrónico con su mensaje. Recibimos su mensaje, su nombre y su correo electrónico solo si usted envía ese correo.",
            },
            { kind: "paragraph", text: "Usamos su mensaje solo para responderle." },
          ],
        },
        {
          id: "what-our-server-sees",
          heading: "Lo que ve nuestro servidor",
          blocks: [
            {
              kind: "paragraph",
              text: "Como cualquier sitio web, nuestro servidor necesita su dirección de internet (IP) para enviarle una página. Cuando envía el cuestionario, guardamos un código cifrado hecho a partir de esa dirección, por no más de un día, para evitar que el formulario se envíe demasiadas veces. No guardamos la dirección misma.",
            },
            { kind: "paragraph", text: "No llevamos un registro de quién visita qué páginas." },
          ],
        },
      ],
    },
    {
      id: "how-we-use",
      heading: "Cómo usamos su información",
      blocks: [
        {
          kind: "list",
          items: [
            "Para enviarle la guía que pidió.",
            "Para enviarle novedades de Medicare, solo si las pidió.",
            "Para responder los mensajes que nos envía.",
          ],
        },
        {
          kind: "paragraph",
          text: "Nunca usamos su información para publicidad. No la compartimos con nadie con fines de mercadeo.",
        },
      ],
    },
    {
      id: "cookies-analytics-ads",
      heading: "Cookies, análisis y publicidad",
      blocks: [
        {
          kind: "paragraph",
          text: "No usamos cookies. No usamos herramientas de análisis, redes de publicidad, píxeles de seguimiento ni complementos de redes sociales. Por eso, no hay nada que usted tenga que desactivar.",
        },
        {
          kind: "paragraph",
          text: "Los botones para compartir de nuestros artículos abren Facebook, X o su programa de correo solo cuando usted los selecciona. Esos servicios tienen sus propias políticas de privacidad.",
        },
      ],
    },
    {
      id: "who-else",
      heading: "Quién más ve su información",
      blocks: [
        {
          kind: "list",
          items: [
            "Nuestro servicio de envío de correo recibe su dirección de correo electrónico y el mensaje que le enviamos, solo para entregarlo.",
            "Compartiremos información si la ley nos obliga.",
            "Los enlaces a otros sitios web, como Medicare.gov, le llevan a sitios con sus propias políticas de privacidad.",
          ],
        },
      ],
    },
    {
      id: "security",
      heading: "Cómo protegemos su información",
      blocks: [
        {
          kind: "list",
          items: [
            "Nuestro sitio usa una conexión segura y cifrada (HTTPS).",
            "Solo las personas que administran este sitio pueden ver los correos electrónicos que guardamos.",
            "Recogemos lo menos posible. Ningún sistema es totalmente seguro, así que no le pedimos nada que no necesitemos.",
            "Guardamos su correo electrónico y sus respuestas del cuestionario no más de 24 meses (vea abajo).",
          ],
        },
      ],
    },
    {
      id: "how-long",
      heading: "Cuánto tiempo guardamos su información",
      blocks: [
        {
          kind: "paragraph",
          text: "Guardamos su correo electrónico y sus respuestas del cuestionario durante 24 meses después de la última vez que envió el cuestionario. Después los borramos. Usted puede borrarlos antes en cualquier momento.",
        },
      ],
    },
    {
      id: "delete",
      heading: "Cómo ver o borrar su información",
      blocks: [
        {
          kind: "paragraph",
          text: "En su dispositivo: borre los datos de este sitio en la configuración de su navegador (suele llamarse “cookies y datos de sitios”). Así se borran su preferencia de pantalla, sus respuestas guardadas y sus preguntas.",
        },
        {
          kind: "paragraph",
          text: "En nuestro servidor: cada correo electrónico que enviamos tiene un enlace para cancelar la suscripción o para borrar sus datos. Los dos quitan su correo electrónico y sus respuestas del cuestionario de nuestro servidor, y una página se lo confirma. Los programas de correo que muestran un botón para cancelar la suscripción usan el mismo enlace.",
        },
        {
          kind: "paragraph",
          text: "También puede escribir a [{{contactEmail}}](mailto:{{contactEmail}}) desde el correo electrónico que usó en el cuestionario. Pídanos ver su información, dejar de enviarle novedades o borrarla. Le avisaremos cuando esté hecho.",
        },
      ],
    },
    {
      id: "children",
      heading: "Privacidad de los niños",
      blocks: [
        {
          kind: "paragraph",
          text: "Este sitio es para adultos. No recogemos a sabiendas información de niños menores de 13 años.",
        },
        {
          kind: "paragraph",
          text: "Si cree que un niño menor de 13 años nos dio un correo electrónico, escríbanos y lo borraremos.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Cambios a esta política",
      blocks: [
        {
          kind: "paragraph",
          text: "Si cambiamos lo que recogemos o cómo lo usamos, actualizaremos esta página y la fecha de “Última actualización”, al comienzo. No usaremos de otra forma la información que ya nos dio sin preguntarle antes.",
        },
      ],
    },
    {
      id: "contact",
      heading: "Contáctenos sobre privacidad",
      blocks: [
        {
          kind: "paragraph",
          text: "[Contáctenos](/contact-us) o escriba a [{{contactEmail}}](mailto:{{contactEmail}}).",
        },
      ],
    },
    {
      id: "disclaimer",
      heading: "Aviso legal",
      blocks: [
        {
          kind: "paragraph",
          text: "La Guía de Medicare es un sitio web independiente y educativo. No estamos conectados con Medicare, el gobierno ni ninguna compañía de seguros. Lea nuestro [aviso legal completo](/disclaimer).",
        },
      ],
    },
  ],
};
