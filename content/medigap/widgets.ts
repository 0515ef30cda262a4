/**
 * Words of the computed blocks (widgets). Numbers never appear here: {{fig:...}} tokens come from
 * content/figures, {name} placeholders are filled with amounts computed by calc.ts (index.ts).
 */
import type { Bilingual } from "./types.ts";

const yes: Bilingual = { en: "Yes, 100%", es: "Sí, 100 %" };
const no: Bilingual = { en: "No, you pay it", es: "No, lo paga usted" };

export const GVN_TEXT = {
  intro: {
    en: "Both plans work with Original Medicare and let you see any doctor in the US who accepts Medicare. The table shows what each plan pays of the costs Original Medicare leaves you in 2026.",
    es: "Los dos planes funcionan con Medicare Original y le permiten ver a cualquier médico de los EE. UU. que acepte Medicare. La tabla muestra lo que paga cada plan de los costos que Medicare Original deja a su cargo en 2026.",
  },
  caption: { en: "What Plan G and Plan N pay (2026)", es: "Lo que pagan el Plan G y el Plan N (2026)" },
  columns: [
    { en: "Cost Original Medicare leaves you", es: "Costo que Medicare Original deja a su cargo" },
    { en: "Plan G pays", es: "El Plan G paga" },
    { en: "Plan N pays", es: "El Plan N paga" },
  ],
  rows: [
    [
      {
        en: "Part A deductible ({{fig:partA.deductible}} per benefit period)",
        es: "Deducible de la Parte A ({{fig:partA.deductible}} por período de beneficios)",
      },
      yes,
      yes,
    ],
    [
      {
        en: "Part A hospital coinsurance, plus 365 extra hospital days",
        es: "Coseguro de hospital de la Parte A, más 365 días adicionales en el hospital",
      },
      yes,
      yes,
    ],
    [{ en: "Skilled nursing facility coinsurance", es: "Coseguro de un centro de enfermería especializada" }, yes, yes],
    [
      {
        en: "Blood (first 3 pints) and hospice coinsurance",
        es: "Sangre (las primeras 3 pintas) y coseguro de hospicio",
      },
      yes,
      yes,
    ],
    [
      { en: "Part B deductible ({{fig:partB.deductible}})", es: "Deducible de la Parte B ({{fig:partB.deductible}})" },
      no,
      no,
    ],
    [
      {
        en: "Part B coinsurance ({{fig:partB.coinsurance}} of the approved amount)",
        es: "Coseguro de la Parte B ({{fig:partB.coinsurance}} de la cantidad aprobada)",
      },
      yes,
      {
        en: "Yes, except copays of up to {{fig:medigap.planN.officeVisitCopayMax}} for some office visits and up to {{fig:medigap.planN.erCopayMax}} for ER visits without a hospital admission",
        es: "Sí, excepto copagos de hasta {{fig:medigap.planN.officeVisitCopayMax}} por algunas consultas y de hasta {{fig:medigap.planN.erCopayMax}} por visitas a la sala de emergencias sin admisión al hospital",
      },
    ],
    [
      {
        en: "Part B excess charges (up to {{fig:partB.excessChargeLimit}} over the approved amount)",
        es: "Cargos en exceso de la Parte B (hasta un {{fig:partB.excessChargeLimit}} sobre la cantidad aprobada)",
      },
      yes,
      no,
    ],
    [
      { en: "Emergency care abroad", es: "Atención de emergencia en el extranjero" },
      {
        en: "{{fig:medigap.foreignTravel.percent}}, up to plan limits",
        es: "{{fig:medigap.foreignTravel.percent}}, hasta los límites del plan",
      },
      {
        en: "{{fig:medigap.foreignTravel.percent}}, up to plan limits",
        es: "{{fig:medigap.foreignTravel.percent}}, hasta los límites del plan",
      },
    ],
  ] as Bilingual[][],
  premiumLabel: { en: "Typical premium (illustrative estimate)", es: "Prima habitual (estimación ilustrativa)" },
  premiumPerMonth: {
    en: "{range} a month; prices vary by company, state and age",
    es: "{range} al mes; los precios varían según la compañía, el estado y la edad",
  },
  bestForLabel: { en: "Best for", es: "Ideal para" },
  cards: [
    {
      id: "plan-g" as const,
      title: { en: "Plan G", es: "Plan G" },
      premiumKey: "medigap.premium.planG" as const,
      points: [
        {
          en: "Pays everything Original Medicare leaves you, except the Part B deductible.",
          es: "Paga todo lo que Medicare Original deja a su cargo, excepto el deducible de la Parte B.",
        },
        {
          en: "No copays at the doctor or the emergency room.",
          es: "Sin copagos en el médico ni en la sala de emergencias.",
        },
        { en: "Pays Part B excess charges.", es: "Paga los cargos en exceso de la Parte B." },
      ],
      bestFor: {
        en: "People who see doctors often, or want to know their yearly costs ahead of time.",
        es: "Personas que van al médico con frecuencia o quieren saber sus costos anuales por adelantado.",
      },
    },
    {
      id: "plan-n" as const,
      title: { en: "Plan N", es: "Plan N" },
      premiumKey: "medigap.premium.planN" as const,
      points: [
        { en: "Usually a lower premium than Plan G.", es: "Por lo general, una prima más baja que la del Plan G." },
        {
          en: "Copays of up to {{fig:medigap.planN.officeVisitCopayMax}} for some office visits and up to {{fig:medigap.planN.erCopayMax}} for some ER visits.",
          es: "Copagos de hasta {{fig:medigap.planN.officeVisitCopayMax}} por algunas consultas y de hasta {{fig:medigap.planN.erCopayMax}} por algunas visitas a la sala de emergencias.",
        },
        { en: "Does not pay Part B excess charges.", es: "No paga los cargos en exceso de la Parte B." },
      ],
      bestFor: {
        en: "People in good health who see doctors a few times a year and whose doctors accept assignment.",
        es: "Personas con buena salud que van al médico unas pocas veces al año y cuyos médicos aceptan la asignación.",
      },
    },
  ],
};

export const ANNUAL_TEXT = {
  intro: {
    en: "An example for 2026 with example premiums (illustrative estimates, not quotes): {gPremium} a month for Plan G and {nPremium} a month for Plan N, and {visits} office visits with a Plan N copay. Neither plan pays the Part B deductible. The Part B premium is left out because you pay it with either plan.",
    es: "Un ejemplo para 2026 con primas de ejemplo (estimaciones ilustrativas, no cotizaciones): {gPremium} al mes por el Plan G y {nPremium} al mes por el Plan N, y {visits} consultas con un copago del Plan N. Ninguno de los dos planes paga el deducible de la Parte B. No se incluye la prima de la Parte B porque la paga con cualquiera de los dos planes.",
  },
  caption: {
    en: "Yearly cost example, 2026 (illustrative estimate)",
    es: "Ejemplo de costo anual, 2026 (estimación ilustrativa)",
  },
  columns: [
    { en: "Cost", es: "Costo" },
    { en: "Plan G", es: "Plan G" },
    { en: "Plan N", es: "Plan N" },
  ],
  premiums: { en: "Premiums for 12 months", es: "Primas de 12 meses" },
  deductible: { en: "Part B deductible", es: "Deducible de la Parte B" },
  copays: { en: "Office visit copays", es: "Copagos de consultas" },
  total: { en: "Total for the year", es: "Total del año" },
  none: { en: "None", es: "Ninguno" },
  times: { en: "12 × {premium} = {total}", es: "12 × {premium} = {total}" },
  copayTimes: { en: "{visits} × {copay} = {total}", es: "{visits} × {copay} = {total}" },
  sum: { en: "{a} + {b} = {total}", es: "{a} + {b} = {total}" },
  sum3: { en: "{a} + {b} + {c} = {total}", es: "{a} + {b} + {c} = {total}" },
  cheaperN: {
    en: "In this example Plan N costs {difference} less for the year. Each extra office visit with a copay, each ER visit without admission and each excess charge narrows that gap.",
    es: "En este ejemplo, el Plan N cuesta {difference} menos en el año. Cada consulta adicional con copago, cada visita a la sala de emergencias sin admisión y cada cargo en exceso reducen esa diferencia.",
  },
  cheaperG: {
    en: "In this example Plan G costs {difference} less for the year.",
    es: "En este ejemplo, el Plan G cuesta {difference} menos en el año.",
  },
};

export const EXCESS_TEXT = {
  lines: [
    {
      en: "Example (illustrative estimate): over a year, a doctor who does not accept assignment bills you for care with a Medicare-approved amount of {approved}.",
      es: "Ejemplo (estimación ilustrativa): en un año, un médico que no acepta la asignación le factura atención con una cantidad aprobada por Medicare de {approved}.",
    },
    {
      en: "The most the doctor can add is {approved} × {{fig:partB.excessChargeLimit}} = {excess}, so the bill can reach {approved} + {excess} = {billed}.",
      es: "Lo máximo que el médico puede agregar es {approved} × {{fig:partB.excessChargeLimit}} = {excess}, así que la factura puede llegar a {approved} + {excess} = {billed}.",
    },
    {
      en: "With Plan G you pay none of the {excess}. With Plan N you pay all {excess} yourself.",
      es: "Con el Plan G no paga nada de esos {excess}. Con el Plan N paga usted los {excess}.",
    },
  ],
};

export const HDG_PREMIUM_TEXT = {
  caption: { en: "Typical premiums (illustrative estimate)", es: "Primas habituales (estimación ilustrativa)" },
  columns: [
    { en: "Cost", es: "Costo" },
    { en: "High-deductible Plan G", es: "Plan G con deducible alto" },
    { en: "Plan G", es: "Plan G" },
  ],
  perMonth: { en: "Premium per month", es: "Prima al mes" },
  perYear: { en: "Premiums per year", es: "Primas al año" },
  deductible: { en: "Deductible you pay first (2026)", es: "Deducible que paga primero (2026)" },
  gDeductible: {
    en: "Part B deductible only: {{fig:partB.deductible}}",
    es: "Solo el deducible de la Parte B: {{fig:partB.deductible}}",
  },
  note: {
    en: "These premium ranges are illustrative estimates, not quotes or Medicare figures. Real prices depend on the company, your state, your age and sometimes your health.",
    es: "Estos rangos de primas son estimaciones ilustrativas, no cotizaciones ni cifras de Medicare. Los precios reales dependen de la compañía, su estado, su edad y, a veces, su salud.",
  },
};

export const HDG_SCENARIO_TEXT = {
  intro: {
    en: "Each scenario adds up a year in 2026: the part of the costs Original Medicare leaves you that you pay yourself, plus 12 months of premiums. Premiums are illustrative estimates, so totals are ranges. The high deductible is {{fig:medigap.highDeductible.deductible}}; with standard Plan G you pay only the Part B deductible, {{fig:partB.deductible}}.",
    es: "Cada situación suma un año en 2026: la parte de los costos que Medicare Original deja a su cargo que usted paga, más 12 meses de primas. Las primas son estimaciones ilustrativas, así que los totales son rangos. El deducible alto es de {{fig:medigap.highDeductible.deductible}}; con el Plan G estándar solo paga el deducible de la Parte B, {{fig:partB.deductible}}.",
  },
  captions: {
    below: {
      en: "Scenario 1: a light year, {costs} in costs (below the deductible)",
      es: "Situación 1: un año tranquilo, {costs} en costos (menos que el deducible)",
    },
    at: {
      en: "Scenario 2: {costs} in costs (exactly the deductible)",
      es: "Situación 2: {costs} en costos (exactamente el deducible)",
    },
    above: {
      en: "Scenario 3: a heavy year, {costs} in costs (above the deductible)",
      es: "Situación 3: un año difícil, {costs} en costos (más que el deducible)",
    },
  },
  columns: [
    { en: "Item", es: "Concepto" },
    { en: "High-deductible Plan G", es: "Plan G con deducible alto" },
    { en: "Plan G", es: "Plan G" },
  ],
  share: { en: "You pay of the {costs}", es: "Lo que paga de los {costs}" },
  premiums: { en: "Premiums for 12 months (illustrative estimate)", es: "Primas de 12 meses (estimación ilustrativa)" },
  total: { en: "Total for the year", es: "Total del año" },
  note: {
    en: "In a light year the high-deductible plan usually costs less overall. In a heavy year you pay the whole deductible, and standard Plan G may cost less. This is an example, not advice: your costs and prices will differ.",
    es: "En un año tranquilo, el plan con deducible alto suele costar menos en total. En un año difícil, usted paga todo el deducible y el Plan G estándar puede costar menos. Es un ejemplo, no un consejo: sus costos y precios serán distintos.",
  },
};
