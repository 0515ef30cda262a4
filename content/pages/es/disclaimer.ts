import type { LegalPageContent } from "../types.ts";

/** /es/disclaimer: también la página de Misión y Condiciones de uso (los enlaces #mission y #terms-of-use). */
export const disclaimer: LegalPageContent = {
  id: "disclaimer",
  lang: "es",
  title: "Nuestra misión, aviso legal y condiciones de uso",
  description:
    "Por qué existe la Guía de Medicare, lo que nuestra información puede y no puede hacer por usted, y las condiciones para usar este sitio independiente y educativo.",
  lede: "La Guía de Medicare es un sitio web independiente y educativo sobre Medicare. Esta página explica por qué existimos, lo que nuestra información puede y no puede hacer por usted, y las condiciones para usar el sitio.",
  updated: "2026-11-23",
  sections: [
    {
      id: "mission",
      heading: "Nuestra misión",
      blocks: [
        {
          kind: "paragraph",
          text: "Ayudamos a las personas que pronto tendrán Medicare, o que ya lo tienen, a entender sus opciones en palabras sencillas, en inglés y en español.",
        },
        {
          kind: "paragraph",
          text: "Explicamos cómo funciona Medicare, cuánto cuesta y cuándo inscribirse. Le indicamos fuentes oficiales y ayuda gratuita e imparcial.",
        },
        { kind: "paragraph", text: "El sitio es gratuito. No necesita crear una cuenta." },
      ],
    },
    {
      id: "not-affiliated",
      heading: "No somos el gobierno ni una compañía de seguros",
      blocks: [
        {
          kind: "paragraph",
          text: "La Guía de Medicare no está afiliada, respaldada ni conectada con el gobierno de los Estados Unidos, los Centros de Servicios de Medicare y Medicaid (CMS), la Administración del Seguro Social ni ninguna compañía de seguros.",
        },
        { kind: "paragraph", text: "No vendemos seguros. Nadie nos paga por enviarle a un plan, agente o compañía." },
      ],
    },
    {
      id: "medical-legal-financial",
      heading: "No es asesoría médica, legal ni financiera",
      blocks: [
        { kind: "paragraph", text: "Nada en este sitio es asesoría médica, legal, tributaria ni financiera." },
        {
          kind: "paragraph",
          text: "Hable con su médico sobre su salud. Hable con un abogado, un profesional de impuestos o un asesor financiero sobre decisiones legales, de impuestos o de dinero.",
        },
      ],
    },
    {
      id: "not-professional-advice",
      heading: "No damos consejos personales",
      blocks: [
        {
          kind: "paragraph",
          text: "Escribimos información general para muchos lectores. No conocemos su situación, así que no podemos decirle qué plan u opción le conviene.",
        },
        {
          kind: "paragraph",
          text: "Para recibir ayuda con su situación, llame a Medicare, pida asesoría gratuita a su Programa Estatal de Asistencia sobre Seguros Médicos (SHIP) o hable con un agente de seguros con licencia.",
        },
      ],
    },
    {
      id: "educational-purpose",
      heading: "Información solo para aprender",
      blocks: [
        {
          kind: "paragraph",
          text: "Nuestros artículos, guías, herramientas y cuestionario sirven para aprender. Pueden ayudarle a preparar sus preguntas y a entender las cartas y avisos que recibe.",
        },
        {
          kind: "paragraph",
          text: "Los resultados de nuestras calculadoras son estimaciones. No son una factura, una cotización ni una decisión sobre sus beneficios.",
        },
        {
          kind: "paragraph",
          text: "Las decisiones sobre su Medicare las toman Medicare, el Seguro Social y su plan, no nosotros.",
        },
      ],
    },
    {
      id: "no-warranty",
      heading: "Sin garantía",
      blocks: [
        {
          kind: "paragraph",
          text: "Comprobamos nuestra información con fuentes oficiales y la actualizamos con regularidad. Nuestra [política editorial](/editorial-policy) explica cómo. Aun así, las reglas y las cantidades cambian, y puede haber errores.",
        },
        {
          kind: "paragraph",
          text: "Ofrecemos este sitio “tal como está”, sin prometer que sea completo, correcto o actual. En la medida en que la ley lo permita, no somos responsables de las decisiones que usted tome basándose en él.",
        },
      ],
    },
    {
      id: "your-responsibility",
      heading: "Su responsabilidad",
      blocks: [
        {
          kind: "list",
          items: [
            "Antes de tomar una decisión, confirme los detalles con la fuente oficial, su plan o un profesional con licencia.",
            "Lea y guarde las cartas y avisos que recibe de Medicare, del Seguro Social y de su plan.",
            "Tenga en cuenta sus fechas límite. Inscribirse tarde puede significar una multa por inscripción tardía que dura años.",
          ],
        },
      ],
    },
    {
      id: "terms-of-use",
      heading: "Condiciones de uso",
      blocks: [
        { kind: "paragraph", text: "Al usar este sitio, usted acepta estas condiciones." },
        {
          kind: "list",
          items: [
            "Puede usar el sitio para informarse y aprender.",
            "Puede compartir enlaces a nuestras páginas e imprimirlas para uso personal.",
            "No intente dañar el sitio, sobrecargarlo ni burlar su seguridad.",
            "No nos envíe información personal de otras personas.",
          ],
        },
        {
          kind: "paragraph",
          text: "Enlazamos a otros sitios web para ayudarle. No controlamos esos sitios y no somos responsables de lo que dicen o hacen. Los enlaces a otros sitios se abren en una pestaña nueva.",
        },
        {
          kind: "paragraph",
          text: "Nuestra [política de privacidad](/privacy-policy) explica qué información guardamos y por qué.",
        },
        {
          kind: "paragraph",
          text: "Podemos cambiar estas condiciones. La fecha de “Última actualización”, al comienzo de esta página, indica cuándo cambiaron por última vez.",
        },
      ],
    },
    {
      id: "official-help",
      heading: "Sitios web y líneas de ayuda oficiales",
      blocks: [
        {
          kind: "paragraph",
          text: "Línea de ayuda de Medicare: [{{medicare.display}}](tel:{{medicare.tel}}), las 24 horas del día, los 7 días de la semana. Los usuarios de TTY pueden llamar al {{medicare.tty}}.",
        },
        {
          kind: "paragraph",
          text: "Seguro Social: [{{ssa.display}}](tel:{{ssa.tel}}), de lunes a viernes. Para español, oprima 2. Los usuarios de TTY pueden llamar al {{ssa.tty}}.",
        },
        {
          kind: "list",
          items: [
            "[{{site.medicare-gov.name}}]({{site.medicare-gov.url}}): el sitio web oficial de Medicare.",
            "[{{site.ssa-gov.name}}]({{site.ssa-gov.url}}): inscripción en Medicare, Ayuda Adicional y primas según sus ingresos.",
            "[{{site.cms-gov.name}}]({{site.cms-gov.url}}): la agencia federal que administra Medicare.",
            "[{{site.shiphelp.name}}]({{site.shiphelp.url}}): asesoría gratuita e imparcial en su estado.",
          ],
        },
      ],
    },
    {
      id: "contact",
      heading: "Preguntas sobre esta página",
      blocks: [
        {
          kind: "paragraph",
          text: "[Contáctenos](/contact-us) o escriba a [{{contactEmail}}](mailto:{{contactEmail}}).",
        },
      ],
    },
  ],
};
