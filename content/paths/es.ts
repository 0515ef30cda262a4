/**
 * Las cinco guías en español, con los términos en español de CMS y Medicare.gov
 * (glosario del archivo de datos). Cifras del año 2026, leídas de content/figures.
 */
import type { PathPages } from "./types.ts";
import { CURRENT_PLAN_YEAR } from "../figures/plan-year.ts";
import { currentCostsPageId, routePath } from "../routes/index.ts";

export const PATHS_ES: PathPages = {
  "getting-started": {
    slug: "getting-started",
    title: "Cómo empezar con Medicare",
    description:
      "Una primera guía de Medicare en lenguaje sencillo: cuándo inscribirse, qué cubren las Partes A, B, C y D, cuánto cuestan en 2026 y cómo evitar las multas por inscripción tardía.",
    lede: "¿Es nuevo en Medicare? Esta guía le acompaña en sus primeras decisiones, paso a paso.",
    audience: [
      "Cumplirá 65 años dentro del próximo año.",
      "Todavía no está inscrito en Medicare, o no está seguro de estarlo.",
      "Quiere entender lo básico antes de elegir su cobertura.",
    ],
    steps: [
      {
        title: "Averigüe cuándo puede inscribirse",
        text: "Su {{term:iep|Período de Inscripción Inicial}} dura {{fig:enrollment.iep.months}} meses. Empieza 3 meses antes del mes en que cumple 65 años y termina 3 meses después. En la mayoría de los casos, si se inscribe en los 3 meses antes del mes de su cumpleaños, su cobertura empieza el primer día del mes de su cumpleaños.",
        link: { to: "/tools/enrollment-finder", label: "Averigüe sus fechas de inscripción" },
      },
      {
        title: "Vea si le inscribirán automáticamente",
        text: "Si ya recibe beneficios de jubilación del Seguro Social, por lo general le inscriben en la Parte A y la Parte B automáticamente y le envían su tarjeta de Medicare por correo. Si todavía no recibe beneficios, se inscribe a través del Seguro Social.",
        link: { resource: "ssa-sign-up", label: "Inscríbase en Medicare con el Seguro Social" },
      },
      {
        title: "Conozca qué cubre cada parte",
        text: "La Parte A es el Seguro de hospital. La Parte B es el Seguro médico, para médicos y atención ambulatoria. La Parte D cubre los medicamentos recetados. Un Plan {{term:medicare-advantage|Medicare Advantage}} (Parte C) es otra forma de recibir la Parte A y la Parte B, a través de una compañía privada aprobada por Medicare.",
        link: { to: "/parts-abcd-comparison", label: "Compare las Partes A, B, C y D" },
      },
      {
        title: "Si todavía trabaja, revise el plan de salud de su trabajo",
        text: "Si usted o su cónyuge trabajan para un empleador con {{fig:enrollment.employerSize}} empleados o más, quizá pueda retrasar la Parte B sin multa. Con menos de {{fig:enrollment.employerSize}} empleados, casi siempre Medicare paga primero, así que inscríbase en la Parte B en cuanto pueda. Pregunte en la oficina de beneficios cómo funciona su plan con Medicare. La cobertura de jubilado y COBRA no son cobertura de un trabajo actual.",
        link: { resource: "get-started", label: "Guía de Medicare para empezar" },
      },
      {
        title: "Elija cómo recibir su cobertura",
        text: "Puede elegir Medicare Original y añadir un plan de medicamentos (Parte D) y una póliza {{term:medigap|Medigap}}. O puede inscribirse en un Plan Medicare Advantage, que a menudo incluye la cobertura de medicamentos. Nuestra guía comparativa explica las ventajas y desventajas.",
        link: { to: "/path/advantage-vs-supplement", label: "Compare Medicare Advantage y Medigap" },
      },
      {
        title: "Reciba ayuda gratuita e imparcial",
        text: "Su Programa Estatal de Asistencia sobre Seguros Médicos (SHIP) ofrece asesoría personal gratuita. Los consejeros del SHIP no venden seguros.",
        link: { resource: "ship", label: "Busque un consejero del SHIP en su estado" },
      },
    ],
    facts: [
      "Su Período de Inscripción Inicial dura {{fig:enrollment.iep.months}} meses: los 3 meses antes del mes en que cumple 65 años, ese mes y los 3 meses después.",
      "La mayoría de las personas no paga {{term:premium|prima}} por la Parte A. La recibe sin prima si usted o su cónyuge pagaron impuestos de Medicare mientras trabajaban durante unos 10 años ({{fig:partA.quarters.premiumFree}} trimestres).",
      "En 2026, la prima estándar de la Parte B es de {{fig:partB.premium}} al mes y el {{term:deductible|deducible}} de la Parte B es de {{fig:partB.deductible}} al año.",
      "En 2026, el deducible de hospital de la Parte A es de {{fig:partA.deductible}} por cada período de beneficios.",
      "Las multas por inscripción tardía se pueden evitar. Si se inscribe tarde en la Parte B, su prima puede subir un {{fig:partB.latePenalty.percentPer12Months}} por cada período completo de 12 meses en que pudo tenerla, mientras tenga la Parte B.",
      "Puede haber una multa de la Parte D si pasa {{fig:partD.latePenalty.gapDays}} días seguidos o más sin Parte D ni otra {{term:creditable-coverage|cobertura acreditable}} de medicamentos después de su Período de Inscripción Inicial.",
      "En 2026, lo que paga por los medicamentos cubiertos en un plan de la Parte D tiene un límite de {{fig:partD.oopCap}} al año.",
    ],
    sections: [
      {
        id: "four-parts",
        heading: "Las cuatro partes de Medicare en un minuto",
        blocks: [
          {
            kind: "list",
            items: [
              "Parte A (Seguro de hospital): estadías en el hospital, atención en un centro de enfermería especializada después de una estadía en el hospital, cuidados de hospicio y algunos servicios de salud en el hogar.",
              "Parte B (Seguro médico): visitas al médico, atención ambulatoria, servicios preventivos y equipo médico.",
              "Parte C (Medicare Advantage): planes de compañías privadas aprobadas por Medicare. Cubren todo lo que cubren la Parte A y la Parte B, y a menudo medicamentos y beneficios adicionales.",
              "Parte D (cobertura de medicamentos): planes de compañías privadas que ayudan a pagar los medicamentos recetados.",
            ],
          },
          {
            kind: "paragraph",
            text: "Medicare Original es la Parte A y la Parte B. Muchas personas añaden un plan de la Parte D, y algunas añaden una póliza Medigap para ayudar a pagar su parte de los costos.",
          },
        ],
      },
    ],
    mistakes: [
      "Esperar a después de su cumpleaños para inscribirse. Si se inscribe en los 3 meses antes, su cobertura puede empezar a tiempo.",
      "Dejar la cobertura del trabajo sin comprobar si cuenta. Si no es de un trabajo actual, quizá necesite la Parte B enseguida para evitar una multa.",
      "No tener cobertura de medicamentos porque ahora no toma ninguno. Puede haber una multa si pasa tiempo sin cobertura acreditable de medicamentos.",
      "Dejar pasar su Período de Inscripción Abierta de Medigap. Durante {{fig:medigap.openEnrollment.months}} meses desde que empieza su Parte B (a los 65 años o más), las compañías deben venderle cualquier póliza Medigap que ofrezcan, sin importar su salud.",
      "Dar su número de Medicare a alguien que le llama sin esperarlo. Medicare no le llamará para venderle un plan.",
    ],
    checklist: {
      label: "Antes de inscribirse",
      items: [
        { id: "dates", text: "Sé cuándo empieza y termina mi Período de Inscripción Inicial." },
        { id: "automatic", text: "Comprobé si me inscribirán automáticamente." },
        { id: "employer", text: "Pregunté a mi empleador (o al de mi cónyuge) cómo funciona su plan con Medicare." },
        { id: "parts", text: "Sé qué cubren las Partes A, B, C y D." },
        { id: "choice", text: "Elegí entre Medicare Original y un Plan Medicare Advantage." },
        { id: "drugs", text: "Tengo un plan para mi cobertura de medicamentos." },
      ],
    },
    related: [
      {
        to: "/parts-abcd-comparison",
        label: "Comparación de las Partes A, B, C y D",
        text: "Qué cubre y cuánto cuesta cada parte, lado a lado.",
      },
      {
        to: "/tools/enrollment-finder",
        label: "Buscador de fechas de inscripción",
        text: "Escriba su fecha de nacimiento para ver cuándo puede inscribirse.",
      },
      {
        to: "/tools/cost-estimator",
        label: "Calculadora de costos de Medicare",
        text: "Calcule cuánto podría pagar en un año.",
      },
      {
        to: "/encyclopedia",
        label: "Enciclopedia de Medicare",
        text: "Las palabras de Medicare explicadas con sencillez, de la A a la Z.",
      },
      { to: "/medicare-101", label: "Medicare básico", text: "Lecciones cortas sobre cómo funciona Medicare." },
    ],
  },

  "cost-optimization": {
    slug: "cost-optimization",
    title: "Cómo bajar sus costos de Medicare",
    description:
      "Cinco formas de pagar menos por Medicare en 2026: revise sus planes cada otoño, vea si califica para la Ayuda Adicional y los Programas de Ahorros de Medicare, use los servicios preventivos gratuitos y elija médicos que aceptan la asignación.",
    lede: "Los costos de Medicare suman: primas, deducibles y su parte de cada factura. Estas cinco estrategias le pueden ayudar a ahorrar.",
    audience: [
      "Ya tiene Medicare.",
      "Le cuesta pagar sus primas, sus medicamentos o sus facturas médicas.",
      "Quiere asegurarse de no pagar más de lo necesario.",
    ],
    steps: [
      {
        title: "Revise sus planes cada otoño",
        text: "Los planes cambian sus costos y su lista de medicamentos cada año. Lea el Aviso Anual de Cambios que su plan le envía antes del 30 de septiembre. Luego compare planes durante el Período de Inscripción Abierta, del 15 de octubre al 7 de diciembre.",
        link: { resource: "plan-finder", label: "Compare planes con el buscador de planes de Medicare" },
      },
      {
        title: "Vea si califica para la Ayuda Adicional",
        text: "La {{term:extra-help|Ayuda Adicional}} reduce lo que paga por las {{term:premium|primas}}, los {{term:deductible|deducibles}} y los medicamentos de la Parte D. En 2026 puede calificar si sus ingresos anuales son de hasta unos {{fig:extraHelp.incomeLimit.single}} (para una persona) o {{fig:extraHelp.incomeLimit.couple}} (para un matrimonio) y sus ahorros son limitados. Solicitarla es gratis.",
        link: { resource: "extra-help", label: "Solicite la Ayuda Adicional al Seguro Social" },
      },
      {
        title: "Pregunte por los Programas de Ahorros de Medicare",
        text: "Los Programas de Ahorros de Medicare de su estado pueden pagar su prima de la Parte B y, para algunas personas, también los deducibles y el {{term:coinsurance|coseguro}}. Los límites cambian de un estado a otro, y algunos estados no cuentan los ahorros.",
        link: { resource: "medicare-savings-programs", label: "Infórmese sobre los Programas de Ahorros de Medicare" },
      },
      {
        title: "Use los servicios preventivos gratuitos",
        text: "Muchos servicios preventivos, como la vacuna contra la gripe, muchas pruebas de detección del cáncer y una visita anual de bienestar, no le cuestan nada si su médico acepta la asignación.",
        link: { resource: "coverage", label: "Vea qué cubre Medicare" },
      },
      {
        title: "Elija médicos que aceptan la asignación",
        text: "Un médico que acepta la asignación cobra la cantidad aprobada por Medicare como pago total. Un médico que no la acepta puede cobrarle hasta un {{fig:partB.excessChargeLimit}} más.",
        link: { resource: "care-compare", label: "Busque médicos que trabajan con Medicare" },
      },
    ],
    facts: [
      "En 2026, la prima estándar de la Parte B es de {{fig:partB.premium}} al mes y el deducible de la Parte B es de {{fig:partB.deductible}}.",
      "Después del deducible, por lo general paga un {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare por los servicios de la Parte B.",
      "En 2026, los gastos de su bolsillo por los medicamentos cubiertos de la Parte D tienen un límite de {{fig:partD.oopCap}} al año.",
      "En 2026, el deducible de la Parte D no puede ser mayor de {{fig:partD.deductible.max}}. Algunos planes tienen un deducible menor o ninguno.",
      "En 2026, la prima promedio de un plan de medicamentos de Medicare independiente es de {{fig:partD.averagePremium.standAlone}} al mes. La prima de su plan puede ser mayor o menor.",
      "El suministro para un mes de cada insulina cubierta no cuesta más de {{fig:partD.insulinCap}}, sin deducible.",
    ],
    sections: [
      {
        id: "drug-costs",
        heading: "Más formas de ahorrar en medicamentos",
        blocks: [
          {
            kind: "list",
            items: [
              "Pregunte a su médico por medicamentos genéricos u otras opciones más baratas.",
              "Vea si su plan tiene precios más bajos en una farmacia preferida o por correo.",
              "Con el Plan de Pago de Medicamentos Recetados de Medicare, puede repartir el costo de sus medicamentos en pagos mensuales durante el año, sin costo. No baja el total, pero hace más fácil pagar las facturas grandes.",
              "Si toma medicamentos caros, recuerde el límite anual: después de {{fig:partD.oopCap}} en 2026, no paga nada más por los medicamentos cubiertos ese año.",
            ],
          },
        ],
      },
    ],
    mistakes: [
      "Dejar que su plan se renueve sin revisarlo. Un plan que le convenía el año pasado puede costar más este año.",
      "Pensar que gana demasiado para recibir ayuda. Muchas personas que califican para la Ayuda Adicional o un Programa de Ahorros de Medicare nunca la solicitan.",
      "Elegir un plan solo por su prima. Mire también el deducible, los {{term:copay|copagos}} y el precio de sus propios medicamentos.",
      "No usar los servicios preventivos gratuitos. Detectar un problema a tiempo puede ahorrarle dinero y preocupaciones.",
      "Pagar cargos en exceso sin saberlo. Pregunte si su médico acepta la asignación antes de la consulta.",
    ],
    checklist: {
      label: "Formas de ahorrar",
      items: [
        { id: "notice", text: "Leí el Aviso Anual de Cambios de mi plan." },
        { id: "compare", text: "Comparé planes para el próximo año durante el Período de Inscripción Abierta." },
        { id: "extra-help", text: "Comprobé si califico para la Ayuda Adicional." },
        { id: "savings-programs", text: "Revisé los Programas de Ahorros de Medicare de mi estado." },
        { id: "wellness", text: "Pedí cita para mi visita anual de bienestar gratuita." },
        { id: "assignment", text: "Comprobé que mis médicos aceptan la asignación." },
      ],
    },
    related: [
      {
        to: "/tools/cost-estimator",
        label: "Calculadora de costos de Medicare",
        text: "Sume primas, deducibles y la atención que espera recibir.",
      },
      {
        to: "/medigap",
        label: "La guía de Medigap (Seguro complementario de Medicare)",
        text: "Cómo una póliza {{term:medigap|Medigap}} puede cubrir lo que Medicare Original no paga.",
      },
      {
        to: "/encyclopedia#part-d",
        label: "Qué es la Parte D",
        text: "La cobertura de medicamentos de Medicare, explicada con sencillez.",
      },
      {
        to: routePath(currentCostsPageId()),
        label: `Costos de Medicare en ${CURRENT_PLAN_YEAR}`,
        text: "Las primas, los deducibles y el coseguro de este año.",
      },
      {
        to: "/news/how-to-save-rising-2026-medicare-costs",
        label: "Cómo ahorrar ante el aumento de los costos de Medicare en 2026",
        text: "Nuestro artículo con más formas de ahorrar este año.",
      },
    ],
  },

  "irmaa-planning": {
    slug: "irmaa-planning",
    title: "Cómo planificar para el IRMAA",
    description:
      "Qué es el IRMAA, cómo sus ingresos de hace 2 años fijan sus primas de la Parte B y la Parte D en 2026, cómo pedir una cantidad menor después de un evento que cambia la vida, y los tramos de 2026.",
    lede: "Si sus ingresos son más altos, paga más por la Parte B y la Parte D. Esta cantidad adicional se llama IRMAA (ajuste mensual relacionado con el ingreso). Esta guía explica cómo funciona y qué puede hacer.",
    audience: [
      "Sus ingresos superan {{fig:irmaa.single.threshold1}} (declaración individual) o {{fig:irmaa.joint.threshold1}} (declaración conjunta), o los superaban hace 2 años.",
      "Recibió una carta del Seguro Social sobre el IRMAA.",
      "Sus ingresos bajaron, por ejemplo porque se jubiló.",
    ],
    steps: [
      {
        title: "Averigüe qué ingresos usó el Seguro Social",
        text: "El {{term:irmaa|IRMAA}} de 2026 se basa en su ingreso bruto ajustado modificado ({{term:magi|MAGI}}) de su declaración de impuestos de 2024. El MAGI es su ingreso bruto ajustado más los intereses exentos de impuestos.",
        link: { to: "/tools/irmaa-calculator", label: "Calcule su IRMAA" },
      },
      {
        title: "Lea su carta del IRMAA",
        text: "El Seguro Social le envía una carta que explica la cantidad y los ingresos que usó. Guárdela: la necesitará para pedir un cambio.",
        link: { resource: "ssa-medicare", label: "El Seguro Social y Medicare" },
      },
      {
        title: "Si sus ingresos bajaron, informe un evento que cambia la vida",
        text: "Cuentan eventos como jubilarse, trabajar menos horas, divorciarse o la muerte de su cónyuge. Llene el Formulario SSA-44 y envíe pruebas, como una carta de su empleador.",
        link: { resource: "ssa-44", label: "Formulario SSA-44 (evento que cambia la vida), PDF" },
      },
      {
        title: "Si la decisión es incorrecta, pida una reconsideración",
        text: "Tiene {{fig:irmaa.appealDays}} días desde que recibe la carta. El Seguro Social supone que la recibió {{fig:irmaa.noticeReceiptDays}} días después de la fecha que aparece en ella. Avíseles también si usaron información de impuestos incorrecta o vieja.",
        link: { to: "/tools/irmaa-appeal", label: "Ayuda para apelar el IRMAA" },
      },
      {
        title: "Planifique sus ingresos de los próximos años",
        text: "Los ingresos de este año fijarán sus {{term:premium|primas}} dentro de 2 años. Hable con un profesional de impuestos sobre cuándo hacer retiros grandes, conversiones a una cuenta Roth y ventas de propiedades o acciones.",
        link: { to: "/irmaa-income-brackets", label: "Tramos de ingresos del IRMAA" },
      },
    ],
    facts: [
      "En 2026 paga IRMAA si su MAGI de 2024 fue de más de {{fig:irmaa.single.threshold1}} en una declaración individual, o de más de {{fig:irmaa.joint.threshold1}} en una declaración conjunta.",
      "La prima estándar de la Parte B en 2026 es de {{fig:partB.premium}} al mes. Con IRMAA, es de {{fig:irmaa.tier1.partBPremium}} a {{fig:irmaa.tier5.partBPremium}} al mes.",
      "Con IRMAA también paga de {{fig:irmaa.tier1.partDAdjustment}} a {{fig:irmaa.tier5.partDAdjustment}} adicionales al mes por la Parte D, además de la prima de su plan. Se lo paga a Medicare, no a su plan.",
      "El Seguro Social usa su declaración de impuestos de {{fig:irmaa.lookbackYears}} años antes. Si esa declaración todavía no está disponible, usa la de 3 años antes.",
      "Tiene {{fig:irmaa.appealDays}} días desde que recibe la carta para pedir una reconsideración.",
    ],
    sections: [
      {
        id: "what-is-irmaa",
        heading: "Qué es el IRMAA",
        blocks: [
          {
            kind: "paragraph",
            text: "IRMAA son las siglas en inglés del ajuste mensual relacionado con el ingreso. Es una cantidad adicional que se suma a sus primas de la Parte B y la Parte D cuando sus ingresos superan cierto nivel.",
          },
          {
            kind: "paragraph",
            text: "El Seguro Social decide quién lo paga, con información del IRS. Lo revisa cada año, así que su IRMAA puede cambiar o terminar cuando cambian sus ingresos.",
          },
        ],
      },
      {
        id: "lookback",
        heading: "Por qué cuentan sus ingresos de hace 2 años",
        blocks: [
          {
            kind: "paragraph",
            text: "Sus primas de 2026 usan su declaración de impuestos de 2024. Sus primas de 2027 usarán su declaración de 2025.",
          },
          {
            kind: "paragraph",
            text: "Por eso, un ingreso grande en un solo año, como un retiro importante de una cuenta de jubilación o la venta de acciones o de una propiedad, puede subir sus primas 2 años después.",
          },
        ],
      },
      {
        id: "life-changing-events",
        heading: "Eventos que cambian la vida y que cuentan",
        blocks: [
          { kind: "paragraph", text: "Puede pedir un IRMAA menor si sus ingresos bajaron por uno de estos eventos:" },
          {
            kind: "list",
            items: [
              "Se casó.",
              "Se divorció, o su matrimonio fue anulado.",
              "Su cónyuge murió.",
              "Dejó de trabajar.",
              "Redujo sus horas de trabajo.",
              "Perdió ingresos de una propiedad por algo fuera de su control, como un desastre.",
              "Perdió ingresos de una pensión.",
              "Recibió un pago de liquidación de un antiguo empleador.",
            ],
          },
          {
            kind: "paragraph",
            text: "No cuentan los gastos médicos más altos, las subidas y bajadas normales de los ingresos por inversiones, ni la venta de una propiedad que usted decidió vender.",
          },
        ],
      },
      {
        id: "income-strategies",
        heading: "Formas de manejar sus ingresos",
        blocks: [
          {
            kind: "list",
            items: [
              "Reparta los retiros grandes de sus cuentas de jubilación en varios años.",
              "Planifique cuándo hacer conversiones a una cuenta Roth: la cantidad que convierte cuenta como ingreso ese año.",
              "Desde los 70½ años, una distribución caritativa calificada de su IRA no cuenta en sus ingresos.",
              "Los retiros calificados de una cuenta Roth no cuentan como ingreso.",
              "Recuerde que los intereses exentos de impuestos cuentan en su MAGI.",
            ],
          },
          {
            kind: "paragraph",
            text: "Las reglas de impuestos son complicadas. Hable con un profesional de impuestos antes de actuar.",
          },
        ],
      },
      {
        id: "brackets",
        heading: "Los tramos del IRMAA de 2026, de un vistazo",
        blocks: [
          {
            kind: "table",
            caption: "Primas mensuales de 2026 según los ingresos de su declaración de impuestos de 2024",
            columns: [
              "Declaración individual",
              "Declaración conjunta",
              "Prima de la Parte B",
              "Cantidad adicional de la Parte D",
            ],
            numeric: [2, 3],
            rows: [
              [
                "{{fig:irmaa.single.threshold1}} o menos",
                "{{fig:irmaa.joint.threshold1}} o menos",
                "{{fig:irmaa.tier0.partBPremium}}",
                "{{fig:irmaa.tier0.partDAdjustment}}",
              ],
              [
                "Más de {{fig:irmaa.single.threshold1}}, hasta {{fig:irmaa.single.threshold2}}",
                "Más de {{fig:irmaa.joint.threshold1}}, hasta {{fig:irmaa.joint.threshold2}}",
                "{{fig:irmaa.tier1.partBPremium}}",
                "{{fig:irmaa.tier1.partDAdjustment}}",
              ],
              [
                "Más de {{fig:irmaa.single.threshold2}}, hasta {{fig:irmaa.single.threshold3}}",
                "Más de {{fig:irmaa.joint.threshold2}}, hasta {{fig:irmaa.joint.threshold3}}",
                "{{fig:irmaa.tier2.partBPremium}}",
                "{{fig:irmaa.tier2.partDAdjustment}}",
              ],
              [
                "Más de {{fig:irmaa.single.threshold3}}, hasta {{fig:irmaa.single.threshold4}}",
                "Más de {{fig:irmaa.joint.threshold3}}, hasta {{fig:irmaa.joint.threshold4}}",
                "{{fig:irmaa.tier3.partBPremium}}",
                "{{fig:irmaa.tier3.partDAdjustment}}",
              ],
              [
                "Más de {{fig:irmaa.single.threshold4}}, menos de {{fig:irmaa.single.threshold5}}",
                "Más de {{fig:irmaa.joint.threshold4}}, menos de {{fig:irmaa.joint.threshold5}}",
                "{{fig:irmaa.tier4.partBPremium}}",
                "{{fig:irmaa.tier4.partDAdjustment}}",
              ],
              [
                "{{fig:irmaa.single.threshold5}} o más",
                "{{fig:irmaa.joint.threshold5}} o más",
                "{{fig:irmaa.tier5.partBPremium}}",
                "{{fig:irmaa.tier5.partDAdjustment}}",
              ],
            ],
          },
          {
            kind: "paragraph",
            text: "¿Está casado y presenta su declaración por separado? Se aplican otros límites. Nuestra página de tramos de ingresos del IRMAA los muestra.",
          },
        ],
      },
    ],
    mistakes: [
      "No hacer caso a la carta del IRMAA. Si los ingresos son incorrectos, o sus ingresos bajaron, puede pedir un cambio.",
      "Dejar pasar el plazo de {{fig:irmaa.appealDays}} días para pedir una reconsideración.",
      "Pensar que el IRMAA es para siempre. Se revisa cada año y puede bajar cuando bajan sus ingresos.",
      "Olvidar que una sola venta o un retiro grande puede pasarle a un tramo más alto 2 años después.",
      "Usar la solicitud equivocada. Para un evento que cambia la vida, use el Formulario SSA-44. Para estar en desacuerdo con la decisión misma, pida una reconsideración.",
    ],
    checklist: {
      label: "Tareas sobre el IRMAA",
      items: [
        { id: "letter", text: "Encontré mi carta del IRMAA y leí los ingresos que usó el Seguro Social." },
        { id: "tax-return", text: "Comparé esos ingresos con mi declaración de impuestos de hace 2 años." },
        { id: "event", text: "Comprobé si tuve un evento que cambia la vida." },
        { id: "ssa-44", text: "Si lo tuve, envié el Formulario SSA-44 con pruebas." },
        { id: "deadline", text: "Anoté el plazo para pedir una reconsideración." },
        { id: "tax-plan", text: "Hablé con un profesional de impuestos sobre mis ingresos de los próximos años." },
      ],
    },
    related: [
      { to: "/tools/irmaa-calculator", label: "Calculadora del IRMAA", text: "Vea en qué tramo están sus ingresos." },
      {
        to: "/irmaa-income-brackets",
        label: "Tramos de ingresos del IRMAA",
        text: "Todos los tramos, también para casados que declaran por separado.",
      },
      { to: "/encyclopedia#irmaa", label: "Qué es el IRMAA", text: "El término explicado con sencillez." },
      { to: "/encyclopedia#magi", label: "Qué es el MAGI", text: "Los ingresos que mira el Seguro Social." },
      {
        to: "/tools/irmaa-appeal",
        label: "Ayuda para apelar el IRMAA",
        text: "Prepare una solicitud para pagar menos.",
      },
      {
        to: "/news/2026-irmaa-surcharge-update",
        label: "El IRMAA en 2026: quién paga el cargo adicional y cómo pedir una cantidad menor",
        text: "Nuestro artículo sobre el IRMAA de este año.",
      },
    ],
  },

  "advantage-vs-supplement": {
    slug: "advantage-vs-supplement",
    title: "¿Medicare Advantage o Medigap?",
    description:
      "Las ventajas y desventajas de Medicare Original con una póliza Medigap y de un Plan Medicare Advantage, las fechas que importan y las preguntas que debe hacerse antes de elegir.",
    lede: "Hay dos formas principales de recibir su cobertura de Medicare. Esta guía las compara, para que elija lo que conviene a su salud, a sus médicos y a su presupuesto.",
    audience: [
      "Está eligiendo entre Medicare Original con una póliza Medigap y un Plan Medicare Advantage.",
      "Está pensando en cambiarse de uno a otro.",
      "Quiere saber cómo maneja cada uno los médicos, los costos y los viajes.",
    ],
    steps: [
      {
        title: "Haga una lista de sus médicos, hospitales y medicamentos",
        text: "Anote los médicos que quiere conservar, los hospitales que usa y cada medicamento que toma, con la dosis. Necesitará esta lista para comparar planes.",
      },
      {
        title: "Revise la red y el costo de los medicamentos de cada Plan Medicare Advantage",
        text: "Use el buscador de planes de Medicare para ver con qué planes trabajan sus médicos y cuánto cuestan sus medicamentos en cada plan.",
        link: { resource: "plan-finder", label: "Buscador de planes de Medicare" },
      },
      {
        title: "Compare los precios de Medigap donde vive",
        text: "Todas las pólizas {{term:medigap|Medigap}} con la misma letra cubren los mismos beneficios, pero los precios cambian de una compañía a otra. Compare varias compañías.",
        link: { resource: "medigap-finder", label: "Busque pólizas Medigap en su zona" },
      },
      {
        title: "Tenga en cuenta las fechas",
        text: "El mejor momento para comprar Medigap es su Período de Inscripción Abierta de Medigap, de {{fig:medigap.openEnrollment.months}} meses. Empieza cuando tiene 65 años o más y tiene la Parte B. Cuando termina, en la mayoría de los estados una compañía puede rechazarle o cobrarle más por su salud.",
        link: { to: "/enrollment-timeline", label: "Calendario de inscripción en Medicare" },
      },
      {
        title: "Calcule sus costos anuales con cada opción",
        text: "Para cada opción, sume las {{term:premium|primas}}, los {{term:deductible|deducibles}} y lo que espera pagar por su atención en un año. Piense en un año bueno y en un año malo.",
        link: { to: "/tools/cost-estimator", label: "Calculadora de costos de Medicare" },
      },
      {
        title: "Reciba consejo gratuito e imparcial",
        text: "Un consejero del SHIP puede comparar sus opciones con usted, gratis.",
        link: { resource: "ship", label: "Busque un consejero del SHIP en su estado" },
      },
    ],
    facts: [
      "Con Medicare Original, después del deducible de la Parte B ({{fig:partB.deductible}} en 2026) por lo general paga un {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare, sin límite anual, salvo que otra cobertura como Medigap lo pague.",
      "Las pólizas Medigap solo funcionan con Medicare Original. No puede usar una póliza Medigap con un Plan {{term:medicare-advantage|Medicare Advantage}}.",
      "Todos los Planes Medicare Advantage tienen un límite anual de lo que usted paga por los servicios cubiertos de la Parte A y la Parte B. Cada plan fija su propio límite, hasta un máximo que Medicare fija cada año.",
      "En 2026, la prima promedio de un Plan Medicare Advantage es de {{fig:ma.averagePremium}} al mes. En la mayoría de los casos, también sigue pagando su prima de la Parte B ({{fig:partB.premium}} al mes en 2026).",
      "El Plan G con deducible alto tiene un deducible de {{fig:medigap.highDeductible.deductible}} en 2026 antes de que la póliza empiece a pagar.",
      "Los Planes C y F solo los pueden comprar las personas que tenían derecho a Medicare antes del 1 de enero de 2020.",
    ],
    sections: [
      {
        id: "original-with-medigap",
        heading: "Medicare Original con Medigap",
        blocks: [],
        subsections: [
          {
            id: "medigap-pros",
            heading: "Ventajas",
            blocks: [
              {
                kind: "list",
                items: [
                  "Puede ir a cualquier médico u hospital del país que acepte Medicare. No necesita remisiones.",
                  "Sus costos son fáciles de prever. Con muchas pólizas, paga poco además de las primas.",
                  "Su cobertura le acompaña a cualquier lugar de los Estados Unidos.",
                  "Algunas pólizas ayudan a pagar la atención de emergencia cuando viaja al extranjero.",
                ],
              },
            ],
          },
          {
            id: "medigap-cons",
            heading: "Desventajas",
            blocks: [
              {
                kind: "list",
                items: [
                  "Paga una prima mensual por la póliza Medigap, además de su prima de la Parte B.",
                  "No incluye medicamentos. Necesita un plan de la Parte D aparte.",
                  "Fuera de su Período de Inscripción Abierta de Medigap, pueden rechazarle o cobrarle más por su salud.",
                  "No cubre la atención dental, de la vista ni del oído de rutina.",
                ],
              },
            ],
          },
        ],
      },
      {
        id: "medicare-advantage",
        heading: "Medicare Advantage (Parte C)",
        blocks: [],
        subsections: [
          {
            id: "advantage-pros",
            heading: "Ventajas",
            blocks: [
              {
                kind: "list",
                items: [
                  "Muchos planes no cobran ninguna prima mensual además de su prima de la Parte B.",
                  "La mayoría de los planes incluye la cobertura de medicamentos: un solo plan y una sola tarjeta.",
                  "Todos los planes tienen un límite anual de los gastos de su bolsillo por los servicios cubiertos.",
                  "Muchos planes ofrecen beneficios adicionales, como algo de atención dental, de la vista o del oído.",
                ],
              },
            ],
          },
          {
            id: "advantage-cons",
            heading: "Desventajas",
            blocks: [
              {
                kind: "list",
                items: [
                  "La mayoría de los planes usa una {{term:network|red}}. Puede pagar más, o el costo completo, si va a un proveedor fuera de la red.",
                  "Puede necesitar una remisión, o una aprobación previa ({{term:prior-authorization|autorización previa}}), para algunos servicios.",
                  "Las redes, los costos y los beneficios pueden cambiar cada año.",
                  "Si deja el plan más adelante, quizá no pueda comprar una póliza Medigap sin preguntas sobre su salud.",
                ],
              },
            ],
          },
        ],
      },
      {
        id: "switching",
        heading: "¿Puedo cambiarme más adelante?",
        blocks: [
          {
            kind: "paragraph",
            text: "Sí, en fechas fijas. Durante el Período de Inscripción Abierta, del 15 de octubre al 7 de diciembre, puede cambiarse entre Medicare Original y Medicare Advantage. El cambio empieza el 1 de enero.",
          },
          {
            kind: "paragraph",
            text: "Si tiene un Plan Medicare Advantage, también puede hacer un cambio del 1 de enero al 31 de marzo: pasarse a otro plan o volver a Medicare Original.",
          },
          {
            kind: "paragraph",
            text: "Si se inscribió en un Plan Medicare Advantage cuando tuvo derecho a Medicare por primera vez a los 65 años, tiene un derecho de prueba: durante su primer año puede volver a Medicare Original y comprar una póliza Medigap sin preguntas sobre su salud.",
          },
        ],
      },
    ],
    mistakes: [
      "Elegir un plan sin comprobar que sus médicos están en su red.",
      "Escoger un plan solo porque su prima es baja.",
      "Dejar una póliza Medigap para probar Medicare Advantage sin saber que quizá no pueda recuperarla.",
      "Olvidar la cobertura de medicamentos al elegir Medicare Original con Medigap.",
      'Creer que cualquiera que llama para ofrecer "beneficios adicionales" trabaja para Medicare.',
    ],
    checklist: {
      label: "Antes de elegir",
      items: [
        { id: "list", text: "Hice una lista de mis médicos, hospitales y medicamentos." },
        { id: "network", text: "Comprobé con qué planes trabajan mis médicos." },
        { id: "drug-costs", text: "Comprobé cuánto cuestan mis medicamentos en cada plan." },
        { id: "medigap-prices", text: "Comparé los precios de Medigap de varias compañías." },
        { id: "timing", text: "Sé cuándo termina mi Período de Inscripción Abierta de Medigap." },
        { id: "yearly-costs", text: "Calculé mis costos anuales para un año bueno y un año malo." },
      ],
    },
    related: [
      {
        to: "/tools/plan-comparison",
        label: "Herramienta para comparar planes",
        text: "Compare las dos opciones lado a lado.",
      },
      {
        to: "/tools/cost-estimator",
        label: "Calculadora de costos de Medicare",
        text: "Calcule los costos de un año con cada opción.",
      },
      {
        to: "/medigap",
        label: "La guía de Medigap (Seguro complementario de Medicare)",
        text: "Cómo funciona Medigap y cuánto cuesta.",
      },
      {
        to: "/medigap/plan-g-vs-n",
        label: "¿Plan G o Plan N de Medigap?",
        text: "Los dos planes Medigap más populares, comparados.",
      },
      {
        to: "/enrollment-timeline",
        label: "Calendario de inscripción en Medicare",
        text: "Cuándo puede inscribirse en un plan, cambiarlo o dejarlo.",
      },
      {
        to: "/encyclopedia#medicare-advantage",
        label: "Qué es Medicare Advantage",
        text: "El término explicado con sencillez.",
      },
      {
        to: "/news/medicare-advantage-network-changes",
        label: "Cambios en la red de Medicare Advantage: qué hacer si su médico deja su plan",
        text: "Nuestro artículo sobre los cambios de red.",
      },
    ],
  },

  "staying-informed": {
    slug: "staying-informed",
    title: "Cómo mantenerse informado sobre Medicare",
    description:
      "Las fechas de Medicare que se repiten cada año, los sitios oficiales donde encontrar información confiable y cómo mantener su cobertura al día cuando cambian los costos y las reglas.",
    lede: "Medicare cambia cada año: primas, planes y reglas. Esta guía le muestra las fechas importantes y dónde encontrar información confiable.",
    audience: [
      "Tiene Medicare y quiere estar al día de los cambios.",
      "Ayuda con su Medicare a su padre o su madre, a su cónyuge o a un amigo.",
      "Quiere evitar estafas e información equivocada.",
    ],
    steps: [
      {
        title: "Anote las fechas clave en su calendario",
        text: "El Período de Inscripción Abierta va del 15 de octubre al 7 de diciembre de cada año. Los cambios que haga empiezan el 1 de enero.",
        link: { to: "/enrollment-timeline", label: "Calendario de inscripción en Medicare" },
      },
      {
        title: "Lea el aviso anual de su plan",
        text: "Cada otoño, su plan le envía un Aviso Anual de Cambios. Explica los cambios del próximo año en los costos, los beneficios y la lista de medicamentos. Léalo antes de que termine el Período de Inscripción Abierta.",
        link: { resource: "plan-finder", label: "Compare planes con el buscador de planes de Medicare" },
      },
      {
        title: "Guarde el manual Medicare y Usted",
        text: "Medicare envía su manual cada otoño. Explica sus opciones y los costos del próximo año. También puede leerlo por internet.",
        link: { resource: "medicare-and-you", label: "Manual Medicare y Usted" },
      },
      {
        title: "Siga fuentes confiables",
        text: "Infórmese sobre Medicare en Medicare.gov, en el Seguro Social y en nuestra página de noticias. Tenga cuidado con los anuncios y las llamadas que prometen beneficios adicionales.",
        link: { to: "/news", label: "Noticias de Medicare" },
      },
      {
        title: "Abra su cuenta del Seguro Social",
        text: "Con una cuenta my Social Security puede ver por internet sus beneficios, las {{term:premium|primas}} de Medicare que le descuentan y sus cartas.",
        link: { resource: "my-social-security", label: "Cuenta my Social Security" },
      },
      {
        title: "Protéjase del fraude",
        text: "Revise sus Resúmenes de Medicare y los estados de cuenta de su plan por si aparece atención que no recibió. Denuncie cualquier cosa que parezca incorrecta.",
        link: { resource: "report-fraud-medicare", label: "Denuncie el fraude a Medicare" },
      },
    ],
    facts: [
      "En 2026, la prima estándar de la Parte B es de {{fig:partB.premium}} al mes y el {{term:deductible|deducible}} de la Parte B es de {{fig:partB.deductible}}. Medicare suele anunciar las cantidades del año siguiente en otoño.",
      "En 2026, los gastos de su bolsillo por los medicamentos cubiertos de la Parte D tienen un límite de {{fig:partD.oopCap}} al año.",
      "Las primas, los deducibles y los beneficios de los planes pueden cambiar cada año: lo que era cierto el año pasado quizá ya no lo sea.",
      "El {{term:irmaa|IRMAA}} se revisa cada año. Si cambian sus ingresos, sus primas de la Parte B y la Parte D también pueden cambiar.",
      "Con el {{term:sep|Período de Inscripción Especial}} de 5 estrellas, puede cambiarse una vez, entre el 8 de diciembre y el 30 de noviembre, a un plan con una calificación de 5 estrellas, si hay uno donde vive.",
    ],
    sections: [
      {
        id: "key-dates",
        heading: "Las fechas de Medicare que se repiten cada año",
        blocks: [
          {
            kind: "table",
            caption: "Fechas clave de Medicare cada año",
            columns: ["Cuándo", "Qué pasa"],
            rows: [
              [
                "Del 1 de enero al 31 de marzo",
                "Período de Inscripción Abierta de Medicare Advantage: un cambio de plan si tiene un Plan Medicare Advantage. También el Período de Inscripción General, si no se inscribió en la Parte A o la Parte B a tiempo; la cobertura empieza el mes después de inscribirse.",
              ],
              ["Antes del 30 de septiembre", "Su plan le envía el Aviso Anual de Cambios del próximo año."],
              [
                "Del 15 de octubre al 7 de diciembre",
                "Período de Inscripción Abierta: cambie su plan de salud o de medicamentos para el próximo año.",
              ],
              [
                "1 de enero",
                "Empiezan los cambios que hizo en el Período de Inscripción Abierta, con los costos del nuevo año.",
              ],
            ],
          },
        ],
      },
      {
        id: "trusted-sources",
        heading: "Dónde encontrar información confiable",
        blocks: [
          {
            kind: "list",
            items: [
              "Medicare.gov y la línea de ayuda de Medicare, para la cobertura, los planes y los costos.",
              "El Seguro Social, para inscribirse, las primas que le descuentan de sus beneficios, el IRMAA y la {{term:extra-help|Ayuda Adicional}}.",
              "Su Programa Estatal de Asistencia sobre Seguros Médicos (SHIP), para recibir asesoría gratuita e imparcial.",
              "El Aviso Anual de Cambios y la Evidencia de Cobertura de su plan, para conocer las reglas de su propio plan.",
            ],
          },
        ],
      },
    ],
    mistakes: [
      "Dejar que su plan se renueve sin leer el Aviso Anual de Cambios.",
      'Confiar en anuncios o llamadas solo porque usan la palabra "Medicare". A menudo quieren venderle un seguro.',
      "Dar su número de Medicare a alguien que le llama. Medicare no le llamará para pedírselo.",
      "Fiarse de artículos viejos. Los costos y las reglas cambian cada año: fíjese en el año de lo que lee.",
      "Dejar pasar una fecha límite por no conocerla. Anote las fechas clave en su calendario.",
    ],
    checklist: {
      label: "Manténgase al día con Medicare",
      items: [
        {
          id: "calendar",
          text: "Anoté el Período de Inscripción Abierta (del 15 de octubre al 7 de diciembre) en mi calendario.",
        },
        { id: "notice", text: "Leí el Aviso Anual de Cambios de mi plan." },
        { id: "handbook", text: "Guardo el manual Medicare y Usted de este año." },
        { id: "account", text: "Abrí mi cuenta del Seguro Social por internet." },
        { id: "statements", text: "Reviso mis resúmenes de Medicare por si aparece atención que no recibí." },
        { id: "news", text: "Elegí dónde voy a informarme sobre Medicare." },
      ],
    },
    related: [
      { to: "/news", label: "Noticias de Medicare", text: "Los últimos cambios, explicados con sencillez." },
      {
        to: "/enrollment-timeline",
        label: "Calendario de inscripción en Medicare",
        text: "Todos los períodos de inscripción, con sus fechas.",
      },
      {
        to: "/parts-abcd-comparison",
        label: "Comparación de las Partes A, B, C y D",
        text: "Qué cubre y cuánto cuesta cada parte, lado a lado.",
      },
      {
        to: "/encyclopedia",
        label: "Enciclopedia de Medicare",
        text: "Las palabras de Medicare explicadas con sencillez, de la A a la Z.",
      },
      {
        to: "/resources",
        label: "Recursos oficiales de Medicare",
        text: "Los sitios web y las líneas de ayuda del gobierno, en un solo lugar.",
      },
      {
        to: "/news/open-enrollment-reminder-2026",
        label: "El Período de Inscripción Abierta de Medicare va del 15 de octubre al 7 de diciembre de 2026",
        text: "Nuestro recordatorio del Período de Inscripción Abierta de este año.",
      },
    ],
  },
};
