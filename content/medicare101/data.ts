/**
 * Medicare 101 topic cards (Parts A-D, enrollment, costs, Medigap, Advantage vs.
 * Supplement, IRMAA, help paying) and the featured tools. Figures come from
 * content/figures through {{fig:...}} tokens, for the current plan year (2026).
 */
import type { FeaturedTool, Topic } from "./types.ts";
import { currentCostsPageId, routePath } from "../routes/index.ts";

export const TOPICS: readonly Topic[] = [
  {
    id: "part-a",
    href: "/parts-abcd-comparison#part-a",
    title: { en: "Part A: Hospital Insurance", es: "Parte A (Seguro de hospital)" },
    summary: {
      en: "Covers inpatient hospital stays, skilled nursing facility care, hospice and some home health care. Most people pay no premium for Part A.",
      es: "Cubre las estadías como paciente internado en el hospital, la atención en un centro de enfermería especializada, los cuidados de hospicio y algunos servicios de salud en el hogar. La mayoría de las personas no paga prima por la Parte A.",
    },
    related: [],
  },
  {
    id: "part-b",
    href: "/parts-abcd-comparison#part-b",
    title: { en: "Part B: Medical Insurance", es: "Parte B (Seguro médico)" },
    summary: {
      en: "Covers doctors' services, outpatient care, medical equipment and many preventive services. The standard premium is {{fig:partB.premium}} a month in 2026.",
      es: "Cubre los servicios de los médicos, la atención ambulatoria, el equipo médico y muchos servicios preventivos. La prima estándar es de {{fig:partB.premium}} al mes en 2026.",
    },
    related: [],
  },
  {
    id: "part-c",
    href: "/parts-abcd-comparison#part-c",
    title: { en: "Part C: Medicare Advantage", es: "Parte C: Medicare Advantage" },
    summary: {
      en: "A Medicare-approved plan from a private company. It includes Part A and Part B, and usually drug coverage. Most plans have a network of doctors.",
      es: "Un plan aprobado por Medicare que ofrece una compañía privada. Incluye la Parte A y la Parte B y, por lo general, la cobertura de medicamentos. La mayoría de los planes tiene una red de médicos.",
    },
    related: [
      {
        href: "/encyclopedia#medicare-advantage",
        label: { en: "Medicare Advantage in the encyclopedia", es: "Medicare Advantage en la enciclopedia" },
      },
    ],
  },
  {
    id: "part-d",
    href: "/parts-abcd-comparison#part-d",
    title: { en: "Part D: Drug coverage", es: "Parte D: Cobertura de medicamentos" },
    summary: {
      en: "Helps pay for prescription drugs, through a stand-alone drug plan or a Medicare Advantage Plan. In 2026, what you pay for covered drugs is capped at {{fig:partD.oopCap}} for the year.",
      es: "Ayuda a pagar los medicamentos recetados, con un plan de medicamentos independiente o con un plan Medicare Advantage. En 2026, lo que paga por los medicamentos cubiertos tiene un límite de {{fig:partD.oopCap}} al año.",
    },
    related: [
      {
        href: "/encyclopedia#part-d",
        label: { en: "Part D in the encyclopedia", es: "La Parte D en la enciclopedia" },
      },
    ],
  },
  {
    id: "enrollment",
    href: "/enrollment-timeline",
    title: { en: "Enrollment periods", es: "Períodos de inscripción" },
    summary: {
      en: "Your Initial Enrollment Period lasts {{fig:enrollment.iep.months}} months around your 65th birthday. Each year you can change plans from October 15 to December 7.",
      es: "Su Período de Inscripción Inicial dura {{fig:enrollment.iep.months}} meses alrededor de su cumpleaños número 65. Cada año puede cambiar de plan del 15 de octubre al 7 de diciembre.",
    },
    related: [
      {
        href: "/tools/enrollment-finder",
        label: { en: "Find your enrollment dates", es: "Encuentre sus fechas de inscripción" },
      },
    ],
  },
  {
    id: "costs",
    href: routePath(currentCostsPageId()),
    title: { en: "What Medicare costs", es: "Lo que cuesta Medicare" },
    summary: {
      en: "Premiums, deductibles, coinsurance and copays, with this year's official amounts. The Part B deductible is {{fig:partB.deductible}} in 2026.",
      es: "Primas, deducibles, coseguro y copagos, con las cantidades oficiales de este año. El deducible de la Parte B es de {{fig:partB.deductible}} en 2026.",
    },
    related: [
      { href: "/tools/cost-estimator", label: { en: "Estimate your yearly costs", es: "Calcule sus costos anuales" } },
    ],
  },
  {
    id: "medigap",
    href: "/medigap",
    title: { en: "Medigap (Medicare Supplement Insurance)", es: "Medigap (Seguro complementario de Medicare)" },
    summary: {
      en: "Private insurance that helps pay what Original Medicare does not, such as coinsurance and deductibles. It does not include drug coverage.",
      es: "Un seguro privado que ayuda a pagar lo que Medicare Original no cubre, como el coseguro y los deducibles. No incluye cobertura de medicamentos.",
    },
    related: [{ href: "/medigap/plan-g-vs-n", label: { en: "Plan G vs. Plan N", es: "Plan G o Plan N" } }],
  },
  {
    id: "advantage-vs-supplement",
    href: "/path/advantage-vs-supplement",
    title: { en: "Medicare Advantage vs. Medigap", es: "Medicare Advantage o Medigap" },
    summary: {
      en: "Two different ways to get more coverage. Compare the networks, the costs and how easy it is to switch later.",
      es: "Dos maneras distintas de obtener más cobertura. Compare las redes, los costos y lo fácil que es cambiar más adelante.",
    },
    related: [
      { href: "/tools/plan-comparison", label: { en: "Compare plan options", es: "Compare opciones de planes" } },
    ],
  },
  {
    id: "irmaa",
    href: "/irmaa-income-brackets",
    title: { en: "IRMAA: higher premiums for higher incomes", es: "IRMAA: primas más altas para ingresos más altos" },
    summary: {
      en: "IRMAA stands for income-related monthly adjustment amount. If your income 2 years ago was above {{fig:irmaa.single.threshold1}} (single) or {{fig:irmaa.joint.threshold1}} (married filing jointly), you pay more for Part B and Part D in 2026.",
      es: "IRMAA significa ajuste mensual relacionado con el ingreso. Si sus ingresos de hace 2 años superaron {{fig:irmaa.single.threshold1}} (declaración individual) o {{fig:irmaa.joint.threshold1}} (declaración conjunta), en 2026 paga más por la Parte B y la Parte D.",
    },
    related: [
      { href: "/tools/irmaa-calculator", label: { en: "IRMAA calculator", es: "Calculadora del IRMAA" } },
      { href: "/path/irmaa-planning", label: { en: "Planning for IRMAA", es: "Cómo planificar para el IRMAA" } },
    ],
  },
  {
    id: "help-paying",
    href: "/resources#extra-help",
    title: { en: "Help paying for Medicare", es: "Ayuda para pagar Medicare" },
    summary: {
      en: "Extra Help and the Medicare Savings Programs can lower your costs if your income and savings are limited.",
      es: "La Ayuda Adicional y los Programas de Ahorros de Medicare pueden reducir sus costos si sus ingresos y ahorros son limitados.",
    },
    related: [
      {
        href: "/state-medicare-links",
        label: { en: "Free counseling in your state", es: "Asesoría gratuita en su estado" },
      },
    ],
  },
];

export const FEATURED_TOOLS: readonly FeaturedTool[] = [
  {
    id: "cost-estimator",
    href: "/tools/cost-estimator",
    title: { en: "Cost estimator", es: "Calculadora de costos" },
    description: {
      en: "See what a year of Medicare may cost you.",
      es: "Vea cuánto le puede costar un año de Medicare.",
    },
  },
  {
    id: "irmaa-calculator",
    href: "/tools/irmaa-calculator",
    title: { en: "IRMAA calculator", es: "Calculadora del IRMAA" },
    description: {
      en: "Check if your income adds IRMAA to your premiums.",
      es: "Vea si sus ingresos agregan el IRMAA a sus primas.",
    },
  },
  {
    id: "enrollment-finder",
    href: "/tools/enrollment-finder",
    title: { en: "Enrollment date finder", es: "Buscador de fechas de inscripción" },
    description: { en: "Find the dates you can sign up.", es: "Encuentre las fechas en que puede inscribirse." },
  },
  {
    id: "plan-comparison",
    href: "/tools/plan-comparison",
    title: { en: "Plan comparison", es: "Comparación de planes" },
    description: {
      en: "Compare Original Medicare and Medicare Advantage.",
      es: "Compare Medicare Original y Medicare Advantage.",
    },
  },
];
