import type { LegalPageContent } from "../types.ts";

/** /es/editorial-policy: los cinco pasos, el calendario de actualización, exactitud, independencia y correcciones. */
export const editorialPolicy: LegalPageContent = {
  id: "editorial-policy",
  lang: "es",
  title: "Política editorial",
  description:
    "Cómo la Guía de Medicare investiga, escribe, verifica y actualiza su información sobre Medicare, cómo mantenemos nuestra independencia y cómo avisarnos de un error.",
  lede: "Esta página explica cómo investigamos, escribimos, verificamos y actualizamos nuestra información sobre Medicare, y cómo avisarnos de un error.",
  updated: "2026-11-23",
  sections: [
    {
      id: "workflow",
      heading: "Cómo creamos cada página: cinco pasos",
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            "Investigación del tema. Elegimos los temas según las preguntas más frecuentes, los cambios en Medicare y los anuncios oficiales.",
            "Redacción a partir de fuentes oficiales. Escribimos primero a partir de Medicare.gov, los Centros de Servicios de Medicare y Medicaid (CMS), el Seguro Social y el Registro Federal. Usamos otras fuentes solo para explicar mejor, y lo indicamos.",
            "Revisión experta. Una persona que conoce bien Medicare lee cada página para buscar errores y cualquier cosa que pueda confundir.",
            "Verificación y citas. Comprobamos cada cantidad, fecha y regla con su fuente oficial. Cada cantidad sale de una sola lista verificada que indica su fuente y su año.",
            "Actualizaciones periódicas. Revisamos las páginas según un calendario y cada vez que cambian las reglas.",
          ],
        },
      ],
    },
    {
      id: "update-schedule",
      heading: "Cada cuánto actualizamos",
      blocks: [
        {
          kind: "list",
          items: [
            "Cada trimestre: cantidades como las primas, los deducibles y los límites de ingresos.",
            "Cada año: el contenido básico, como lo que cubre cada parte de Medicare y cuándo inscribirse.",
            "Cuando haga falta: cuando Medicare anuncia cantidades nuevas, o cuando cambia una ley o una regla.",
          ],
        },
        {
          kind: "paragraph",
          text: "Los artículos muestran la fecha en que se publicaron, y la fecha de su última actualización cuando es distinta.",
        },
      ],
    },
    {
      id: "accuracy",
      heading: "Nuestro compromiso con la exactitud",
      blocks: [
        {
          kind: "list",
          items: [
            "Damos cada cantidad para un año concreto y decimos de qué año es.",
            "No publicamos una cantidad que no pudimos confirmar.",
            "Cuando las fuentes no coinciden, seguimos la fuente oficial.",
            "Escribimos en palabras sencillas y explicamos los términos de Medicare. En español usamos las palabras que usan Medicare y el Seguro Social.",
          ],
        },
      ],
    },
    {
      id: "independence",
      heading: "Nuestro compromiso con la independencia",
      blocks: [
        {
          kind: "list",
          items: [
            "No recibimos pagos de compañías de seguros, agentes ni del gobierno.",
            "No vendemos seguros ni cobramos comisiones.",
            "No tenemos anunciantes ni patrocinadores, así que nadie paga para cambiar lo que escribimos.",
            "No recomendamos ningún plan ni compañía.",
          ],
        },
      ],
    },
    {
      id: "corrections",
      heading: "Avísenos de un error",
      blocks: [
        {
          kind: "paragraph",
          text: "Si encuentra un error, díganoslo. [Contáctenos](/contact-us) o escriba a [{{contactEmail}}](mailto:{{contactEmail}}). Indíquenos la página y lo que cree que está mal.",
        },
        {
          kind: "paragraph",
          text: "Revisamos cada aviso. Cuando corregimos un error, actualizamos la página y su fecha.",
        },
      ],
    },
  ],
};
