// La enciclopedia en español, con los términos en español de Medicare (CMS), tratando al lector de "usted".
// Las cifras solo como {{fig:clave}} (content/figures); sin "@año", la cifra es la del año del plan actual (2026).
import type { TermText } from "./types.ts";

export const TERMS_ES: Readonly<Record<string, TermText>> = {
  aep: {
    term: "Período de Inscripción Abierta (AEP)",
    letter: "P",
    definition:
      "El período de cada año, del 15 de octubre al 7 de diciembre, en que cualquier persona con Medicare puede cambiar su cobertura para el año siguiente. En inglés se le llama AEP u Open Enrollment. Puede cambiarse entre Medicare Original y un plan Medicare Advantage, cambiar de plan Medicare Advantage, o inscribirse en un plan de medicamentos (Parte D), cambiarlo o dejarlo. Los cambios empiezan el 1 de enero.",
    example:
      "En septiembre, el Aviso Anual de Cambios de su plan de medicamentos dice que un medicamento que usted toma costará más el próximo año. Durante este período usted compara planes y se cambia. El plan nuevo empieza el 1 de enero.",
  },
  assignment: {
    term: "Asignación",
    letter: "A",
    definition:
      "Un médico o proveedor que acepta la asignación se compromete a cobrar la cantidad aprobada por Medicare como pago total por un servicio cubierto. Usted paga solo su deducible y su coseguro. El proveedor le envía la factura a Medicare por usted.",
    example:
      "Antes de pedir una cita, usted pregunta en el consultorio: “¿Aceptan la asignación de Medicare?”. Si dicen que sí, no pueden cobrarle más que la cantidad aprobada por Medicare.",
  },
  "balance-billing": {
    term: "Facturación del saldo",
    letter: "F",
    definition:
      "Cuando un proveedor le cobra a usted la diferencia entre su precio completo y lo que paga Medicare. En Medicare Original, un médico que no acepta la asignación puede cobrarle hasta un {{fig:partB.excessChargeLimit}} más que la cantidad aprobada por Medicare, y no más. A las personas del programa de Beneficiario Calificado de Medicare (QMB) no se les puede cobrar nada por los costos de Medicare.",
    example:
      "Un especialista que no acepta la asignación le cobra su coseguro más un cargo adicional sobre la cantidad aprobada. Ese cargo adicional es facturación del saldo. El Plan G de Medigap lo pagaría por usted.",
  },
  "benefit-period": {
    term: "Período de beneficios",
    letter: "P",
    definition:
      "La forma en que la Parte A cuenta su atención en el hospital y en un centro de enfermería especializada. El período de beneficios empieza el día de su admisión como paciente hospitalizado. Termina cuando pasa 60 días seguidos sin recibir atención como paciente hospitalizado ni en un centro de enfermería especializada. Usted paga el deducible de la Parte A ({{fig:partA.deductible}} en 2026) una vez en cada período de beneficios, así que puede pagarlo más de una vez al año.",
    example:
      "Usted es admitido en el hospital en marzo y vuelve a casa después de cinco días. En octubre vuelve a ser admitido. Pasaron más de 60 días, así que empieza un nuevo período de beneficios y debe pagar otra vez el deducible de la Parte A.",
  },
  "catastrophic-coverage": {
    term: "Cobertura catastrófica",
    letter: "C",
    definition:
      "La última etapa de la cobertura de medicamentos de la Parte D. Cuando los gastos de su bolsillo en medicamentos cubiertos llegan al límite del año ({{fig:partD.oopCap}} en 2026), usted paga {{fig:partD.catastrophic.costSharing}} por los medicamentos cubiertos el resto del año. Los pagos que otros hacen por usted, por ejemplo la Ayuda Adicional, cuentan para llegar al límite.",
    example:
      "Usted toma un medicamento caro contra el cáncer. En mayo los gastos de su bolsillo llegan a {{fig:partD.oopCap}}. Desde entonces y hasta el 31 de diciembre, sus recetas cubiertas no le cuestan nada.",
  },
  cms: {
    term: "CMS (Centros de Servicios de Medicare y Medicaid)",
    letter: "C",
    definition:
      "La agencia federal que administra Medicare. CMS fija cada año las primas y los deducibles, aprueba a las compañías privadas que ofrecen planes Medicare Advantage y de la Parte D, y administra Medicare.gov y el 1-800-MEDICARE. La inscripción en la Parte A y la Parte B la hace casi siempre el Seguro Social, no CMS.",
    example:
      "Cada otoño, CMS anuncia la prima de la Parte B del año siguiente. Para 2026 fijó la prima estándar en {{fig:partB.premium}} al mes.",
  },
  coinsurance: {
    term: "Coseguro",
    letter: "C",
    definition:
      "Su parte del costo de un servicio cubierto, en porcentaje. Después de pagar el deducible de la Parte B, usted suele pagar el {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare por consultas médicas, atención ambulatoria y equipo médico. Medicare paga el resto. Medicare Original no tiene un límite anual para el coseguro, pero una póliza Medigap puede pagarlo.",
    example:
      "Usted ya pagó el deducible de la Parte B este año. Por una prueba ambulatoria paga el {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare, y Medicare paga el resto.",
  },
  copay: {
    term: "Copago",
    letter: "C",
    definition:
      "Una cantidad fija que usted paga por un servicio o una receta cubiertos, como un precio fijo por una consulta o por un medicamento. Los planes Medicare Advantage y de la Parte D suelen usar copagos. Medicare Original usa casi siempre el coseguro.",
    example:
      "Su plan de la Parte D cobra un copago fijo cada vez que usted compra un medicamento genérico. Por la insulina nunca paga más de {{fig:partD.insulinCap}} por el suministro de un mes de cada insulina cubierta.",
  },
  "creditable-coverage": {
    term: "Cobertura acreditable",
    letter: "C",
    definition:
      "Cobertura de medicamentos, por ejemplo de un empleador o un sindicato, que se espera que pague en promedio al menos lo mismo que la cobertura estándar de medicamentos de Medicare. Con cobertura acreditable, usted puede inscribirse más tarde en un plan de la Parte D sin multa. Su plan le dice por escrito cada año si su cobertura es acreditable. Guarde ese aviso.",
    example:
      "Usted se jubila a los 67 años. La cobertura de medicamentos de su empleador era acreditable. Se inscribe en un plan de la Parte D menos de {{fig:partD.latePenalty.gapDays}} días después de perderla, así que no paga multa.",
  },
  deductible: {
    term: "Deducible",
    letter: "D",
    definition:
      "La cantidad que usted paga por su atención cubierta antes de que Medicare o su plan empiece a pagar. En 2026, el deducible de la Parte B es de {{fig:partB.deductible}} al año. El deducible de hospital de la Parte A es de {{fig:partA.deductible}} por cada período de beneficios. Un plan de la Parte D puede tener un deducible de hasta {{fig:partD.deductible.max}}.",
    earlierDefinition:
      "La cantidad que usted paga por su atención cubierta antes de que Medicare o su plan empiece a pagar. En 2025, el deducible de la Parte B es de {{fig:partB.deductible@2025}} al año. El deducible de hospital de la Parte A es de {{fig:partA.deductible@2025}} por cada período de beneficios. Un plan de la Parte D puede tener un deducible de hasta {{fig:partD.deductible.max@2025}}. Las cantidades cambian cada enero.",
    example:
      "En enero usted va varias veces al médico. Usted paga la cantidad aprobada por Medicare hasta llegar a {{fig:partB.deductible}}. Después paga el {{fig:partB.coinsurance}} de coseguro.",
  },
  "donut-hole": {
    term: "Período sin cobertura (“donut hole”)",
    letter: "P",
    definition:
      "Un antiguo hueco en la cobertura de medicamentos de la Parte D. Hasta finales de 2024, cuando usted y su plan habían gastado cierta cantidad en medicamentos ({{fig:partD.initialCoverageLimit@2024}} en 2024), usted pagaba el {{fig:partD.coverageGap.coinsurance@2024}} del costo de sus medicamentos hasta llegar a la cobertura catastrófica. Este período sin cobertura terminó el 1 de enero de 2025. Ahora la Parte D tiene un límite anual de gastos de su bolsillo: {{fig:partD.oopCap@2025}} en 2025 y {{fig:partD.oopCap}} en 2026.",
    example:
      "Una persona que antes “caía en el período sin cobertura” cada verano ahora no paga más de {{fig:partD.oopCap}} de su bolsillo por medicamentos cubiertos en 2026.",
  },
  dme: {
    term: "Equipo médico duradero (DME)",
    letter: "E",
    definition:
      "Equipo resistente y reutilizable que su médico le receta para usar en casa, como andadores, sillas de ruedas, camas de hospital, equipo de oxígeno y medidores de azúcar en la sangre. La Parte B lo cubre. Usted paga el {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare después del deducible de la Parte B. Use un proveedor inscrito en Medicare; si acepta la asignación, le costará menos.",
    example:
      "Después de una operación de cadera, su médico le receta un andador. Usted lo consigue con un proveedor inscrito en Medicare, y la Parte B paga la mayor parte del costo.",
  },
  "excess-charges": {
    term: "Cargos en exceso de la Parte B",
    letter: "C",
    definition:
      "La cantidad adicional, por encima de la cantidad aprobada por Medicare, que puede cobrarle un médico que no acepta la asignación en la Parte B. Lo máximo que puede agregar es un {{fig:partB.excessChargeLimit}} de la cantidad aprobada (el “cargo límite”). Algunos estados prohíben o limitan más estos cargos. Los Planes F y G de Medigap los pagan; los demás planes Medigap no.",
    example:
      "Un cirujano que no acepta la asignación le cobra el cargo límite. Usted debe su coseguro más el cargo en exceso. Si tiene el Plan G de Medigap, el plan paga el cargo en exceso.",
  },
  "extra-help": {
    term: "Ayuda Adicional (Extra Help)",
    letter: "A",
    definition:
      "Un programa de Medicare que ayuda a las personas con ingresos y ahorros limitados a pagar los costos de la Parte D: primas, deducibles y copagos. En 2026 usted puede calificar con ingresos anuales de hasta unos {{fig:extraHelp.incomeLimit.single}} ({{fig:extraHelp.incomeLimit.couple}} para un matrimonio); también hay límites de ahorros. Quien tiene Ayuda Adicional no paga multa por inscripción tardía en la Parte D. La recibe automáticamente si tiene Medicaid, Seguridad de Ingreso Suplementario (SSI) o un Programa de Ahorros de Medicare; las demás personas pueden solicitarla al Seguro Social, que la llama “Beneficio Adicional”.",
    earlierDefinition:
      "Un programa de Medicare que ayuda a las personas con ingresos y ahorros limitados a pagar los costos de la Parte D: primas, deducibles y copagos. En 2025 usted puede calificar con ingresos anuales de hasta unos {{fig:extraHelp.incomeLimit.single@2025}} ({{fig:extraHelp.incomeLimit.couple@2025}} para un matrimonio); los límites cambian a principios de cada año, con las pautas federales de pobreza. También hay límites de ahorros. Quien tiene Ayuda Adicional no paga multa por inscripción tardía en la Parte D. La recibe automáticamente si tiene Medicaid, Seguridad de Ingreso Suplementario (SSI) o un Programa de Ahorros de Medicare; las demás personas pueden solicitarla al Seguro Social, que la llama “Beneficio Adicional”.",
    example:
      "María vive sola con una pensión pequeña y tiene pocos ahorros. Solicita la Ayuda Adicional en el sitio web del Seguro Social, y bajan la prima y los copagos de su plan de medicamentos.",
  },
  formulary: {
    term: "Lista de medicamentos cubiertos (formulario)",
    letter: "L",
    definition:
      "La lista de medicamentos recetados que cubre un plan de la Parte D o un plan Medicare Advantage. Los medicamentos están en niveles; los niveles más bajos suelen costarle menos. Cada plan tiene su propia lista, y puede cambiar de un año a otro. Si un medicamento que usted necesita no está en la lista, usted o su médico pueden pedirle al plan una excepción.",
    example:
      "Antes del Período de Inscripción Abierta, usted busca sus tres medicamentos en la lista de cada plan y elige uno que los cubre todos en niveles bajos.",
  },
  gep: {
    term: "Período de Inscripción General (GEP)",
    letter: "P",
    definition:
      "Del 1 de enero al 31 de marzo de cada año. Si no se inscribió en su Período de Inscripción Inicial y no tiene un Período de Inscripción Especial, puede inscribirse entonces en la Parte A o la Parte B. Su cobertura empieza el primer día del mes siguiente a su inscripción. Es posible que tenga que pagar una multa por inscripción tardía.",
    example:
      "Usted cumplió 65 años hace dos años y no se inscribió en la Parte B. Se inscribe el 10 de febrero. La Parte B empieza el 1 de marzo, con una multa agregada a su prima.",
  },
  hmo: {
    term: "HMO (Organización para el Mantenimiento de la Salud)",
    letter: "H",
    definition:
      "Un tipo de plan Medicare Advantage con una red de médicos y hospitales. Por lo general debe atenderse dentro de la red, salvo en emergencias y para atención urgente fuera de su área. Muchas HMO le piden elegir un médico de cabecera y conseguir un referido antes de ver a un especialista.",
    example:
      "Su plan HMO cubre al cardiólogo de la red al que su médico de cabecera lo refiere. Un cardiólogo fuera de la red no estaría cubierto, salvo en una emergencia.",
  },
  "home-health": {
    term: "Servicios de salud en el hogar",
    letter: "S",
    definition:
      "Atención de enfermería especializada a tiempo parcial y terapias (física, ocupacional o del habla) que usted recibe en su casa. La Parte A o la Parte B los cubre cuando un médico certifica que usted los necesita y que le cuesta mucho salir de casa. Usted no paga nada por los servicios de salud en el hogar cubiertos. El equipo médico que use en casa se factura aparte.",
    example:
      "Después de un derrame cerebral, una enfermera y un fisioterapeuta lo visitan en casa dos veces por semana. Medicare paga las visitas porque su médico certificó que las necesita y que no puede salir de casa con facilidad.",
  },
  hospice: {
    term: "Cuidados de hospicio",
    letter: "C",
    definition:
      "Cuidados para dar alivio y comodidad, no para curar, a una persona con una enfermedad terminal cuyo médico calcula que vivirá seis meses o menos. La Parte A los cubre: la atención del equipo de hospicio, el control del dolor, los suministros y el apoyo a la familia. Usted paga poco o nada. Medicare Original paga el hospicio aunque usted esté en un plan Medicare Advantage.",
    example:
      "Su padre elige recibir cuidados de hospicio en casa. El equipo de hospicio lo visita, controla su dolor y ayuda a la familia. Medicare paga el hospicio.",
  },
  iep: {
    term: "Período de Inscripción Inicial (IEP)",
    letter: "P",
    definition:
      "Su primera oportunidad para inscribirse en Medicare: {{fig:enrollment.iep.months}} meses que incluyen los 3 meses antes del mes en que cumple 65 años, el mes de su cumpleaños y los 3 meses después. Si se inscribe en los 3 meses antes, la cobertura empieza el primer día del mes de su cumpleaños. Si se inscribe más tarde dentro del período, la cobertura empieza el primer día del mes siguiente a su inscripción.",
    example:
      "Usted cumple 65 años en julio. Su Período de Inscripción Inicial va de abril a octubre. Si se inscribe en mayo, su cobertura empieza el 1 de julio.",
  },
  irmaa: {
    term: "IRMAA (ajuste mensual relacionado con el ingreso)",
    letter: "I",
    definition:
      "Una cantidad adicional que pagan las personas con ingresos más altos, además de sus primas de la Parte B y la Parte D. El Seguro Social la calcula con su ingreso bruto ajustado modificado (MAGI) de la declaración de impuestos de 2 años antes: para 2026, su declaración de 2024. En 2026 se aplica cuando ese ingreso pasa de {{fig:irmaa.single.threshold1}} en una declaración individual o de {{fig:irmaa.joint.threshold1}} en una declaración conjunta. La prima total de la Parte B va entonces de {{fig:irmaa.tier1.partBPremium}} a {{fig:irmaa.tier5.partBPremium}} al mes, y la Parte D agrega de {{fig:irmaa.tier1.partDAdjustment}} a {{fig:irmaa.tier5.partDAdjustment}} al mes.",
    example:
      "Usted se jubiló en 2025 y sus ingresos bajaron mucho. El Seguro Social usó sus ingresos más altos de 2024. Usted pide una nueva decisión con el formulario SSA-44 porque dejó de trabajar, que es un cambio importante en su vida. Si no está de acuerdo con una decisión, tiene {{fig:irmaa.appealDays}} días para apelar.",
  },
  "lifetime-reserve-days": {
    term: "Días de reserva de por vida",
    letter: "D",
    definition:
      "{{fig:partA.lifetimeReserveDays}} días adicionales de cobertura de hospital que la Parte A le da una sola vez en la vida, para estadías de más de 90 días en un período de beneficios. Cada día de reserva cuesta {{fig:partA.coinsurance.lifetimeReserve}} en 2026. Una vez usados, no se recuperan. Los días 61 a 90 de una estadía cuestan {{fig:partA.coinsurance.days61to90}} al día.",
    example:
      "Una enfermedad larga lo mantiene en el hospital 95 días. Los días 91 a 95 usan 5 de sus días de reserva de por vida, a menos que una póliza Medigap pague esos días.",
  },
  "ma-oep": {
    term: "Período de Inscripción Abierta de Medicare Advantage (MA-OEP)",
    letter: "P",
    definition:
      "Del 1 de enero al 31 de marzo de cada año, para quienes ya están en un plan Medicare Advantage. Puede hacer un solo cambio: pasarse a otro plan Medicare Advantage, o volver a Medicare Original e inscribirse en un plan de medicamentos de la Parte D. No sirve para pasar de Medicare Original a un plan Medicare Advantage. El cambio empieza el primer día del mes siguiente a que el plan reciba su solicitud.",
    example:
      "En febrero usted se entera de que su nuevo plan Medicare Advantage no incluye a su médico. Se cambia a otro plan Medicare Advantage que sí lo incluye; empieza el 1 de marzo.",
  },
  magi: {
    term: "MAGI (ingreso bruto ajustado modificado)",
    letter: "M",
    definition:
      "Su ingreso bruto ajustado de la declaración federal de impuestos más los intereses exentos de impuestos. El Seguro Social lo usa para decidir si usted paga el IRMAA. Para las primas de 2026 usa su declaración de 2024. Si esa declaración todavía no está disponible, usa la del año anterior.",
    example:
      "Su declaración de impuestos de 2024 muestra su ingreso bruto ajustado y los intereses de bonos libres de impuestos. El Seguro Social suma las dos cantidades para obtener su MAGI y compararlo con los límites del IRMAA.",
  },
  "medicare-advantage": {
    term: "Medicare Advantage (Parte C)",
    letter: "M",
    definition:
      "Una forma de recibir sus beneficios de Medicare por medio de un plan privado aprobado por Medicare, en lugar de Medicare Original. Los planes cubren todo lo que cubren la Parte A y la Parte B, y la mayoría incluye cobertura de medicamentos. Muchos usan redes y piden aprobación antes de ciertos servicios. Cada plan tiene un límite anual de lo que usted paga por los servicios cubiertos. Usted sigue pagando la prima de la Parte B; la prima promedio de estos planes en 2026 es de {{fig:ma.averagePremium}} al mes.",
    example:
      "Usted se inscribe en un plan HMO de Medicare Advantage con cobertura de medicamentos y beneficio dental. Usa la tarjeta del plan en lugar de su tarjeta roja, blanca y azul de Medicare, y se atiende con médicos de su red.",
  },
  medigap: {
    term: "Medigap (Seguro complementario de Medicare)",
    letter: "M",
    definition:
      "Un seguro que venden compañías privadas para ayudar a pagar los costos que Medicare Original le deja a usted, como deducibles y coseguros. Los planes son estándar y se nombran con letras, así que el Plan G de una compañía tiene los mismos beneficios que el Plan G de otra. Medigap funciona solo con Medicare Original, no con Medicare Advantage, y no incluye cobertura de medicamentos. El mejor momento para comprarlo es su Período de Inscripción Abierta de Medigap, de {{fig:medigap.openEnrollment.months}} meses, que empieza el primer mes en que tiene la Parte B y 65 años o más.",
    example:
      "Usted tiene Medicare Original y compra el Plan G de Medigap. Después de pagar el deducible de la Parte B, el plan paga su coseguro del {{fig:partB.coinsurance}} el resto del año.",
  },
  msp: {
    term: "Programas de Ahorros de Medicare (MSP)",
    letter: "P",
    definition:
      "Programas estatales que ayudan a las personas con ingresos y ahorros limitados a pagar los costos de Medicare. Los tres programas principales pagan la prima de la Parte B, y el de Beneficiario Calificado de Medicare (QMB) también paga deducibles, coseguros y copagos. Los límites cambian según el estado. La solicitud se hace en la oficina de Medicaid de su estado. Si califica, también recibe la Ayuda Adicional automáticamente.",
    example:
      "El Programa de Ahorros de Medicare de su estado empieza a pagar su prima de la Parte B, así que su pago del Seguro Social sube {{fig:partB.premium}} al mes.",
  },
  network: {
    term: "Red de proveedores",
    letter: "R",
    definition:
      "Los médicos, hospitales, farmacias y otros proveedores que tienen contrato con un plan. Los planes Medicare Advantage y de la Parte D usan redes; atenderse fuera de la red puede costar más o no estar cubierto. Medicare Original no tiene red: usted puede atenderse con cualquier proveedor del país que acepte Medicare.",
    example:
      "Antes de inscribirse en un plan Medicare Advantage, usted usa el buscador de proveedores del plan para comprobar que sus médicos y su hospital están en la red.",
  },
  "oop-max": {
    term: "Límite de gastos de su bolsillo",
    letter: "L",
    definition:
      "Lo máximo que usted paga en un año por los servicios cubiertos de la Parte A y la Parte B en un plan Medicare Advantage. Cuando llega a ese límite, el plan paga el 100% de los servicios cubiertos el resto del año. Medicare fija un límite máximo cada año y cada plan elige el suyo, a menudo más bajo. Las primas y los medicamentos no cuentan. Medicare Original no tiene límite de gastos de su bolsillo. La Parte D tiene su propio límite anual ({{fig:partD.oopCap}} en 2026).",
    example:
      "Después de una operación en junio, usted llega al límite de gastos de su bolsillo de su plan. El resto del año, su atención médica y de hospital cubierta no le cuesta nada.",
  },
  "part-a": {
    term: "Parte A (Seguro de hospital)",
    letter: "P",
    definition:
      "La parte de Medicare que cubre las estadías como paciente hospitalizado, la atención en un centro de enfermería especializada, los cuidados de hospicio y algunos servicios de salud en el hogar. La mayoría de las personas no paga prima por la Parte A porque ellas o su cónyuge trabajaron y pagaron impuestos de Medicare durante al menos {{fig:partA.quarters.premiumFree}} trimestres (unos 10 años). Las demás pueden comprarla por hasta {{fig:partA.premium.full}} al mes en 2026.",
    example:
      "Usted es admitido en el hospital por tres días. La Parte A paga su habitación, sus comidas y la atención de enfermería después de que usted paga el deducible de la Parte A de {{fig:partA.deductible}}.",
  },
  "part-b": {
    term: "Parte B (Seguro médico)",
    letter: "P",
    definition:
      "La parte de Medicare que cubre las consultas médicas, la atención ambulatoria, los servicios preventivos, los análisis de laboratorio y el equipo médico. En 2026 la prima estándar es de {{fig:partB.premium}} al mes y el deducible anual es de {{fig:partB.deductible}}. Después del deducible, usted suele pagar el {{fig:partB.coinsurance}} de la cantidad aprobada por Medicare.",
    example:
      "Su prima de la Parte B de {{fig:partB.premium}} se descuenta cada mes de su pago del Seguro Social. Cuando va al médico, la Parte B paga la mayor parte de la factura.",
  },
  "part-b-late-penalty": {
    term: "Multa por inscripción tardía de la Parte B",
    letter: "M",
    definition:
      "Un cargo adicional que se agrega a su prima de la Parte B si no se inscribió cuando pudo hacerlo por primera vez y no tenía cobertura de un trabajo actual. Es un {{fig:partB.latePenalty.percentPer12Months}} de la prima estándar por cada período completo de 12 meses en que pudo tener la Parte B y no la tuvo. Por lo general, la paga mientras tenga la Parte B.",
    example:
      "Usted esperó 30 meses para inscribirse en la Parte B sin tener cobertura de un trabajo. Son dos períodos completos de 12 meses, así que su prima es un 20% más alta, mientras tenga la Parte B.",
  },
  "part-c": {
    term: "Parte C",
    letter: "P",
    definition:
      "El nombre oficial de Medicare Advantage: planes privados aprobados por Medicare que le dan sus beneficios de la Parte A y la Parte B, y casi siempre la cobertura de medicamentos de la Parte D, en un solo plan.",
    example:
      "Cuando un formulario le pregunta si tiene la “Parte C”, le está preguntando si está en un plan Medicare Advantage.",
  },
  "part-d": {
    term: "Parte D (cobertura de medicamentos)",
    letter: "P",
    definition:
      "La cobertura de medicamentos recetados de Medicare, que ofrecen planes privados aprobados por Medicare. Puede tenerla con un plan de medicamentos independiente junto con Medicare Original, o dentro de un plan Medicare Advantage. En 2026 el deducible de un plan puede ser de hasta {{fig:partD.deductible.max}}, y los gastos de su bolsillo en medicamentos cubiertos tienen un límite de {{fig:partD.oopCap}} al año. La prima promedio de un plan independiente es de {{fig:partD.averagePremium.standAlone}} al mes en 2026.",
    example:
      "Usted tiene Medicare Original y agrega un plan independiente de la Parte D que cubre sus medicamentos para la presión y el colesterol en su farmacia de siempre.",
  },
  "part-d-late-penalty": {
    term: "Multa por inscripción tardía de la Parte D",
    letter: "M",
    definition:
      "Un cargo adicional que se agrega a su prima de la Parte D si pasó {{fig:partD.latePenalty.gapDays}} días o más seguidos sin la Parte D ni otra cobertura acreditable de medicamentos después de su Período de Inscripción Inicial. Es el {{fig:partD.latePenalty.percentPerMonth}} de la prima de base nacional ({{fig:partD.basePremium}} en 2026) por cada mes completo sin cobertura, redondeado a los 10 centavos más cercanos. Lo paga mientras tenga la Parte D. Quien tiene Ayuda Adicional no lo paga.",
    example:
      "Usted pasó 14 meses completos sin cobertura de medicamentos. Su multa es el 14% de la prima de base nacional, agregada cada mes a la prima de su plan.",
  },
  "plan-g": {
    term: "Plan G de Medigap",
    letter: "P",
    definition:
      "Una póliza Medigap que paga casi todos los costos que Medicare Original le deja a usted, menos el deducible de la Parte B ({{fig:partB.deductible}} en 2026). Paga los cargos en exceso de la Parte B y el {{fig:medigap.foreignTravel.percent}} de la atención de emergencia en el extranjero, hasta los límites del plan. Es el plan más completo que pueden comprar las personas que llegaron a Medicare desde 2020. Una versión con deducible alto tiene un deducible de {{fig:medigap.highDeductible.deductible}} en 2026.",
    example:
      "Con el Plan G, después de pagar el deducible de la Parte B en enero, usted no paga nada más por la atención médica y de hospital cubierta el resto del año.",
  },
  "plan-n": {
    term: "Plan N de Medigap",
    letter: "P",
    definition:
      "Una póliza Medigap parecida al Plan G, casi siempre con una prima más baja, pero usted paga más al recibir la atención. Paga el deducible de la Parte B, un copago de hasta {{fig:medigap.planN.officeVisitCopayMax}} por algunas consultas y de hasta {{fig:medigap.planN.erCopayMax}} por una visita a la sala de emergencias que no termina en una admisión al hospital. No paga los cargos en exceso de la Parte B.",
    example:
      "Con el Plan N, usted paga un copago de hasta {{fig:medigap.planN.officeVisitCopayMax}} cuando va al médico, y el plan paga el resto de su coseguro.",
  },
  ppo: {
    term: "PPO (Organización de Proveedores Preferidos)",
    letter: "P",
    definition:
      "Un tipo de plan Medicare Advantage con una red de médicos y hospitales, en el que también puede atenderse fuera de la red por un costo más alto. Por lo general no necesita un referido para ver a un especialista.",
    example:
      "Su plan PPO le permite seguir viendo a un especialista fuera de la red. Usted paga un copago más alto por esas consultas que por las de médicos de la red.",
  },
  premium: {
    term: "Prima",
    letter: "P",
    definition:
      "La cantidad que usted paga cada mes por su cobertura de salud o de medicamentos, la use o no. En 2026 la prima estándar de la Parte B es de {{fig:partB.premium}} al mes. Los planes Medicare Advantage, de la Parte D y Medigap también pueden cobrar su propia prima. Las personas con ingresos más altos pagan más por la Parte B y la Parte D: el ajuste mensual relacionado con el ingreso (IRMAA).",
    earlierDefinition:
      "La cantidad que usted paga cada mes por su cobertura de salud o de medicamentos, la use o no. En 2025 la prima estándar de la Parte B es de {{fig:partB.premium@2025}} al mes; cambia cada enero. Los planes Medicare Advantage, de la Parte D y Medigap también pueden cobrar su propia prima. Las personas con ingresos más altos pagan más por la Parte B y la Parte D: el ajuste mensual relacionado con el ingreso (IRMAA).",
    example:
      "Su prima de la Parte B de {{fig:partB.premium}} y la prima de su plan de medicamentos se descuentan cada mes de su pago del Seguro Social.",
  },
  "preventive-services": {
    term: "Servicios preventivos",
    letter: "S",
    definition:
      "Atención que ayuda a prevenir enfermedades o a detectarlas a tiempo, como las vacunas contra la gripe y la neumonía, las pruebas de detección del cáncer y una visita anual de bienestar. La Parte B cubre muchos de ellos. Usted no paga nada por la mayoría de los servicios preventivos si su proveedor acepta la asignación.",
    example:
      "En su visita anual de bienestar, su médico actualiza su plan de prevención y le pide una prueba de detección. Usted no paga nada por la visita.",
  },
  "prior-authorization": {
    term: "Autorización previa",
    letter: "A",
    definition:
      "Una aprobación que usted o su médico deben obtener de su plan antes de que cubra ciertos servicios o medicamentos. Los planes Medicare Advantage y de la Parte D la piden con frecuencia. Medicare Original la pide solo para unos pocos artículos y servicios. Si niegan la solicitud, usted puede apelar.",
    example:
      "Su plan Medicare Advantage debe aprobar una resonancia magnética antes de que se la hagan. El consultorio de su médico envía la solicitud, y el plan la aprueba en pocos días.",
  },
  sep: {
    term: "Período de Inscripción Especial (SEP)",
    letter: "P",
    definition:
      "Un momento fuera de los períodos habituales en que puede inscribirse en Medicare o cambiar de plan por un cambio en su vida. Por ejemplo, si tiene cobertura de un trabajo actual, suyo o de su cónyuge, puede inscribirse en la Parte B mientras tenga esa cobertura o en los {{fig:enrollment.sep.employerMonths}} meses después de que termine el trabajo o la cobertura. Mudarse, perder otra cobertura y otros cambios también le dan un Período de Inscripción Especial. COBRA y la cobertura de jubilados no cuentan como trabajo actual.",
    example:
      "Usted sigue trabajando hasta los 68 años con el plan de salud de su empresa. Se jubila en junio y se inscribe en la Parte B en julio con un Período de Inscripción Especial, sin multa.",
  },
  snf: {
    term: "Centro de enfermería especializada (SNF)",
    letter: "C",
    definition:
      "Un centro que da atención de enfermería especializada o terapia después de una estadía en el hospital. La Parte A lo cubre después de una estadía como paciente hospitalizado de al menos {{fig:partA.snf.qualifyingStayDays}} días seguidos (el tiempo “en observación” no cuenta). Los días 1 a 20 no le cuestan nada; los días 21 a 100 cuestan {{fig:partA.snf.coinsurance.days21to100}} al día en 2026; después del día 100 usted paga todo. Medicare no cubre el cuidado de largo plazo para la vida diaria.",
    example:
      "Después de 4 días en el hospital por una fractura de cadera, usted pasa 3 semanas de rehabilitación en un centro de enfermería especializada. La Parte A paga por completo los primeros 20 días.",
  },
  ssa: {
    term: "Administración del Seguro Social (SSA)",
    letter: "A",
    definition:
      "La agencia federal que inscribe a la mayoría de las personas en la Parte A y la Parte B, decide el ajuste mensual relacionado con el ingreso (IRMAA), recibe las solicitudes de Ayuda Adicional y descuenta las primas de Medicare de los pagos del Seguro Social. Llame al 1-800-772-1213 (TTY 1-800-325-0778; para español, oprima 2) o visite SSA.gov.",
    example:
      "Usted va a cumplir 65 años y todavía no recibe pagos del Seguro Social. Se inscribe en la Parte A y la Parte B en el sitio web del Seguro Social.",
  },
  "star-ratings": {
    term: "Calificaciones por estrellas",
    letter: "C",
    definition:
      "Las calificaciones que da Medicare a los planes Medicare Advantage y de la Parte D, de 1 a 5 estrellas, según su calidad y la experiencia de sus miembros. Se actualizan cada otoño y aparecen en el Buscador de planes de Medicare. Si hay un plan de 5 estrellas donde usted vive, puede cambiarse a él una vez entre el 8 de diciembre y el 30 de noviembre.",
    example:
      "Al comparar dos planes con costos parecidos, usted elige el de 4.5 estrellas en lugar del de 3 estrellas.",
  },
  telehealth: {
    term: "Telesalud",
    letter: "T",
    definition:
      "Atención que recibe de un médico u otro proveedor por video o por teléfono, en lugar de en persona. Medicare cubre algunos servicios de telesalud, incluida la atención de salud mental desde su casa. Otras reglas de telesalud han cambiado varias veces, así que pregunte a su proveedor o a Medicare cuáles se aplican ahora. Muchos planes Medicare Advantage ofrecen beneficios adicionales de telesalud.",
    example:
      "Usted habla con su consejero por video desde la mesa de su cocina, y la Parte B cubre la consulta como si fuera en el consultorio.",
  },
};
