// Preguntas frecuentes en español, ciertas para el año del plan 2026. Cifras solo como {{fig:clave}}.
import type { FaqId } from "./faqs.ts";
import type { FaqText } from "./types.ts";
import { CURRENT_PLAN_YEAR } from "../figures/plan-year.ts";
import { currentCostsPageId, routePath } from "../routes/index.ts";

export const FAQ_ES: Readonly<Record<FaqId, FaqText>> = {
  "when-to-sign-up": {
    question: "¿Cuándo debo inscribirme en Medicare?",
    answer: [
      "La mayoría de las personas se inscribe durante su Período de Inscripción Inicial. Dura {{fig:enrollment.iep.months}} meses: los 3 meses antes del mes en que cumple 65 años, el mes de su cumpleaños y los 3 meses después.",
      "Si se inscribe en los 3 meses antes del mes de su cumpleaños, su cobertura empieza el primer día del mes de su cumpleaños. Si se inscribe más tarde, empieza el mes siguiente a su inscripción.",
      "Si ya recibe beneficios del Seguro Social, queda inscrito en la Parte A y la Parte B automáticamente, y su tarjeta le llega por correo. Si usted o su cónyuge siguen trabajando y tienen cobertura de salud de ese trabajo, es posible que pueda esperar (vea “Sigo trabajando a los 65 años” más abajo).",
    ],
    links: [
      { label: "Encuentre sus fechas de inscripción", href: "/tools/enrollment-finder" },
      { label: "Calendario de inscripción en Medicare", href: "/enrollment-timeline" },
    ],
  },
  "part-b-cost-2026": {
    question: "¿Cuánto cuesta la Parte B en 2026?",
    answer: [
      "La prima estándar de la Parte B es de {{fig:partB.premium}} al mes en 2026 (fue de {{fig:partB.premium@2025}} en 2025). A la mayoría de las personas se le descuenta de su pago del Seguro Social.",
      "El deducible de la Parte B es de {{fig:partB.deductible}} al año. Después, usted suele pagar el {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare por consultas médicas y atención ambulatoria.",
      "Las personas con ingresos más altos pagan más (IRMAA). Las personas con ingresos limitados pueden recibir ayuda de un Programa de Ahorros de Medicare, que puede pagar la prima.",
    ],
    links: [
      { label: `Costos de Medicare en ${CURRENT_PLAN_YEAR}`, href: routePath(currentCostsPageId()) },
      { label: "La Parte B en la enciclopedia", href: "/encyclopedia#part-b" },
    ],
  },
  irmaa: {
    question: "¿Qué es el ajuste mensual relacionado con el ingreso (IRMAA) y tendré que pagarlo?",
    answer: [
      "El IRMAA (ajuste mensual relacionado con el ingreso) es una cantidad adicional que se suma a las primas de la Parte B y la Parte D de las personas con ingresos más altos. El Seguro Social lo decide con los ingresos de su declaración de impuestos de 2 años antes. Para 2026 usa su declaración de 2024.",
      "En 2026 usted paga el IRMAA si esos ingresos pasaron de {{fig:irmaa.single.threshold1}} (declaración individual) o de {{fig:irmaa.joint.threshold1}} (declaración conjunta). Su prima total de la Parte B queda entonces entre {{fig:irmaa.tier1.partBPremium}} y {{fig:irmaa.tier5.partBPremium}} al mes, y la Parte D cuesta de {{fig:irmaa.tier1.partDAdjustment}} a {{fig:irmaa.tier5.partDAdjustment}} más al mes.",
      "Si sus ingresos bajaron por un cambio importante en su vida, como jubilarse, casarse, divorciarse o quedar viudo o viuda, puede pedirle al Seguro Social una nueva decisión con el formulario SSA-44. Si cree que la decisión está equivocada, tiene {{fig:irmaa.appealDays}} días para apelar.",
    ],
    links: [
      { label: "Tramos de ingresos del IRMAA", href: "/irmaa-income-brackets" },
      { label: "Calculadora del IRMAA", href: "/tools/irmaa-calculator" },
      { label: "El IRMAA en la enciclopedia", href: "/encyclopedia#irmaa" },
    ],
  },
  "medigap-or-advantage": {
    question: "¿Me conviene Medigap o Medicare Advantage?",
    answer: [
      "Los dos ayudan con costos que Medicare Original no paga, pero funcionan de forma distinta. No puede tener los dos a la vez.",
      [
        "Medicare Original con Medigap: puede atenderse con cualquier médico del país que acepte Medicare, y paga poco cuando recibe atención. Paga una prima de Medigap y necesita un plan de la Parte D aparte para los medicamentos.",
        "Medicare Advantage: un solo plan privado cubre la atención de hospital y médica, y casi siempre los medicamentos. Las primas suelen ser bajas, pero por lo general debe usar la red del plan, paga copagos a medida que recibe atención, y el plan puede tener que aprobar algunos servicios antes. Cada plan tiene un límite anual de gastos de su bolsillo.",
      ],
      "Piense en sus médicos, en cuánta atención espera necesitar y en cuánto puede pagar de una vez. En la mayoría de los estados, si más adelante deja Medicare Advantage, una compañía de Medigap puede rechazarlo o cobrarle más por su salud. El momento más seguro para comprar Medigap es su Período de Inscripción Abierta de Medigap, de {{fig:medigap.openEnrollment.months}} meses.",
    ],
    links: [
      { label: "Medicare Advantage o Medigap", href: "/path/advantage-vs-supplement" },
      { label: "Lo básico de Medigap", href: "/medigap" },
    ],
  },
  "late-penalties": {
    question: "¿Qué pasa si me inscribo tarde?",
    answer: [
      "Es posible que pague una multa mientras tenga la cobertura, a menos que haya tenido otra cobertura que cuente.",
      [
        "Parte B: su prima sube un {{fig:partB.latePenalty.percentPer12Months}} por cada período completo de 12 meses en que pudo tener la Parte B y no la tuvo, salvo que tuviera cobertura de un trabajo actual.",
        "Parte D: si pasa {{fig:partD.latePenalty.gapDays}} días o más seguidos sin una cobertura de medicamentos tan buena como la de Medicare, paga cada mes el {{fig:partD.latePenalty.percentPerMonth}} de la prima de base nacional ({{fig:partD.basePremium}} en 2026) por cada mes completo sin ella. Quien tiene Ayuda Adicional no paga multa de la Parte D.",
        "Parte A: la mayoría de las personas no paga prima por la Parte A, así que no hay multa. Si tiene que comprar la Parte A, la prima puede subir un {{fig:partA.premium.lateSurchargePercent}}.",
      ],
      "Si no se inscribió cuando pudo por primera vez, puede inscribirse en la Parte A y la Parte B del 1 de enero al 31 de marzo de cada año. La cobertura empieza el mes siguiente a su inscripción.",
    ],
    links: [
      { label: "Calendario de inscripción en Medicare", href: "/enrollment-timeline" },
      { label: "La multa de la Parte B, explicada", href: "/encyclopedia#part-b-late-penalty" },
    ],
  },
  "extra-help": {
    question: "¿Puedo recibir ayuda para pagar mis medicamentos y mis primas?",
    answer: [
      "Sí. Dos tipos de programas ayudan a las personas con ingresos y ahorros limitados.",
      [
        "La Ayuda Adicional baja las primas, los deducibles y los copagos de los planes de medicamentos de la Parte D. En 2026 puede calificar con ingresos anuales de hasta unos {{fig:extraHelp.incomeLimit.single}} ({{fig:extraHelp.incomeLimit.couple}} para un matrimonio). Se solicita al Seguro Social, por internet o por teléfono.",
        "Los Programas de Ahorros de Medicare los administra cada estado. Pagan la prima de la Parte B, y algunos también pagan deducibles y coseguros. Se solicitan en la oficina de Medicaid de su estado.",
      ],
      "Si califica para un Programa de Ahorros de Medicare, para Medicaid o para la Seguridad de Ingreso Suplementario, recibe la Ayuda Adicional automáticamente. Los límites son más altos de lo que mucha gente cree, así que vale la pena solicitarla.",
    ],
    links: [
      {
        label: "Ayuda con los costos de medicamentos (Medicare.gov)",
        href: "https://es.medicare.gov/basics/costs/help/drug-costs",
      },
      {
        label: "Programas de Ahorros de Medicare (Medicare.gov)",
        href: "https://es.medicare.gov/basics/costs/help/medicare-savings-programs",
      },
    ],
  },
  "still-working": {
    question: "Sigo trabajando a los 65 años. ¿Necesito la Parte B?",
    answer: [
      "Depende del tamaño de su empleador. Si usted o su cónyuge tienen un plan de salud de un trabajo actual en una empresa con {{fig:enrollment.employerSize}} empleados o más, ese plan paga primero, y por lo general puede esperar para inscribirse en la Parte B sin multa.",
      "Cuando termina el trabajo o la cobertura, tiene {{fig:enrollment.sep.employerMonths}} meses para inscribirse en la Parte B sin multa. COBRA y la cobertura de jubilados no cuentan como cobertura de un trabajo actual.",
      "Si la empresa tiene menos de {{fig:enrollment.employerSize}} empleados, casi siempre Medicare paga primero, así que normalmente necesita la Parte B para no quedarse sin cobertura. Pregunte en la oficina de beneficios. Si tiene una cuenta de ahorros para la salud (HSA), pregunte antes de inscribirse en cualquier parte de Medicare, porque no puede aportar dinero a una HSA cuando ya tiene Medicare.",
    ],
    links: [
      { label: "Encuentre sus fechas de inscripción", href: "/tools/enrollment-finder" },
      { label: "El Período de Inscripción Especial, explicado", href: "/encyclopedia#sep" },
    ],
  },
  "changing-plans": {
    question: "¿Puedo cambiar mi plan de Medicare?",
    answer: [
      "Sí, en ciertas fechas de cada año.",
      [
        "Período de Inscripción Abierta, del 15 de octubre al 7 de diciembre: cualquier persona puede cambiar de plan de salud o de medicamentos, o pasar entre Medicare Original y Medicare Advantage. Los cambios empiezan el 1 de enero.",
        "Período de Inscripción Abierta de Medicare Advantage, del 1 de enero al 31 de marzo: si está en un plan Medicare Advantage, puede hacer un cambio.",
        "Períodos de Inscripción Especial: después de algunos cambios en su vida, como mudarse o perder otra cobertura. También puede cambiarse una vez al año a un plan con calificación de 5 estrellas, si hay uno donde usted vive.",
      ],
      "Medigap es distinto: puede solicitar una póliza nueva en cualquier momento, pero en la mayoría de los estados, fuera de su Período de Inscripción Abierta de Medigap o de un derecho garantizado, la compañía puede hacerle preguntas sobre su salud.",
    ],
    links: [
      { label: "Calendario de inscripción en Medicare", href: "/enrollment-timeline" },
      { label: "Compare planes", href: "/tools/plan-comparison" },
    ],
  },
  "drug-cost-cap": {
    question: "¿Hay un límite de lo que pago por mis medicamentos recetados?",
    answer: [
      "Sí. En 2026, los gastos de su bolsillo por los medicamentos que cubre su plan de la Parte D tienen un límite de {{fig:partD.oopCap}} al año. Cuando llega a ese límite, paga {{fig:partD.catastrophic.costSharing}} por los medicamentos cubiertos hasta que termine el año. El antiguo período sin cobertura (“donut hole”) terminó en 2025.",
      "La insulina cubierta no cuesta más de {{fig:partD.insulinCap}} por el suministro de un mes, y las vacunas recomendadas para adultos le cuestan {{fig:partD.vaccines.costSharing}}.",
      "Si los gastos grandes llegan a principios de año, puede unirse al Plan de Pago de Medicamentos Recetados de Medicare por medio de su plan de medicamentos. Reparte sus costos de medicamentos en facturas mensuales, sin costo adicional.",
    ],
    links: [
      { label: "La cobertura catastrófica, explicada", href: "/encyclopedia#catastrophic-coverage" },
      { label: "Glosario de Medicare (Medicare.gov)", href: "https://es.medicare.gov/glossary/c" },
    ],
  },
  "free-help": {
    question: "¿Dónde puedo recibir ayuda gratuita e imparcial?",
    answer: [
      [
        "Medicare: llame al 1-800-MEDICARE (1-800-633-4227), las 24 horas del día, los 7 días de la semana. TTY: 1-877-486-2048.",
        "Su Programa Estatal de Asistencia sobre Seguros Médicos (SHIP): consejeros capacitados le dan orientación gratuita e imparcial en persona o por teléfono. Encuentre el suyo en shiphelp.org.",
        "Seguro Social, para inscribirse, el IRMAA y la Ayuda Adicional: 1-800-772-1213 (TTY 1-800-325-0778; para español, oprima 2).",
      ],
      "Medicare no le llamará sin que usted lo pida para venderle un plan ni para pedirle su número de Medicare. Si alguien lo hace, cuelgue.",
    ],
    links: [
      { label: "Encuentre su SHIP (shiphelp.org)", href: "https://www.shiphelp.org/" },
      { label: "Programas estatales de Medicare", href: "/state-medicare-links" },
      { label: "Recursos oficiales", href: "/resources" },
    ],
  },
};
