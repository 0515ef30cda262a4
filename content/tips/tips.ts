/**
 * "Today's Medicare Tip" on the home page. Plain, true for the current plan year;
 * figures only through {{fig:…}} tokens (resolved at build time).
 */
export interface Tip {
  id: string;
  en: string;
  es: string;
}

export const TIPS: readonly Tip[] = [
  {
    id: "iep",
    en: "Your Initial Enrollment Period lasts {{fig:enrollment.iep.months}} months: it starts 3 months before the month you turn 65 and ends 3 months after it. Signing up early means your coverage can start on time.",
    es: "Su Período de Inscripción Inicial dura {{fig:enrollment.iep.months}} meses: empieza 3 meses antes del mes en que cumple 65 años y termina 3 meses después. Si se inscribe temprano, su cobertura puede empezar a tiempo.",
  },
  {
    id: "aep",
    en: "Every fall, from October 15 to December 7, you can change your Medicare Advantage or drug plan. Read your plan's Annual Notice of Change first: costs and covered drugs can change each year.",
    es: "Cada otoño, del 15 de octubre al 7 de diciembre, puede cambiar su plan Medicare Advantage o su plan de medicamentos. Lea primero el Aviso Anual de Cambios de su plan: los costos y los medicamentos cubiertos pueden cambiar cada año.",
  },
  {
    id: "ship",
    en: "Free, unbiased help is available in every state from your State Health Insurance Assistance Program (SHIP). Counselors do not sell insurance.",
    es: "En todos los estados hay ayuda gratuita e imparcial del Programa Estatal de Asistencia sobre Seguros Médicos (SHIP). Los consejeros no venden seguros.",
  },
  {
    id: "part-d-cap",
    en: "In 2026, what you pay out of pocket for covered Part D drugs is capped at {{fig:partD.oopCap}} for the year. After that, you pay nothing more for covered drugs that year.",
    es: "En 2026, lo que paga de su bolsillo por los medicamentos cubiertos de la Parte D tiene un límite de {{fig:partD.oopCap}} al año. Después de llegar a ese límite, no paga nada más por los medicamentos cubiertos ese año.",
  },
  {
    id: "insulin",
    en: "A month's supply of each covered insulin costs no more than {{fig:partD.insulinCap}}, and the Part D deductible does not apply to it.",
    es: "El suministro de un mes de cada insulina cubierta no cuesta más de {{fig:partD.insulinCap}}, y no se aplica el deducible de la Parte D.",
  },
  {
    id: "extra-help",
    en: "Extra Help is a Medicare program that helps people with limited income and resources pay for Part D drugs. You can apply through Social Security at no cost.",
    es: "La Ayuda Adicional es un programa de Medicare que ayuda a las personas con ingresos y recursos limitados a pagar los medicamentos de la Parte D. Puede solicitarla gratis por medio del Seguro Social.",
  },
  {
    id: "irmaa-lookback",
    en: "IRMAA is based on the income on your tax return from {{fig:irmaa.lookbackYears}} years earlier. If your income went down because of a life-changing event, such as retirement, you can ask Social Security for a new decision.",
    es: "El IRMAA se basa en los ingresos de su declaración de impuestos de hace {{fig:irmaa.lookbackYears}} años. Si sus ingresos bajaron por un cambio importante en su vida, como la jubilación, puede pedirle al Seguro Social una nueva decisión.",
  },
  {
    id: "medigap-oe",
    en: "Your Medigap Open Enrollment Period lasts {{fig:medigap.openEnrollment.months}} months and starts the month you are 65 or older and have Part B. During it, companies cannot turn you down or charge more because of your health.",
    es: "Su Período de Inscripción Abierta de Medigap dura {{fig:medigap.openEnrollment.months}} meses y empieza el mes en que tiene 65 años o más y tiene la Parte B. Durante ese período, las compañías no pueden rechazarlo ni cobrarle más por su salud.",
  },
  {
    id: "scams",
    en: "Medicare will not call you to ask for your Medicare number or to sell you a plan. Hang up, and call 1-800-MEDICARE if you are unsure.",
    es: "Medicare no le llamará para pedirle su número de Medicare ni para venderle un plan. Cuelgue y llame al 1-800-MEDICARE si tiene dudas.",
  },
  {
    id: "creditable",
    en: "Keep the letters that say your drug coverage is creditable. They show you had coverage as good as Medicare's and help you avoid a Part D late enrollment penalty.",
    es: "Guarde las cartas que dicen que su cobertura de medicamentos es acreditable. Demuestran que tuvo una cobertura tan buena como la de Medicare y le ayudan a evitar una multa por inscripción tardía en la Parte D.",
  },
];
