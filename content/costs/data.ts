/**
 * Content of the yearly costs pages and the IRMAA guide. Every amount is a figure token or a figure key, so
 * the same text serves 2025 and 2026 (the page passes its year). How the spec's mixed-year numbers were
 * resolved: content/figures/NOTES.md ("/medicare-costs-2025 key figures").
 */
import type { CostCard, GuideSection, KeyFigure } from "./types.ts";

/** The plan years that have a costs page (one template, one route per year) come from content/figures. */
export { COST_PAGE_YEARS, type CostPageYear } from "../figures/types.ts";

export const KEY_FIGURES: readonly KeyFigure[] = [
  {
    id: "part-a-premium",
    title: { en: "Part A premium for most people", es: "Prima de la Parte A para la mayoría de las personas" },
    amount: { en: "{{amount}} a month", es: "{{amount}} al mes" },
    figures: ["partA.premium.free"],
    text: {
      en: "Premium-free if you or your spouse worked and paid Medicare taxes for {{fig:partA.quarters.premiumFree}} quarters (about 10 years).",
      es: "Sin prima si usted o su cónyuge trabajaron y pagaron impuestos de Medicare durante {{fig:partA.quarters.premiumFree}} trimestres (unos 10 años).",
    },
  },
  {
    id: "part-b-premium",
    title: { en: "Standard Part B premium", es: "Prima estándar de la Parte B" },
    amount: { en: "{{amount}} a month", es: "{{amount}} al mes" },
    figures: ["partB.premium"],
    text: {
      en: "What most people pay for Part B in {{year}}. People with higher incomes pay more ({{term:irmaa|IRMAA}}).",
      es: "Lo que paga la mayoría de las personas por la Parte B en {{year}}. Las personas con ingresos más altos pagan más ({{term:irmaa|IRMAA}}).",
    },
  },
  {
    id: "irmaa-start",
    title: { en: "IRMAA starts above", es: "El IRMAA empieza con ingresos de más de" },
    amount: { en: "{{amount}} (single)", es: "{{amount}} (individual)" },
    figures: ["irmaa.single.threshold1"],
    text: {
      en: "Or more than {{fig:irmaa.joint.threshold1}} for a joint return. The income is from your {{taxYear}} tax return.",
      es: "O de más de {{fig:irmaa.joint.threshold1}} con declaración conjunta. Se usa el ingreso de su declaración de impuestos de {{taxYear}}.",
    },
  },
  {
    id: "irmaa-max",
    title: { en: "Highest IRMAA", es: "IRMAA más alto" },
    amount: { en: "{{amount}} a month", es: "{{amount}} al mes" },
    figures: ["irmaa.tier5.partBAdjustment", "irmaa.tier5.partDAdjustment"],
    text: {
      en: "{{fig:irmaa.tier5.partBAdjustment}} added to Part B (a total Part B premium of {{fig:irmaa.tier5.partBPremium}}) plus {{fig:irmaa.tier5.partDAdjustment}} added to Part D.",
      es: "{{fig:irmaa.tier5.partBAdjustment}} más por la Parte B (una prima total de la Parte B de {{fig:irmaa.tier5.partBPremium}}) y {{fig:irmaa.tier5.partDAdjustment}} más por la Parte D.",
    },
  },
];

export const COST_CARDS: readonly CostCard[] = [
  {
    id: "part-a",
    title: { en: "Part A (Hospital Insurance)", es: "Parte A (Seguro de hospital)" },
    intro: {
      en: "Covers hospital stays and {{term:snf|skilled nursing facility}} care. You pay the {{term:deductible|deductible}} once per {{term:benefit-period|benefit period}}, so it can be owed more than once a year.",
      es: "Cubre las estadías en el hospital y la atención en un {{term:snf|centro de enfermería especializada}}. Paga el {{term:deductible|deducible}} una vez por cada {{term:benefit-period|período de beneficios}}, así que puede pagarlo más de una vez al año.",
    },
    items: [
      {
        id: "premium-reduced",
        figures: ["partA.premium.reduced"],
        label: {
          en: "Premium with 30 to 39 quarters of work, per month",
          es: "Prima con 30 a 39 trimestres de trabajo, al mes",
        },
      },
      {
        id: "premium-full",
        figures: ["partA.premium.full"],
        label: {
          en: "Premium with fewer than 30 quarters of work, per month",
          es: "Prima con menos de 30 trimestres de trabajo, al mes",
        },
      },
      {
        id: "deductible",
        figures: ["partA.deductible"],
        label: {
          en: "Hospital deductible, each benefit period",
          es: "Deducible del hospital, en cada período de beneficios",
        },
        note: {
          en: "Days 1 to 60 in the hospital: nothing more after the deductible.",
          es: "Días 1 a 60 en el hospital: nada más después del deducible.",
        },
      },
      {
        id: "days-61-90",
        figures: ["partA.coinsurance.days61to90"],
        label: {
          en: "Hospital coinsurance, days 61 to 90, per day",
          es: "Coseguro del hospital, días 61 a 90, por día",
        },
      },
      {
        id: "lifetime-reserve",
        figures: ["partA.coinsurance.lifetimeReserve"],
        label: {
          en: "Each {{term:lifetime-reserve-days|lifetime reserve day}}, per day",
          es: "Cada {{term:lifetime-reserve-days|día de reserva de por vida}}, por día",
        },
        note: {
          en: "You have {{fig:partA.lifetimeReserveDays}} of these days in your whole life.",
          es: "Tiene {{fig:partA.lifetimeReserveDays}} de estos días en toda su vida.",
        },
      },
      {
        id: "snf",
        figures: ["partA.snf.coinsurance.days21to100"],
        label: {
          en: "Skilled nursing facility, days 21 to 100, per day",
          es: "Centro de enfermería especializada, días 21 a 100, por día",
        },
        note: {
          en: "Days 1 to 20 cost nothing after a qualifying hospital stay.",
          es: "Los días 1 a 20 no cuestan nada después de una estadía en el hospital que cumpla los requisitos.",
        },
      },
    ],
  },
  {
    id: "part-b",
    title: { en: "Part B (Medical Insurance)", es: "Parte B (Seguro médico)" },
    intro: {
      en: "Covers doctors' services, outpatient care and {{term:preventive-services|preventive services}}. After the yearly deductible you usually pay a share of each bill.",
      es: "Cubre los servicios de los médicos, la atención ambulatoria y los {{term:preventive-services|servicios preventivos}}. Después del deducible anual, por lo general paga una parte de cada factura.",
    },
    items: [
      {
        id: "premium",
        figures: ["partB.premium"],
        label: { en: "Standard premium, per month", es: "Prima estándar, al mes" },
        note: {
          en: "Higher incomes pay more: see IRMAA below.",
          es: "Los ingresos más altos pagan más: vea el IRMAA más abajo.",
        },
      },
      {
        id: "deductible",
        figures: ["partB.deductible"],
        label: { en: "Deductible, per year", es: "Deducible, al año" },
      },
      {
        id: "coinsurance",
        figures: ["partB.coinsurance"],
        label: {
          en: "{{term:coinsurance|Coinsurance}} after the deductible",
          es: "{{term:coinsurance|Coseguro}} después del deducible",
        },
        note: {
          en: "Of the Medicare-approved amount, for most services.",
          es: "De la cantidad aprobada por Medicare, para la mayoría de los servicios.",
        },
      },
      {
        id: "excess",
        figures: ["partB.excessChargeLimit"],
        label: {
          en: "Most a doctor who does not take {{term:assignment|assignment}} may charge above the approved amount ({{term:excess-charges|excess charges}})",
          es: "Lo máximo que puede cobrar sobre la cantidad aprobada un médico que no acepta la {{term:assignment|asignación}} ({{term:excess-charges|cargos en exceso}})",
        },
      },
    ],
  },
  {
    id: "part-d",
    title: { en: "Part D (drug coverage)", es: "Parte D (cobertura de medicamentos)" },
    intro: {
      en: "Each drug plan sets its own {{term:premium|premium}}. These limits apply to every plan in {{year}}.",
      es: "Cada plan de medicamentos fija su propia {{term:premium|prima}}. Estos límites se aplican a todos los planes en {{year}}.",
    },
    items: [
      {
        id: "deductible",
        figures: ["partD.deductible.max"],
        label: { en: "Highest deductible a plan may have", es: "Deducible más alto que puede tener un plan" },
      },
      {
        id: "oop-cap",
        figures: ["partD.oopCap"],
        label: {
          en: "Yearly cap on what you pay for covered drugs",
          es: "Límite anual de lo que paga por los medicamentos cubiertos",
        },
        note: {
          en: "After that you pay nothing more for covered drugs that year.",
          es: "Después de ese límite no paga nada más por los medicamentos cubiertos ese año.",
        },
      },
      {
        id: "insulin",
        figures: ["partD.insulinCap"],
        label: {
          en: "Most you pay for a month's supply of each covered insulin",
          es: "Lo máximo que paga por el suministro de un mes de cada insulina cubierta",
        },
      },
      {
        id: "base-premium",
        figures: ["partD.basePremium"],
        label: { en: "National base beneficiary premium, per month", es: "Prima de base nacional, al mes" },
        note: {
          en: "Not a premium you pay: Medicare uses it to work out the {{term:part-d-late-penalty|late enrollment penalty}} and the Part D IRMAA.",
          es: "No es una prima que usted paga: Medicare la usa para calcular la {{term:part-d-late-penalty|multa por inscripción tardía}} y el IRMAA de la Parte D.",
        },
      },
    ],
  },
  {
    id: "medicare-advantage",
    title: { en: "Medicare Advantage (Part C)", es: "Medicare Advantage (Parte C)" },
    intro: {
      en: "Private plans approved by Medicare ({{term:medicare-advantage|Medicare Advantage}}). You still pay the Part B premium, plus the plan's own premium if it has one.",
      es: "Planes privados aprobados por Medicare ({{term:medicare-advantage|Medicare Advantage}}). Sigue pagando la prima de la Parte B, más la prima del plan si tiene una.",
    },
    items: [
      {
        id: "average-premium",
        figures: ["ma.averagePremium"],
        label: { en: "Average plan premium, per month", es: "Prima promedio de los planes, al mes" },
        note: { en: "Many plans charge no premium at all.", es: "Muchos planes no cobran ninguna prima." },
      },
      {
        id: "moop",
        figures: ["ma.moop.inNetwork"],
        label: {
          en: "Highest {{term:oop-max|out-of-pocket limit}} a plan may set, in-{{term:network|network}}",
          es: "{{term:oop-max|Límite más alto de gastos de su bolsillo}} que puede fijar un plan, dentro de la {{term:network|red}}",
        },
        note: {
          en: "Each plan sets its own limit, often lower. Premiums and drug costs do not count.",
          es: "Cada plan fija su propio límite, a menudo más bajo. Las primas y los medicamentos no cuentan.",
        },
        unavailable: {
          en: "Not confirmed for {{year}}: we could not read the CMS document that sets this limit, so we do not show an amount. Ask the plan for its limit.",
          es: "No está confirmado para {{year}}: no pudimos leer el documento de los CMS que fija este límite, así que no mostramos una cantidad. Pregunte al plan cuál es su límite.",
        },
      },
    ],
  },
];

/** The plain-language IRMAA guide on /irmaa-income-brackets (figures: the current plan year). */
export const IRMAA_GUIDE: readonly GuideSection[] = [
  {
    id: "what",
    title: { en: "What IRMAA is", es: "Qué es el IRMAA" },
    paragraphs: [
      {
        en: "IRMAA (income-related monthly adjustment amount) is an extra amount that people with higher incomes pay for Part B and Part D. Social Security decides if you pay it and sends you a letter.",
        es: "El IRMAA (ajuste mensual relacionado con el ingreso) es una cantidad adicional que pagan por la Parte B y la Parte D las personas con ingresos más altos. El Seguro Social decide si lo paga y le envía una carta.",
      },
      {
        en: "The Part D amount is added to your drug plan's premium, but you pay it to Medicare, not to the plan. It is the same whatever plan you choose.",
        es: "La cantidad de la Parte D se suma a la prima de su plan de medicamentos, pero la paga a Medicare, no al plan. Es la misma sea cual sea el plan que elija.",
      },
    ],
  },
  {
    id: "lookback",
    title: { en: "Your income from 2 years ago counts", es: "Cuentan sus ingresos de hace 2 años" },
    paragraphs: [
      {
        en: "IRMAA uses your modified adjusted gross income ({{term:magi|MAGI}}) from your tax return of {{fig:irmaa.lookbackYears}} years before. For {{year}}, that is your {{taxYear}} return. MAGI is your adjusted gross income plus tax-exempt interest.",
        es: "El IRMAA usa su ingreso bruto ajustado modificado ({{term:magi|MAGI}}) de su declaración de impuestos de {{fig:irmaa.lookbackYears}} años antes. Para {{year}}, es su declaración de {{taxYear}}. El MAGI es su ingreso bruto ajustado más los intereses exentos de impuestos.",
      },
      {
        en: "If that return is not available yet, Social Security uses the one from 3 years before, and corrects it later.",
        es: "Si esa declaración todavía no está disponible, el Seguro Social usa la de 3 años antes y la corrige más adelante.",
      },
      {
        en: "Married and filing separately? If you lived with your spouse at any time during the year, a stricter table applies: IRMAA starts just above {{fig:irmaa.separate.threshold1}}. If you lived apart all year, use the single table.",
        es: "¿Está casado y presenta la declaración por separado? Si vivió con su cónyuge en algún momento del año, se aplica una tabla más estricta: el IRMAA empieza con ingresos de más de {{fig:irmaa.separate.threshold1}}. Si vivieron separados todo el año, use la tabla individual.",
      },
    ],
  },
  {
    id: "lower",
    title: { en: "How to ask for a lower amount", es: "Cómo pedir una cantidad más baja" },
    paragraphs: [
      {
        en: "If your income went down because of a life-changing event, ask Social Security for a new decision with Form SSA-44. These events count:",
        es: "Si sus ingresos bajaron por un cambio importante en su vida, pida al Seguro Social una nueva decisión con el formulario SSA-44. Cuentan estos cambios:",
      },
    ],
    list: [
      { en: "Marriage", es: "Matrimonio" },
      { en: "Divorce or annulment", es: "Divorcio o anulación del matrimonio" },
      { en: "Death of your spouse", es: "Muerte de su cónyuge" },
      { en: "You stopped working, or work fewer hours", es: "Dejó de trabajar o trabaja menos horas" },
      {
        en: "Loss of income-producing property (not a sale you chose)",
        es: "Pérdida de una propiedad que le daba ingresos (no una venta que usted decidió)",
      },
      { en: "Loss of pension income", es: "Pérdida de ingresos de una pensión" },
      { en: "A settlement payment from an employer", es: "Un pago de liquidación de un empleador" },
    ],
    link: {
      href: "/tools/irmaa-appeal",
      label: {
        en: "Check if you can ask with the IRMAA Appeal Assistant",
        es: "Vea si puede pedirlo con el Asistente para apelar el IRMAA",
      },
    },
  },
  {
    id: "appeal",
    title: { en: "If you think the decision is wrong", es: "Si cree que la decisión está equivocada" },
    paragraphs: [
      {
        en: "You can ask Social Security to look at the decision again (a reconsideration). Ask within {{fig:irmaa.appealDays}} days after you receive the letter. Social Security assumes you received it {{fig:irmaa.noticeReceiptDays}} days after the date on it.",
        es: "Puede pedir al Seguro Social que revise la decisión otra vez (una reconsideración). Pídalo dentro de los {{fig:irmaa.appealDays}} días después de recibir la carta. El Seguro Social da por hecho que la recibió {{fig:irmaa.noticeReceiptDays}} días después de la fecha que aparece en ella.",
      },
      {
        en: "If the tax information Social Security used is wrong or out of date, you can also send them the correct return.",
        es: "Si la información de impuestos que usó el Seguro Social es incorrecta o está desactualizada, también puede enviarles la declaración correcta.",
      },
    ],
  },
];
