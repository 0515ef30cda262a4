/** /medigap/guaranteed-issue-rights */
import type { MedigapPage } from "../types.ts";

export const GUARANTEED_ISSUE: MedigapPage = {
  id: "medigap-guaranteed-issue-rights",
  path: "/medigap/guaranteed-issue-rights",
  title: { en: "Medigap Guaranteed Issue Rights", es: "Derechos de emisión garantizada de Medigap" },
  description: {
    en: "When an insurance company must sell you a Medigap policy whatever your health: your open enrollment period, four special situations, state protections and what to do without these rights.",
    es: "Cuándo una compañía de seguros debe venderle una póliza Medigap sin importar su salud: su período de inscripción abierta, cuatro situaciones especiales, las protecciones de los estados y qué hacer si no tiene estos derechos.",
  },
  lede: {
    en: "At some times, an insurance company must sell you a Medigap policy. It cannot refuse you, charge you more or make you wait for coverage because of your health. Outside those times, it may.",
    es: "En algunos momentos, una compañía de seguros debe venderle una póliza Medigap. No puede rechazarlo, cobrarle más ni hacerle esperar por la cobertura debido a su salud. Fuera de esos momentos, sí puede hacerlo.",
  },
  back: { href: "/medigap", label: { en: "Back to Medigap", es: "Volver a Medigap" } },
  onThisPage: false,
  sections: [
    {
      id: "open-enrollment",
      heading: {
        en: "Your {{fig:medigap.openEnrollment.months}}-month Medigap Open Enrollment Period",
        es: "Su Período de Inscripción Abierta de Medigap de {{fig:medigap.openEnrollment.months}} meses",
      },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "Your Medigap Open Enrollment Period lasts {{fig:medigap.openEnrollment.months}} months. It starts the first month you have Part B and are 65 or older. It happens only once and cannot be changed or repeated.",
            es: "Su Período de Inscripción Abierta de Medigap dura {{fig:medigap.openEnrollment.months}} meses. Empieza el primer mes en que tiene la Parte B y 65 años o más. Ocurre una sola vez y no se puede cambiar ni repetir.",
          },
        },
        {
          kind: "list",
          items: [
            {
              en: "You can buy any Medigap policy sold in your state.",
              es: "Puede comprar cualquier póliza Medigap que se venda en su estado.",
            },
            {
              en: "The company cannot refuse you or charge you more because of health problems.",
              es: "La compañía no puede rechazarlo ni cobrarle más por problemas de salud.",
            },
            {
              en: "If you delay Part B because you still work and have job-based coverage, the period starts when your Part B starts.",
              es: "Si retrasa la Parte B porque sigue trabajando y tiene cobertura de su empleo, el período empieza cuando comienza su Parte B.",
            },
          ],
        },
      ],
    },
    {
      id: "special-situations",
      heading: { en: "Four special situations", es: "Cuatro situaciones especiales" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "Federal law also gives you a guaranteed issue right when you lose other coverage in these situations. You can apply as early as {{fig:medigap.guaranteedIssue.daysBefore}} days before your other coverage ends, and no later than {{fig:medigap.guaranteedIssue.daysAfter}} days after it ends. Keep the letters that show when and why your coverage ended.",
            es: "La ley federal también le da un derecho de emisión garantizada cuando pierde otra cobertura en estas situaciones. Puede presentar su solicitud desde {{fig:medigap.guaranteedIssue.daysBefore}} días antes de que termine su otra cobertura y a más tardar {{fig:medigap.guaranteedIssue.daysAfter}} días después. Guarde las cartas que muestran cuándo y por qué terminó su cobertura.",
          },
        },
        {
          kind: "list",
          ordered: true,
          items: [
            {
              en: "Your Medicare Advantage Plan ends: it leaves Medicare, stops serving your area, or you move out of its service area.",
              es: "Termina su plan Medicare Advantage: deja Medicare, deja de dar servicio en su zona o usted se muda fuera de su área de servicio.",
            },
            {
              en: "Your employer or union coverage ends: a group plan (including retiree coverage or COBRA) that pays after Medicare is ending.",
              es: "Termina la cobertura de su empleador o sindicato: un plan de grupo (incluida la cobertura de jubilados o COBRA) que paga después de Medicare está por terminar.",
            },
            {
              en: "Your Medigap policy ends through no fault of your own: the company goes bankrupt, you move out of a Medicare SELECT policy's area, or the company broke the rules or misled you.",
              es: "Su póliza Medigap termina sin que sea su culpa: la compañía quiebra, usted se muda fuera del área de una póliza Medicare SELECT, o la compañía no cumplió las reglas o lo engañó.",
            },
            {
              en: "You tried Medicare Advantage and want to go back within the first year: you joined when you first became eligible at 65, or you dropped a Medigap policy to join for the first time. This is called a trial right.",
              es: "Probó Medicare Advantage y quiere volver durante el primer año: se inscribió cuando tuvo derecho por primera vez a los 65 años, o dejó una póliza Medigap para inscribirse por primera vez. Esto se llama derecho de prueba.",
            },
          ],
        },
        {
          kind: "paragraph",
          text: {
            en: "In most of these situations you can buy Plan A, B, D, G (including high-deductible G), K, L, M or N. Plans C and F are only for people eligible for Medicare before January 1, 2020.",
            es: "En la mayoría de estas situaciones puede comprar el Plan A, B, D, G (incluido el G con deducible alto), K, L, M o N. Los planes C y F son solo para personas que tenían derecho a Medicare antes del 1 de enero de 2020.",
          },
        },
      ],
    },
    {
      id: "state-protections",
      heading: { en: "Your state may give you more rights", es: "Su estado puede darle más derechos" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "Some states go further than federal law. For example, a state may let you change Medigap plans at certain times each year, or give guaranteed issue rights to people under 65 who have Medicare because of a disability. Rules change, so ask your state's insurance department or your SHIP.",
            es: "Algunos estados van más allá de la ley federal. Por ejemplo, un estado puede permitirle cambiar de póliza Medigap en ciertos momentos del año, o dar derechos de emisión garantizada a personas menores de 65 años que tienen Medicare por una discapacidad. Las reglas cambian, así que pregunte al departamento de seguros de su estado o a su SHIP.",
          },
        },
      ],
    },
    {
      id: "no-rights",
      heading: { en: "If you have no guaranteed issue right", es: "Si no tiene un derecho de emisión garantizada" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "You can still apply for a Medigap policy at any time. But the company may ask about your health. It may refuse to sell you a policy, charge you more, or make you wait for coverage of a health problem you already have.",
            es: "Puede solicitar una póliza Medigap en cualquier momento. Pero la compañía puede hacerle preguntas sobre su salud. Puede negarse a venderle una póliza, cobrarle más o hacerle esperar para cubrir un problema de salud que ya tiene.",
          },
        },
        {
          kind: "list",
          items: [
            {
              en: "Apply to several companies: their health questions and answers differ.",
              es: "Presente solicitudes a varias compañías: sus preguntas sobre la salud y sus respuestas son distintas.",
            },
            {
              en: "Do not drop your current coverage until a new policy has accepted you.",
              es: "No deje su cobertura actual hasta que una póliza nueva lo haya aceptado.",
            },
            {
              en: "Ask your SHIP whether your state gives you extra rights.",
              es: "Pregunte a su SHIP si su estado le da derechos adicionales.",
            },
          ],
        },
      ],
    },
    {
      id: "free-help",
      heading: { en: "Free help from your SHIP", es: "Ayuda gratuita de su SHIP" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "Every state has a State Health Insurance Assistance Program (SHIP). Its counselors give free, unbiased advice about Medigap and your rights. They do not sell insurance.",
            es: "Cada estado tiene un Programa Estatal de Asistencia sobre Seguros Médicos (SHIP). Sus consejeros dan asesoría gratuita e imparcial sobre Medigap y sus derechos. No venden seguros.",
          },
        },
        {
          kind: "links",
          links: [
            {
              href: "/state-medicare-links",
              label: {
                en: "Find your state's SHIP and programs",
                es: "Encuentre el SHIP y los programas de su estado",
              },
            },
            {
              href: "https://www.shiphelp.org/",
              external: true,
              label: {
                en: "SHIP national website (shiphelp.org)",
                es: "Sitio web nacional de los SHIP (shiphelp.org, en inglés)",
              },
            },
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/medigap", label: { en: "Medigap basics", es: "Lo básico de Medigap" } },
    { href: "/medigap/plan-g-vs-n", label: { en: "Plan G vs. Plan N", es: "Plan G o Plan N" } },
    {
      href: "/enrollment-timeline",
      label: { en: "Medicare enrollment timeline", es: "Calendario de inscripción en Medicare" },
    },
  ],
};
