/**
 * Parts A-D comparison content (spec part 2: four part cards, Original Medicare vs
 * Medicare Advantage, the Part D coverage gap guide). Every figure is a
 * {{fig:...}} token read from content/figures: the current plan year (2026)
 * unless the token names a year (the coverage gap history is 2024).
 */
import type { ComparisonRow, GuideSection, PartCard, PartDYear, ProsCons } from "./types.ts";

export const PART_CARDS: readonly PartCard[] = [
  {
    id: "part-a",
    part: "A",
    title: { en: "Part A: Hospital Insurance", es: "Parte A (Seguro de hospital)" },
    summary: {
      en: "Part A pays for care when you are admitted to a hospital or a skilled nursing facility.",
      es: "La Parte A paga la atención cuando lo internan en un hospital o en un centro de enfermería especializada.",
    },
    premium: {
      en: "Most people pay no premium: they or a spouse worked and paid Medicare taxes for {{fig:partA.quarters.premiumFree}} quarters (about 10 years). Otherwise up to {{fig:partA.premium.full}} a month in 2026.",
      es: "La mayoría no paga prima: usted o su cónyuge trabajaron y pagaron impuestos de Medicare durante {{fig:partA.quarters.premiumFree}} trimestres (unos 10 años). Si no, hasta {{fig:partA.premium.full}} al mes en 2026.",
    },
    deductible: {
      en: "{{fig:partA.deductible}} for each benefit period in 2026.",
      es: "{{fig:partA.deductible}} por cada período de beneficios en 2026.",
    },
    covers: [
      { en: "Inpatient hospital stays", es: "Estadías como paciente internado en el hospital" },
      {
        en: "Skilled nursing facility care after a qualifying hospital stay",
        es: "Atención en un centro de enfermería especializada después de una estadía hospitalaria calificada",
      },
      { en: "Hospice care", es: "Cuidados de hospicio" },
      { en: "Some home health care", es: "Algunos servicios de salud en el hogar" },
      {
        en: "Inpatient care in a religious non-medical health care institution",
        es: "Atención como paciente internado en una institución religiosa de atención no médica",
      },
      {
        en: "Meals and a semi-private room during a covered stay",
        es: "Comidas y habitación semiprivada durante una estadía cubierta",
      },
    ],
    doesntCover: [
      {
        en: "Long-term custodial care (help with bathing or dressing)",
        es: "Cuidado de custodia a largo plazo (ayuda para bañarse o vestirse)",
      },
      {
        en: "A private room, unless it is medically necessary",
        es: "Una habitación privada, salvo que sea médicamente necesaria",
      },
      {
        en: "Doctor visits outside the hospital (Part B covers them)",
        es: "Consultas médicas fuera del hospital (las cubre la Parte B)",
      },
    ],
  },
  {
    id: "part-b",
    part: "B",
    title: { en: "Part B: Medical Insurance", es: "Parte B (Seguro médico)" },
    summary: {
      en: "Part B pays for doctors, outpatient care, medical equipment and preventive services.",
      es: "La Parte B paga los médicos, la atención ambulatoria, el equipo médico y los servicios preventivos.",
    },
    premium: {
      en: "The standard premium is {{fig:partB.premium}} a month in 2026. People with higher incomes pay more: the income-related monthly adjustment amount (IRMAA).",
      es: "La prima estándar es de {{fig:partB.premium}} al mes en 2026. Las personas con ingresos más altos pagan más: el ajuste mensual relacionado con el ingreso (IRMAA).",
    },
    deductible: {
      en: "{{fig:partB.deductible}} a year in 2026. After it, you usually pay {{fig:partB.coinsurance}} of the Medicare-approved amount.",
      es: "{{fig:partB.deductible}} al año en 2026. Después, por lo general paga el {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare.",
    },
    covers: [
      {
        en: "Doctors' services, in the office and in the hospital",
        es: "Servicios de los médicos, en el consultorio y en el hospital",
      },
      { en: "Outpatient care and outpatient surgery", es: "Atención ambulatoria y cirugía ambulatoria" },
      {
        en: "Preventive services, such as screenings and the flu shot",
        es: "Servicios preventivos, como pruebas de detección y la vacuna contra la gripe",
      },
      {
        en: "Durable medical equipment, such as walkers and oxygen",
        es: "Equipo médico duradero, como andadores y oxígeno",
      },
      { en: "Lab tests and X-rays", es: "Análisis de laboratorio y radiografías" },
      { en: "Ambulance services", es: "Servicios de ambulancia" },
      { en: "Mental health care as an outpatient", es: "Atención de salud mental como paciente ambulatorio" },
    ],
    doesntCover: [
      {
        en: "Most prescription drugs you take at home (Part D covers them)",
        es: "La mayoría de los medicamentos recetados que toma en casa (los cubre la Parte D)",
      },
      {
        en: "Routine dental care, eye exams for glasses and hearing aids",
        es: "Atención dental de rutina, exámenes de la vista para anteojos y audífonos",
      },
      {
        en: "Care outside the United States, in most cases",
        es: "Atención fuera de los Estados Unidos, en la mayoría de los casos",
      },
    ],
  },
  {
    id: "part-c",
    part: "C",
    title: { en: "Part C: Medicare Advantage", es: "Parte C: Medicare Advantage" },
    summary: {
      en: "A Medicare Advantage Plan is a Medicare-approved plan from a private company. It replaces Original Medicare for your Part A and Part B coverage.",
      es: "Un plan Medicare Advantage es un plan aprobado por Medicare que ofrece una compañía privada. Reemplaza a Medicare Original para su cobertura de la Parte A y la Parte B.",
    },
    premium: {
      en: "Depends on the plan; many plans charge no premium. The average plan premium is {{fig:ma.averagePremium}} a month in 2026. You still pay the Part B premium.",
      es: "Depende del plan; muchos planes no cobran prima. La prima promedio es de {{fig:ma.averagePremium}} al mes en 2026. Usted sigue pagando la prima de la Parte B.",
    },
    deductible: {
      en: "Depends on the plan. Every plan has a yearly limit on what you pay for covered Part A and Part B services in its network.",
      es: "Depende del plan. Cada plan tiene un límite anual de lo que usted paga por los servicios cubiertos de la Parte A y la Parte B dentro de su red.",
    },
    covers: [
      { en: "Everything Part A covers", es: "Todo lo que cubre la Parte A" },
      { en: "Everything Part B covers", es: "Todo lo que cubre la Parte B" },
      { en: "Drug coverage, in most plans", es: "Cobertura de medicamentos, en la mayoría de los planes" },
      { en: "A yearly limit on your out-of-pocket costs", es: "Un límite anual de los gastos de su bolsillo" },
      {
        en: "Extra benefits in some plans, such as dental, vision and hearing",
        es: "Beneficios adicionales en algunos planes, como atención dental, de la vista y de la audición",
      },
    ],
    doesntCover: [
      {
        en: "Care from doctors outside the plan's network, in many plans",
        es: "La atención de médicos fuera de la red del plan, en muchos planes",
      },
      {
        en: "A Medigap policy: you cannot use one with Medicare Advantage",
        es: "Una póliza Medigap: no puede usarla con Medicare Advantage",
      },
      {
        en: "Hospice care (Original Medicare still covers it)",
        es: "Los cuidados de hospicio (los sigue cubriendo Medicare Original)",
      },
    ],
  },
  {
    id: "part-d",
    part: "D",
    title: { en: "Part D: Drug coverage", es: "Parte D: Cobertura de medicamentos" },
    summary: {
      en: "Part D helps pay for prescription drugs. You get it from a stand-alone drug plan or inside a Medicare Advantage Plan.",
      es: "La Parte D ayuda a pagar los medicamentos recetados. La obtiene con un plan de medicamentos de Medicare independiente o dentro de un plan Medicare Advantage.",
    },
    premium: {
      en: "Depends on the plan. The average stand-alone drug plan premium is {{fig:partD.averagePremium.standAlone}} a month in 2026.",
      es: "Depende del plan. La prima promedio de un plan de medicamentos independiente es de {{fig:partD.averagePremium.standAlone}} al mes en 2026.",
    },
    deductible: {
      en: "Up to {{fig:partD.deductible.max}} in 2026. What you pay for covered drugs is capped at {{fig:partD.oopCap}} for the year.",
      es: "Hasta {{fig:partD.deductible.max}} en 2026. Lo que paga por los medicamentos cubiertos tiene un límite de {{fig:partD.oopCap}} al año.",
    },
    covers: [
      {
        en: "Prescription drugs on the plan's drug list",
        es: "Los medicamentos recetados de la lista de medicamentos cubiertos del plan",
      },
      {
        en: "Insulin for no more than {{fig:partD.insulinCap}} for a month's supply",
        es: "La insulina, por no más de {{fig:partD.insulinCap}} por el suministro de un mes",
      },
      {
        en: "Recommended adult vaccines, such as shingles, at no cost",
        es: "Las vacunas recomendadas para adultos, como la del herpes zóster, sin costo",
      },
      {
        en: "A yearly cap on what you pay for covered drugs",
        es: "Un límite anual de lo que paga por los medicamentos cubiertos",
      },
      {
        en: "The option to spread your drug costs over the year in monthly payments",
        es: "La opción de repartir sus costos de medicamentos en pagos mensuales durante el año",
      },
    ],
    doesntCover: [
      { en: "Drugs that are not on the plan's drug list", es: "Los medicamentos que no están en la lista del plan" },
      { en: "Drugs Part A or Part B already pays for", es: "Los medicamentos que ya pagan la Parte A o la Parte B" },
      {
        en: "Over-the-counter drugs, in most cases",
        es: "Los medicamentos de venta libre, en la mayoría de los casos",
      },
    ],
  },
];

export const COMPARISON_ROWS: readonly ComparisonRow[] = [
  {
    id: "doctors",
    feature: { en: "Doctors and hospitals", es: "Médicos y hospitales" },
    original: {
      en: "Any doctor or hospital in the US that takes Medicare",
      es: "Cualquier médico u hospital de los EE. UU. que acepte Medicare",
    },
    advantage: {
      en: "Usually the plan's network; you may need referrals",
      es: "Por lo general, la red del plan; puede necesitar remisiones",
    },
  },
  {
    id: "drugs",
    feature: { en: "Drug coverage", es: "Cobertura de medicamentos" },
    original: { en: "Join a separate Part D plan", es: "Se inscribe en un plan aparte de la Parte D" },
    advantage: { en: "Included in most plans", es: "Incluida en la mayoría de los planes" },
  },
  {
    id: "limit",
    feature: { en: "Yearly limit on your costs", es: "Límite anual de sus gastos" },
    original: {
      en: "No limit, unless you add a Medigap policy",
      es: "Sin límite, salvo que agregue una póliza Medigap",
    },
    advantage: {
      en: "Yes, for covered services in the network",
      es: "Sí, para los servicios cubiertos dentro de la red",
    },
  },
  {
    id: "medigap",
    feature: { en: "Medigap", es: "Medigap" },
    original: { en: "You can buy a Medigap policy", es: "Puede comprar una póliza Medigap" },
    advantage: { en: "You cannot use Medigap", es: "No puede usar Medigap" },
  },
  {
    id: "extras",
    feature: { en: "Dental, vision, hearing", es: "Atención dental, de la vista y de la audición" },
    original: { en: "Mostly not covered", es: "En general, no están cubiertos" },
    advantage: { en: "Some plans cover some of it", es: "Algunos planes cubren una parte" },
  },
  {
    id: "travel",
    feature: { en: "Care when you travel in the US", es: "Atención cuando viaja por los EE. UU." },
    original: { en: "Covered anywhere that takes Medicare", es: "Cubierta en cualquier lugar que acepte Medicare" },
    advantage: { en: "Often emergencies and urgent care only", es: "A menudo solo emergencias y atención de urgencia" },
  },
];

export const PROS_CONS: readonly ProsCons[] = [
  {
    id: "original",
    title: { en: "Original Medicare (Parts A and B)", es: "Medicare Original (Parte A y Parte B)" },
    pros: [
      {
        en: "See any doctor in the country who takes Medicare, with no referrals",
        es: "Puede ver a cualquier médico del país que acepte Medicare, sin remisiones",
      },
      {
        en: "You can add a Medigap policy to cover most of your share of the costs",
        es: "Puede agregar una póliza Medigap para cubrir la mayor parte de su parte de los costos",
      },
      { en: "The same coverage everywhere, year after year", es: "La misma cobertura en todas partes, año tras año" },
    ],
    cons: [
      {
        en: "No yearly limit on what you pay, without Medigap",
        es: "Sin un límite anual de lo que paga, si no tiene Medigap",
      },
      {
        en: "Drug coverage needs a separate Part D plan",
        es: "La cobertura de medicamentos requiere un plan aparte de la Parte D",
      },
      {
        en: "Little coverage for dental, vision and hearing",
        es: "Poca cobertura dental, de la vista y de la audición",
      },
    ],
  },
  {
    id: "advantage",
    title: { en: "Medicare Advantage (Part C)", es: "Medicare Advantage (Parte C)" },
    pros: [
      {
        en: "A yearly limit on your costs for covered services",
        es: "Un límite anual de sus gastos por los servicios cubiertos",
      },
      {
        en: "Often includes drug coverage and extra benefits in one plan",
        es: "A menudo incluye cobertura de medicamentos y beneficios adicionales en un solo plan",
      },
      {
        en: "Many plans charge no premium beyond Part B",
        es: "Muchos planes no cobran una prima además de la de la Parte B",
      },
    ],
    cons: [
      {
        en: "You usually must use the plan's network of doctors",
        es: "Por lo general, debe usar la red de médicos del plan",
      },
      {
        en: "Some care needs approval from the plan first",
        es: "Parte de la atención necesita la aprobación previa del plan",
      },
      {
        en: "Plans can change their costs, benefits and network each year",
        es: "Los planes pueden cambiar sus costos, beneficios y red cada año",
      },
    ],
  },
];

export const PART_D_YEARS: readonly PartDYear[] = [
  {
    year: 2024,
    deductible: { en: "Up to {{fig:partD.deductible.max@2024}}", es: "Hasta {{fig:partD.deductible.max@2024}}" },
    gap: {
      en: "Yes: after {{fig:partD.initialCoverageLimit@2024}} in total drug costs, you paid {{fig:partD.coverageGap.coinsurance@2024}}",
      es: "Sí: después de {{fig:partD.initialCoverageLimit@2024}} en costos totales de medicamentos, pagaba el {{fig:partD.coverageGap.coinsurance@2024}}",
    },
    limit: {
      en: "No cap. Catastrophic coverage began at {{fig:partD.catastrophicThreshold@2024}} in out-of-pocket costs",
      es: "Sin límite. La cobertura catastrófica empezaba a los {{fig:partD.catastrophicThreshold@2024}} en gastos de su bolsillo",
    },
  },
  {
    year: 2025,
    deductible: { en: "Up to {{fig:partD.deductible.max@2025}}", es: "Hasta {{fig:partD.deductible.max@2025}}" },
    gap: { en: "No: the coverage gap ended", es: "No: el período sin cobertura terminó" },
    limit: { en: "Capped at {{fig:partD.oopCap@2025}}", es: "Límite de {{fig:partD.oopCap@2025}}" },
  },
  {
    year: 2026,
    deductible: { en: "Up to {{fig:partD.deductible.max@2026}}", es: "Hasta {{fig:partD.deductible.max@2026}}" },
    gap: { en: "No", es: "No" },
    limit: { en: "Capped at {{fig:partD.oopCap@2026}}", es: "Límite de {{fig:partD.oopCap@2026}}" },
  },
];

export const GAP_GUIDE: readonly GuideSection[] = [
  {
    id: "gap-now",
    heading: { en: "Is there still a donut hole?", es: "¿Sigue existiendo el período sin cobertura?" },
    paragraphs: [
      {
        en: 'No. Since January 1, 2025, Part D has no coverage gap (the "donut hole"). Every Medicare drug plan now has a yearly cap on what you pay for covered drugs.',
        es: 'No. Desde el 1 de enero de 2025, la Parte D ya no tiene un período sin cobertura (el llamado "hueco de la dona"). Todos los planes de medicamentos de Medicare tienen ahora un límite anual de lo que usted paga por los medicamentos cubiertos.',
      },
      {
        en: "The cap was {{fig:partD.oopCap@2025}} in 2025 and is {{fig:partD.oopCap@2026}} in 2026. Once your out-of-pocket costs reach it, you pay {{fig:partD.catastrophic.costSharing@2026}} for covered drugs for the rest of the year.",
        es: "El límite fue de {{fig:partD.oopCap@2025}} en 2025 y es de {{fig:partD.oopCap@2026}} en 2026. Cuando los gastos de su bolsillo lo alcanzan, usted paga {{fig:partD.catastrophic.costSharing@2026}} por los medicamentos cubiertos el resto del año.",
      },
    ],
  },
  {
    id: "gap-phases",
    heading: { en: "How Part D works now: three phases", es: "Cómo funciona ahora la Parte D: tres etapas" },
    paragraphs: [
      {
        en: "1. Deductible: you pay the full price of your drugs until you meet your plan's deductible (up to {{fig:partD.deductible.max@2026}} in 2026).",
        es: "1. Deducible: usted paga el precio completo de sus medicamentos hasta cubrir el deducible de su plan (hasta {{fig:partD.deductible.max@2026}} en 2026).",
      },
      {
        en: "2. Initial coverage: you pay a copayment or coinsurance ({{fig:partD.initialCoverage.coinsurance@2026}} in the standard design) until your costs reach the cap.",
        es: "2. Cobertura inicial: usted paga un copago o coseguro (el {{fig:partD.initialCoverage.coinsurance@2026}} en el diseño estándar) hasta que sus gastos llegan al límite.",
      },
      {
        en: "3. Catastrophic coverage: after the cap, you pay {{fig:partD.catastrophic.costSharing@2026}} for covered drugs until the end of the year.",
        es: "3. Cobertura catastrófica: después del límite, usted paga {{fig:partD.catastrophic.costSharing@2026}} por los medicamentos cubiertos hasta el final del año.",
      },
    ],
  },
  {
    id: "gap-history",
    heading: {
      en: "History: how the coverage gap worked until 2024",
      es: "Historia: cómo funcionaba el período sin cobertura hasta 2024",
    },
    paragraphs: [
      {
        en: "Until 2024, Part D had four phases. In 2024, once your total drug costs reached {{fig:partD.initialCoverageLimit@2024}}, you entered the coverage gap and paid {{fig:partD.coverageGap.coinsurance@2024}} of the cost of your drugs.",
        es: "Hasta 2024, la Parte D tenía cuatro etapas. En 2024, cuando sus costos totales de medicamentos llegaban a {{fig:partD.initialCoverageLimit@2024}}, entraba en el período sin cobertura y pagaba el {{fig:partD.coverageGap.coinsurance@2024}} del costo de sus medicamentos.",
      },
      {
        en: "The gap ended when your out-of-pocket costs reached {{fig:partD.catastrophicThreshold@2024}}. That was a threshold, not a cap: discounts from drug makers counted toward it, so most people paid less than that themselves. Pages that still call it a cap or mention the donut hole are out of date.",
        es: "El período sin cobertura terminaba cuando los gastos de su bolsillo llegaban a {{fig:partD.catastrophicThreshold@2024}}. Era un umbral, no un límite: los descuentos de los fabricantes contaban para alcanzarlo, así que la mayoría pagaba menos de esa cantidad. Las páginas que todavía lo llaman límite o hablan del período sin cobertura están desactualizadas.",
      },
    ],
  },
  {
    id: "gap-help",
    heading: { en: "Help with drug costs", es: "Ayuda con los costos de medicamentos" },
    paragraphs: [
      {
        en: "With the Medicare Prescription Payment Plan, you can pay your drug costs in monthly amounts over the year instead of all at once at the pharmacy. Every Part D plan offers it, at no cost.",
        es: "Con el Plan de Pago de Medicamentos Recetados de Medicare, puede pagar sus costos de medicamentos en cuotas mensuales durante el año, en lugar de pagar todo de una vez en la farmacia. Todos los planes de la Parte D lo ofrecen, sin costo.",
      },
      {
        en: "If your income and savings are limited, Extra Help can pay most of your Part D costs.",
        es: "Si sus ingresos y ahorros son limitados, la Ayuda Adicional puede pagar la mayor parte de sus costos de la Parte D.",
      },
    ],
  },
];
