/** /medigap/high-deductible-g */
import type { MedigapPage } from "../types.ts";

export const HIGH_DEDUCTIBLE_G: MedigapPage = {
  id: "medigap-high-deductible-g",
  path: "/medigap/high-deductible-g",
  title: { en: "High-Deductible Plan G", es: "El Plan G con deducible alto" },
  description: {
    en: "How high-deductible Medigap Plan G works, what it may cost compared with standard Plan G, three yearly cost scenarios and who it suits.",
    es: "Cómo funciona el Plan G de Medigap con deducible alto, cuánto puede costar frente al Plan G estándar, tres situaciones de costo anual y a quién le conviene.",
  },
  lede: {
    en: "High-deductible Plan G has the same benefits as Plan G, but you first pay a yearly deductible of {{fig:medigap.highDeductible.deductible}} (2026). In exchange, the monthly premium is usually much lower.",
    es: "El Plan G con deducible alto tiene los mismos beneficios que el Plan G, pero primero usted paga un deducible anual de {{fig:medigap.highDeductible.deductible}} (2026). A cambio, la prima mensual suele ser mucho más baja.",
  },
  back: { href: "/medigap", label: { en: "Back to Medigap", es: "Volver a Medigap" } },
  onThisPage: false,
  sections: [
    {
      id: "how-it-works",
      heading: { en: "How it works", es: "Cómo funciona" },
      blocks: [
        {
          kind: "list",
          ordered: true,
          items: [
            {
              en: "Each year, you pay the costs Original Medicare leaves you (deductibles, coinsurance, copays and excess charges) until they add up to {{fig:medigap.highDeductible.deductible}} in 2026. The Part B deductible counts toward this amount.",
              es: "Cada año, usted paga los costos que Medicare Original deja a su cargo (deducibles, coseguro, copagos y cargos en exceso) hasta que sumen {{fig:medigap.highDeductible.deductible}} en 2026. El deducible de la Parte B cuenta para esa cantidad.",
            },
            {
              en: "After that, the plan pays those costs in full for the rest of the year, just like Plan G.",
              es: "Después, el plan paga esos costos por completo el resto del año, igual que el Plan G.",
            },
            {
              en: "The deductible starts again each January. It is set by federal rules and goes up most years (it was {{fig:medigap.highDeductible.deductible@2025}} in 2025).",
              es: "El deducible vuelve a empezar cada enero. Lo fijan las reglas federales y sube casi todos los años (fue de {{fig:medigap.highDeductible.deductible@2025}} en 2025).",
            },
          ],
        },
        {
          kind: "paragraph",
          text: {
            en: "You still pay your Part B premium and, if you have one, your drug plan premium. Those do not count toward the deductible.",
            es: "Usted sigue pagando su prima de la Parte B y, si lo tiene, la prima de su plan de medicamentos. Esas primas no cuentan para el deducible.",
          },
        },
      ],
    },
    {
      id: "premiums",
      heading: { en: "Premium comparison", es: "Comparación de primas" },
      blocks: [{ kind: "widget", widget: "hdg-premiums" }],
    },
    {
      id: "good-fit",
      heading: { en: "Is it a good fit for you?", es: "¿Le conviene?" },
      blocks: [
        { kind: "subheading", id: "good-fit-yes", text: { en: "It may fit if you", es: "Puede convenirle si usted" } },
        {
          kind: "list",
          items: [
            {
              en: "are in good health and expect few medical bills;",
              es: "tiene buena salud y espera pocas facturas médicas;",
            },
            {
              en: "want protection from very large bills but a low monthly premium;",
              es: "quiere protección contra facturas muy grandes, pero una prima mensual baja;",
            },
            {
              en: "have savings to pay up to the deductible in a bad year.",
              es: "tiene ahorros para pagar hasta el deducible en un mal año.",
            },
          ],
        },
        {
          kind: "subheading",
          id: "good-fit-no",
          text: { en: "It may not fit if you", es: "Puede no convenirle si usted" },
        },
        {
          kind: "list",
          items: [
            {
              en: "have ongoing health problems or expect surgery or a hospital stay;",
              es: "tiene problemas de salud continuos o espera una cirugía o una estadía en el hospital;",
            },
            { en: "want to know your costs in advance;", es: "quiere saber sus costos por adelantado;" },
            {
              en: "could not pay the full deductible if you needed to.",
              es: "no podría pagar el deducible completo si lo necesitara.",
            },
          ],
        },
      ],
    },
    {
      id: "scenarios",
      heading: { en: "Three yearly cost scenarios", es: "Tres situaciones de costo anual" },
      blocks: [{ kind: "widget", widget: "hdg-scenarios" }],
    },
    {
      id: "considerations",
      heading: { en: "Key things to consider", es: "Puntos clave a tener en cuenta" },
      blocks: [
        {
          kind: "list",
          items: [
            {
              en: "Switching later may be hard. Outside your open enrollment period or a guaranteed issue right, a company can ask health questions before selling you a plan with a lower deductible.",
              es: "Cambiar más adelante puede ser difícil. Fuera de su período de inscripción abierta o de un derecho de emisión garantizada, una compañía puede hacerle preguntas sobre su salud antes de venderle un plan con un deducible más bajo.",
            },
            {
              en: "Not every company sells high-deductible Plan G in every state. Compare prices from several companies.",
              es: "No todas las compañías venden el Plan G con deducible alto en todos los estados. Compare los precios de varias compañías.",
            },
            {
              en: "Premiums rise over time. Ask how the company sets its prices: by your age when you buy, by your current age, or the same for everyone.",
              es: "Las primas suben con el tiempo. Pregunte cómo fija sus precios la compañía: según su edad al comprar, según su edad actual o igual para todos.",
            },
            {
              en: "High-deductible Plan F works the same way, but only people eligible for Medicare before January 1, 2020 can buy it.",
              es: "El Plan F con deducible alto funciona igual, pero solo lo pueden comprar las personas que tenían derecho a Medicare antes del 1 de enero de 2020.",
            },
          ],
        },
      ],
    },
  ],
  related: [
    { href: "/medigap/plan-g-vs-n", label: { en: "Plan G vs. Plan N", es: "Plan G o Plan N" } },
    {
      href: "/medigap/guaranteed-issue-rights",
      label: { en: "Guaranteed issue rights", es: "Derechos de emisión garantizada" },
    },
    {
      href: "/tools/cost-estimator",
      label: { en: "Estimate your yearly Medicare costs", es: "Calcule sus costos anuales de Medicare" },
    },
  ],
};
