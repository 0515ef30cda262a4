/**
 * Enrollment timeline content (spec part 2): the 7 months of the Initial Enrollment
 * Period with a status each, How to Apply, Avoid Penalties and a 5-step checklist.
 * Start dates follow the rules in force since 1 January 2023 (facts file, section 7):
 * sign up before the birthday month and coverage starts that month; sign up in or
 * after it and coverage starts the month after you sign up.
 */
import type { ChecklistItem, InfoItem, TimelineStep } from "./types.ts";

export const TIMELINE_STEPS: readonly TimelineStep[] = [
  {
    id: "month-minus-3",
    offset: -3,
    month: { en: "3 months before your birthday month", es: "3 meses antes del mes de su cumpleaños" },
    status: "optimal",
    title: { en: "Your Initial Enrollment Period opens", es: "Empieza su Período de Inscripción Inicial" },
    description: {
      en: "The best time to sign up. Your coverage starts on the first day of your birthday month, and you have time to compare plans.",
      es: "El mejor momento para inscribirse. Su cobertura empieza el primer día del mes de su cumpleaños y tiene tiempo para comparar planes.",
    },
  },
  {
    id: "month-minus-2",
    offset: -2,
    month: { en: "2 months before your birthday month", es: "2 meses antes del mes de su cumpleaños" },
    status: "optimal",
    title: { en: "Still the best time to sign up", es: "Sigue siendo el mejor momento para inscribirse" },
    description: {
      en: "Coverage still starts on the first day of your birthday month. Compare Medicare Advantage, Medigap and Part D plans now.",
      es: "La cobertura sigue empezando el primer día del mes de su cumpleaños. Compare ahora los planes Medicare Advantage, Medigap y de la Parte D.",
    },
  },
  {
    id: "month-minus-1",
    offset: -1,
    month: { en: "The month before your birthday month", es: "El mes anterior al mes de su cumpleaños" },
    status: "good",
    title: { en: "A good time, with less room to spare", es: "Un buen momento, con menos margen" },
    description: {
      en: "Sign up now and coverage still starts on the first day of your birthday month. Do not wait longer: leave time for your application to be processed.",
      es: "Si se inscribe ahora, la cobertura sigue empezando el primer día del mes de su cumpleaños. No espere más: deje tiempo para que se tramite su solicitud.",
    },
  },
  {
    id: "birthday-month",
    offset: 0,
    month: { en: "Your birthday month", es: "El mes de su cumpleaños" },
    status: "okay",
    title: { en: "You turn 65", es: "Cumple 65 años" },
    description: {
      en: "You can still sign up, but coverage starts on the first day of the next month. You may have a short time without coverage.",
      es: "Todavía puede inscribirse, pero la cobertura empieza el primer día del mes siguiente. Puede quedarse un tiempo corto sin cobertura.",
    },
  },
  {
    id: "month-plus-1",
    offset: 1,
    month: { en: "1 month after your birthday month", es: "1 mes después del mes de su cumpleaños" },
    status: "caution",
    title: { en: "Sign up soon", es: "Inscríbase pronto" },
    description: {
      en: "Coverage starts on the first day of the month after you sign up. Each month you wait is a month without Medicare.",
      es: "La cobertura empieza el primer día del mes después de inscribirse. Cada mes que espera es un mes sin Medicare.",
    },
  },
  {
    id: "month-plus-2",
    offset: 2,
    month: { en: "2 months after your birthday month", es: "2 meses después del mes de su cumpleaños" },
    status: "caution",
    title: { en: "Time is running out", es: "Se acaba el tiempo" },
    description: {
      en: "Coverage starts on the first day of the month after you sign up. Only one more month remains in your Initial Enrollment Period.",
      es: "La cobertura empieza el primer día del mes después de inscribirse. Solo le queda un mes más de su Período de Inscripción Inicial.",
    },
  },
  {
    id: "month-plus-3",
    offset: 3,
    month: { en: "3 months after your birthday month", es: "3 meses después del mes de su cumpleaños" },
    status: "urgent",
    title: { en: "Last month to sign up", es: "Último mes para inscribirse" },
    description: {
      en: "Your Initial Enrollment Period ends this month. After it, you may have to wait for the General Enrollment Period (January 1 to March 31) and pay a late penalty for as long as you have Part B.",
      es: "Su Período de Inscripción Inicial termina este mes. Después, puede que tenga que esperar al Período de Inscripción General (del 1 de enero al 31 de marzo) y pagar una multa por inscripción tardía mientras tenga la Parte B.",
    },
  },
];

export const HOW_TO_APPLY: readonly InfoItem[] = [
  {
    id: "automatic",
    heading: { en: "If you already get Social Security benefits", es: "Si ya recibe beneficios del Seguro Social" },
    text: {
      en: "You are signed up for Part A and Part B automatically. Your Medicare card arrives by mail before your birthday month. You can keep Part B or turn it down by following the instructions that come with the card.",
      es: "Queda inscrito en la Parte A y la Parte B automáticamente. Su tarjeta de Medicare llega por correo antes del mes de su cumpleaños. Puede quedarse con la Parte B o rechazarla siguiendo las instrucciones que vienen con la tarjeta.",
    },
  },
  {
    id: "online",
    heading: { en: "Online", es: "Por internet" },
    text: {
      en: "Apply for Medicare on the Social Security website. You do not need to visit an office.",
      es: "Solicite Medicare en el sitio web del Seguro Social. No tiene que ir a una oficina.",
    },
  },
  {
    id: "phone-office",
    heading: { en: "By phone or in person", es: "Por teléfono o en persona" },
    text: {
      en: "Call Social Security or visit your local Social Security office. For Spanish on the phone, press 2.",
      es: "Llame al Seguro Social o visite su oficina local del Seguro Social. Para recibir atención en español por teléfono, marque 2.",
    },
  },
];

export const AVOID_PENALTIES: readonly InfoItem[] = [
  {
    id: "part-b-penalty",
    heading: { en: "Part B late enrollment penalty", es: "Multa por inscripción tardía en la Parte B" },
    text: {
      en: "If you do not sign up for Part B when you are first eligible, your premium can go up {{fig:partB.latePenalty.percentPer12Months}} for each full 12-month period you could have had it. You pay the higher premium for as long as you have Part B.",
      es: "Si no se inscribe en la Parte B cuando tiene derecho por primera vez, su prima puede subir un {{fig:partB.latePenalty.percentPer12Months}} por cada período completo de 12 meses en que pudo tenerla. Pagará la prima más alta mientras tenga la Parte B.",
    },
  },
  {
    id: "part-d-penalty",
    heading: { en: "Part D late enrollment penalty", es: "Multa por inscripción tardía en la Parte D" },
    text: {
      en: "If you go {{fig:partD.latePenalty.gapDays}} days or more in a row without Part D or other creditable drug coverage, you may pay a penalty: {{fig:partD.latePenalty.percentPerMonth}} of the national base beneficiary premium ({{fig:partD.basePremium}} a month in 2026) for each full month without coverage. It is added to your premium for as long as you have Part D.",
      es: "Si pasa {{fig:partD.latePenalty.gapDays}} días seguidos o más sin la Parte D ni otra cobertura acreditable de medicamentos, puede pagar una multa: el {{fig:partD.latePenalty.percentPerMonth}} de la prima de base nacional ({{fig:partD.basePremium}} al mes en 2026) por cada mes completo sin cobertura. Se suma a su prima mientras tenga la Parte D.",
    },
  },
  {
    id: "employer-coverage",
    heading: { en: "Still working? You may be able to wait", es: "¿Sigue trabajando? Es posible que pueda esperar" },
    text: {
      en: "If you have health coverage from your or your spouse's current job, you may be able to delay Part B without a penalty. You then get a Special Enrollment Period of {{fig:enrollment.sep.employerMonths}} months after the job or the coverage ends. Retiree coverage and COBRA do not count.",
      es: "Si tiene cobertura médica por su empleo actual o el de su cónyuge, es posible que pueda retrasar la Parte B sin multa. Después tendrá un Período de Inscripción Especial de {{fig:enrollment.sep.employerMonths}} meses cuando termine el empleo o la cobertura. La cobertura para jubilados y COBRA no cuentan.",
    },
  },
];

export const CHECKLIST: readonly ChecklistItem[] = [
  {
    id: "mark-dates",
    text: {
      en: "Mark the start and end of your Initial Enrollment Period on your calendar",
      es: "Anote en su calendario el comienzo y el final de su Período de Inscripción Inicial",
    },
  },
  {
    id: "check-coverage",
    text: {
      en: "Ask your employer or plan whether your current coverage counts as creditable",
      es: "Pregunte a su empleador o a su plan si su cobertura actual cuenta como acreditable",
    },
  },
  {
    id: "choose-path",
    text: {
      en: "Decide between Original Medicare (with Medigap) and Medicare Advantage",
      es: "Decida entre Medicare Original (con Medigap) y Medicare Advantage",
    },
  },
  {
    id: "sign-up",
    text: {
      en: "Sign up for Part A and Part B with Social Security, or confirm you were signed up automatically",
      es: "Inscríbase en la Parte A y la Parte B con el Seguro Social, o confirme que quedó inscrito automáticamente",
    },
  },
  {
    id: "drug-coverage",
    text: {
      en: "Join a Part D plan or a Medicare Advantage Plan with drug coverage, unless you have other creditable drug coverage",
      es: "Inscríbase en un plan de la Parte D o en un plan Medicare Advantage con cobertura de medicamentos, salvo que tenga otra cobertura acreditable de medicamentos",
    },
  },
];
