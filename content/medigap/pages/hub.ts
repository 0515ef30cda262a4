/** /medigap: the Medigap hub. */
import type { MedigapPage } from "../types.ts";

export const HUB: MedigapPage = {
  id: "medigap",
  path: "/medigap",
  title: { en: "Medigap (Medicare Supplement Insurance)", es: "Medigap (Seguro complementario de Medicare)" },
  description: {
    en: "What Medigap is, the 10 standardized plans, when you can buy a policy without health questions, and how Medigap compares with Medicare Advantage.",
    es: "Qué es Medigap, los 10 planes estandarizados, cuándo puede comprar una póliza sin preguntas sobre su salud y en qué se diferencia Medigap de Medicare Advantage.",
  },
  lede: {
    en: "Medigap is private insurance that helps pay the costs Original Medicare leaves to you. This page explains the plans, the best time to buy one and how Medigap differs from Medicare Advantage.",
    es: "Medigap es un seguro privado que ayuda a pagar los costos que Medicare Original deja a su cargo. Esta página explica los planes, el mejor momento para comprar uno y en qué se diferencia Medigap de Medicare Advantage.",
  },
  back: { href: "/medicare-101", label: { en: "Back to Medicare 101", es: "Volver a Medicare básico" } },
  onThisPage: true,
  sections: [
    {
      id: "what-is-medigap",
      heading: { en: "What is Medigap?", es: "¿Qué es Medigap?" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "Original Medicare (Part A and Part B) pays most, but not all, of the cost of covered care. You still pay deductibles, coinsurance and copays. For example, you usually pay {{fig:partB.coinsurance}} of the Medicare-approved amount for doctor visits.",
            es: "Medicare Original (la Parte A y la Parte B) paga la mayor parte del costo de la atención cubierta, pero no todo. Usted sigue pagando deducibles, coseguro y copagos. Por ejemplo, normalmente paga el {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare por las consultas médicas.",
          },
        },
        {
          kind: "paragraph",
          text: {
            en: "A Medigap policy is sold by private insurance companies. It helps pay those costs. You must have Part A and Part B, and you pay a monthly premium to the insurance company on top of your Part B premium.",
            es: "Las compañías de seguros privadas venden las pólizas Medigap. Estas pólizas ayudan a pagar esos costos. Usted debe tener la Parte A y la Parte B, y le paga una prima mensual a la compañía de seguros además de su prima de la Parte B.",
          },
        },
        {
          kind: "list",
          items: [
            {
              en: "A Medigap policy covers one person. Spouses each need their own policy.",
              es: "Una póliza Medigap cubre a una sola persona. Cada cónyuge necesita su propia póliza.",
            },
            {
              en: "Policies sold today do not include drug coverage. For drugs, join a stand-alone drug plan (Part D).",
              es: "Las pólizas que se venden hoy no incluyen cobertura de medicamentos. Para los medicamentos, inscríbase en un plan de medicamentos de Medicare independiente (Parte D).",
            },
            {
              en: "Medigap works only with Original Medicare. You cannot use it with a Medicare Advantage Plan.",
              es: "Medigap solo funciona con Medicare Original. No puede usarlo con un plan Medicare Advantage.",
            },
          ],
        },
      ],
    },
    {
      id: "standardized-plans",
      heading: { en: "The 10 standardized plans", es: "Los 10 planes estandarizados" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "In most states, Medigap plans are standardized and named by letter: A, B, C, D, F, G, K, L, M and N. Plans with the same letter give the same benefits, whichever company sells them. Only the price changes. Massachusetts, Minnesota and Wisconsin use their own standardized plans.",
            es: "En la mayoría de los estados, los planes Medigap están estandarizados y tienen el nombre de una letra: A, B, C, D, F, G, K, L, M y N. Los planes con la misma letra dan los mismos beneficios, sin importar la compañía que los venda. Solo cambia el precio. Massachusetts, Minnesota y Wisconsin tienen sus propios planes estandarizados.",
          },
        },
        {
          kind: "plan-cards",
          cards: [
            {
              id: "plan-g",
              title: { en: "Plan G", es: "Plan G" },
              text: {
                en: "Pays everything Original Medicare leaves you except the Part B deductible ({{fig:partB.deductible}} in 2026). It also pays Part B excess charges. It is the most complete plan for people new to Medicare.",
                es: "Paga todo lo que Medicare Original deja a su cargo, excepto el deducible de la Parte B ({{fig:partB.deductible}} en 2026). También paga los cargos en exceso de la Parte B. Es el plan más completo para las personas nuevas en Medicare.",
              },
              link: {
                href: "/medigap/plan-g-vs-n",
                label: { en: "Compare Plan G and Plan N", es: "Compare el Plan G y el Plan N" },
              },
            },
            {
              id: "plan-n",
              title: { en: "Plan N", es: "Plan N" },
              text: {
                en: "Like Plan G, but you pay copays of up to {{fig:medigap.planN.officeVisitCopayMax}} for some office visits and up to {{fig:medigap.planN.erCopayMax}} for emergency room visits that don't lead to a hospital admission. It does not pay Part B excess charges. Premiums are usually lower.",
                es: "Es como el Plan G, pero usted paga copagos de hasta {{fig:medigap.planN.officeVisitCopayMax}} por algunas consultas y de hasta {{fig:medigap.planN.erCopayMax}} por las visitas a la sala de emergencias que no terminan en una admisión al hospital. No paga los cargos en exceso de la Parte B. Las primas suelen ser más bajas.",
              },
              link: {
                href: "/medigap/plan-g-vs-n",
                label: { en: "Plan G vs. Plan N in detail", es: "El Plan G y el Plan N en detalle" },
              },
            },
            {
              id: "plan-f",
              title: { en: "Plan F", es: "Plan F" },
              text: {
                en: "Pays everything Plan G pays, plus the Part B deductible. You can buy Plan F only if you were eligible for Medicare before January 1, 2020. If you already have it, you can keep it.",
                es: "Paga todo lo que paga el Plan G, más el deducible de la Parte B. Solo puede comprar el Plan F si tenía derecho a Medicare antes del 1 de enero de 2020. Si ya lo tiene, puede conservarlo.",
              },
            },
            {
              id: "high-deductible-g",
              title: { en: "High-deductible Plan G", es: "Plan G con deducible alto" },
              text: {
                en: "The same benefits as Plan G after you pay a yearly deductible of {{fig:medigap.highDeductible.deductible}} (2026). The premium is usually much lower.",
                es: "Los mismos beneficios que el Plan G después de pagar un deducible anual de {{fig:medigap.highDeductible.deductible}} (2026). La prima suele ser mucho más baja.",
              },
              link: {
                href: "/medigap/high-deductible-g",
                label: { en: "How high-deductible Plan G works", es: "Cómo funciona el Plan G con deducible alto" },
              },
            },
          ],
        },
        {
          kind: "subheading",
          id: "other-plans",
          text: { en: "The other plans: A, B, C, D, K, L and M", es: "Los otros planes: A, B, C, D, K, L y M" },
        },
        {
          kind: "list",
          items: [
            {
              en: "Plan A pays the fewest benefits: Part A coinsurance and hospital costs, Part B coinsurance, blood and hospice coinsurance.",
              es: "El Plan A paga menos beneficios: el coseguro y los costos de hospital de la Parte A, el coseguro de la Parte B, la sangre y el coseguro de hospicio.",
            },
            {
              en: "Plans B and D add the Part A deductible. Plan D also pays skilled nursing facility coinsurance and foreign travel emergencies.",
              es: "Los planes B y D agregan el deducible de la Parte A. El Plan D también paga el coseguro de un centro de enfermería especializada y las emergencias en viajes al extranjero.",
            },
            {
              en: "Plan C pays the Part B deductible. Like Plan F, it is sold only to people eligible for Medicare before January 1, 2020.",
              es: "El Plan C paga el deducible de la Parte B. Igual que el Plan F, solo se vende a personas que tenían derecho a Medicare antes del 1 de enero de 2020.",
            },
            {
              en: "Plan M pays half of the Part A deductible and does not pay the Part B deductible.",
              es: "El Plan M paga la mitad del deducible de la Parte A y no paga el deducible de la Parte B.",
            },
            {
              en: "Plans K and L pay part of most costs and have a yearly out-of-pocket limit, which changes every year. We could not confirm the current limits in an official document, so ask the insurance company for them.",
              es: "Los planes K y L pagan una parte de la mayoría de los costos y tienen un límite anual de gastos de su bolsillo, que cambia cada año. No pudimos confirmar los límites actuales en un documento oficial, así que pídaselos a la compañía de seguros.",
            },
          ],
        },
      ],
    },
    {
      id: "enrollment-windows",
      heading: { en: "When to buy a Medigap policy", es: "Cuándo comprar una póliza Medigap" },
      blocks: [
        {
          kind: "subheading",
          id: "open-enrollment",
          text: { en: "Your Medigap Open Enrollment Period", es: "Su Período de Inscripción Abierta de Medigap" },
        },
        {
          kind: "paragraph",
          text: {
            en: "The best time to buy is your Medigap Open Enrollment Period. It lasts {{fig:medigap.openEnrollment.months}} months and starts the first month you have Part B and are 65 or older. During it, a company must sell you any policy it offers in your state. It cannot refuse you or charge you more because of your health.",
            es: "El mejor momento para comprar es su Período de Inscripción Abierta de Medigap. Dura {{fig:medigap.openEnrollment.months}} meses y empieza el primer mes en que tiene la Parte B y 65 años o más. Durante ese período, una compañía debe venderle cualquier póliza que ofrezca en su estado. No puede rechazarlo ni cobrarle más por su salud.",
          },
        },
        {
          kind: "paragraph",
          text: {
            en: "This period happens only once. If you delay Part B because you have coverage from your current job, it starts when your Part B starts.",
            es: "Este período ocurre una sola vez. Si retrasa la Parte B porque tiene cobertura de su empleo actual, empieza cuando comienza su Parte B.",
          },
        },
        {
          kind: "subheading",
          id: "special-situations",
          text: { en: "Special situations later on", es: "Situaciones especiales más adelante" },
        },
        {
          kind: "paragraph",
          text: {
            en: "After that period, you may still have a guaranteed issue right in some situations, for example if your Medicare Advantage Plan leaves your area or your job-based coverage ends. You must usually apply no later than {{fig:medigap.guaranteedIssue.daysAfter}} days after your other coverage ends.",
            es: "Después de ese período, aún puede tener un derecho de emisión garantizada en algunas situaciones, por ejemplo si su plan Medicare Advantage deja su zona o si termina la cobertura de su empleo. Por lo general, debe presentar su solicitud a más tardar {{fig:medigap.guaranteedIssue.daysAfter}} días después de que termine su otra cobertura.",
          },
        },
        {
          kind: "links",
          links: [
            {
              href: "/medigap/guaranteed-issue-rights",
              label: { en: "Your guaranteed issue rights", es: "Sus derechos de emisión garantizada" },
            },
          ],
        },
      ],
    },
    {
      id: "medigap-vs-advantage",
      heading: { en: "Medigap or Medicare Advantage?", es: "¿Medigap o Medicare Advantage?" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "Medigap and Medicare Advantage are two different ways to get more coverage. You cannot have both at the same time.",
            es: "Medigap y Medicare Advantage son dos maneras distintas de obtener más cobertura. No puede tener los dos a la vez.",
          },
        },
        {
          kind: "table",
          caption: { en: "Medigap and Medicare Advantage compared", es: "Comparación de Medigap y Medicare Advantage" },
          columns: [
            { en: "Feature", es: "Característica" },
            { en: "Medigap", es: "Medigap" },
            { en: "Medicare Advantage", es: "Medicare Advantage" },
          ],
          rows: [
            [
              { en: "Works with", es: "Funciona con" },
              { en: "Original Medicare (Part A and Part B)", es: "Medicare Original (Parte A y Parte B)" },
              {
                en: "Replaces Original Medicare; the plan includes Part A and Part B",
                es: "Reemplaza a Medicare Original; el plan incluye la Parte A y la Parte B",
              },
            ],
            [
              { en: "Provider network", es: "Red de proveedores" },
              {
                en: "No network: any doctor or hospital in the US that accepts Medicare",
                es: "Sin red: cualquier médico u hospital de los EE. UU. que acepte Medicare",
              },
              {
                en: "Usually a network; care outside it may cost more or not be covered",
                es: "Por lo general, una red; la atención fuera de la red puede costar más o no estar cubierta",
              },
            ],
            [
              { en: "Drug coverage", es: "Cobertura de medicamentos" },
              {
                en: "Not included; add a stand-alone drug plan (Part D)",
                es: "No incluida; agregue un plan de medicamentos independiente (Parte D)",
              },
              { en: "Usually included", es: "Por lo general, incluida" },
            ],
            [
              { en: "Out-of-pocket costs", es: "Gastos de su bolsillo" },
              {
                en: "Low and predictable; you pay a higher monthly premium",
                es: "Bajos y previsibles; paga una prima mensual más alta",
              },
              {
                en: "Copays as you use care, up to the plan's yearly limit; premiums are often low",
                es: "Copagos cuando recibe atención, hasta el límite anual del plan; las primas suelen ser bajas",
              },
            ],
          ],
        },
        {
          kind: "links",
          links: [
            {
              href: "/path/advantage-vs-supplement",
              label: { en: "How to choose between them", es: "Cómo elegir entre los dos" },
            },
          ],
        },
      ],
    },
    {
      id: "next-steps",
      heading: { en: "Next steps", es: "Próximos pasos" },
      blocks: [
        {
          kind: "links",
          links: [
            {
              href: "/medigap/plan-g-vs-n",
              label: { en: "Compare Plan G and Plan N", es: "Compare el Plan G y el Plan N" },
              text: {
                en: "The two plans most people new to Medicare choose between.",
                es: "Los dos planes entre los que eligen la mayoría de las personas nuevas en Medicare.",
              },
            },
            {
              href: "/medigap/guaranteed-issue-rights",
              label: { en: "Know your guaranteed issue rights", es: "Conozca sus derechos de emisión garantizada" },
              text: {
                en: "When a company must sell you a policy, whatever your health.",
                es: "Cuándo una compañía debe venderle una póliza, sin importar su salud.",
              },
            },
            {
              href: "/state-medicare-links",
              label: { en: "Get free help in your state", es: "Obtenga ayuda gratuita en su estado" },
              text: {
                en: "Your State Health Insurance Assistance Program (SHIP) gives free, unbiased advice.",
                es: "Su Programa Estatal de Asistencia sobre Seguros Médicos (SHIP) da consejos gratuitos e imparciales.",
              },
            },
          ],
        },
      ],
    },
  ],
  related: [
    {
      href: "/medigap-plans",
      label: { en: "Medigap plans: Plan G and Plan N", es: "Planes Medigap: el Plan G y el Plan N" },
    },
    { href: "/medigap/high-deductible-g", label: { en: "High-deductible Plan G", es: "El Plan G con deducible alto" } },
    {
      href: "/parts-abcd-comparison",
      label: { en: "Medicare Parts A, B, C and D compared", es: "Comparación de las Partes A, B, C y D de Medicare" },
    },
  ],
};
