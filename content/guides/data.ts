/**
 * The guides, newest first (the "Newest" sort keeps this order). Each points to a page
 * of this site (built or planned: validate.ts checks the route table) or to an official
 * page. Seven are featured. No dollar figure is written here: the pages they open give
 * the year's figures from content/figures.
 */
import type { Guide } from "./types.ts";
import { CURRENT_PLAN_YEAR } from "../figures/plan-year.ts";
import { currentCostsPageId, routePath } from "../routes/index.ts";

export const GUIDES: readonly Guide[] = [
  {
    id: "medicare-2026-changes",
    category: "updates",
    featured: false,
    url: "/news",
    title: { en: "What changed in Medicare for 2026", es: "Qué cambió en Medicare para 2026" },
    excerpt: {
      en: "New premiums, a higher cap on drug costs and other changes this year, in plain language.",
      es: "Las nuevas primas, un límite más alto para los gastos en medicamentos y otros cambios de este año, en palabras sencillas.",
    },
  },
  {
    id: "parts-explained",
    category: "coverage",
    featured: true,
    url: "/parts-abcd-comparison",
    title: { en: "Medicare Parts A, B, C and D explained", es: "Las Partes A, B, C y D de Medicare, explicadas" },
    excerpt: {
      en: "What each part of Medicare covers, who runs it and how the parts fit together.",
      es: "Qué cubre cada parte de Medicare, quién la administra y cómo se complementan.",
    },
  },
  {
    id: "costs-2026",
    category: "costs",
    featured: true,
    url: routePath(currentCostsPageId()),
    title: { en: `Medicare costs in ${CURRENT_PLAN_YEAR}`, es: `Los costos de Medicare en ${CURRENT_PLAN_YEAR}` },
    excerpt: {
      en: "Premiums, deductibles and coinsurance for Part A, Part B and drug coverage this year.",
      es: "Primas, deducibles y coseguro de la Parte A, la Parte B y la cobertura de medicamentos de este año.",
    },
  },
  {
    id: "when-to-sign-up",
    category: "enrollment",
    featured: true,
    url: "/enrollment-timeline",
    title: { en: "When to sign up for Medicare", es: "Cuándo inscribirse en Medicare" },
    excerpt: {
      en: "Your Initial Enrollment Period lasts 7 months around your 65th birthday. Here is how to use it and avoid late penalties.",
      es: "Su Período de Inscripción Inicial dura 7 meses alrededor de su cumpleaños número 65. Así puede aprovecharlo y evitar las multas por inscripción tardía.",
    },
  },
  {
    id: "plan-g-vs-n",
    category: "medigap",
    featured: true,
    url: "/medigap/plan-g-vs-n",
    title: { en: "Medigap Plan G vs. Plan N", es: "Medigap: Plan G o Plan N" },
    excerpt: {
      en: "Two popular Medicare Supplement plans compared: what each pays, and when Plan N's copays matter.",
      es: "Comparamos dos planes populares de Seguro complementario de Medicare: qué paga cada uno y cuándo importan los copagos del Plan N.",
    },
  },
  {
    id: "advantage-or-medigap",
    category: "advantage",
    featured: true,
    url: "/path/advantage-vs-supplement",
    title: { en: "Medicare Advantage or Medigap: how to choose", es: "Medicare Advantage o Medigap: cómo elegir" },
    excerpt: {
      en: "Networks, costs and the freedom to choose your doctors: what you gain and give up on each path.",
      es: "Redes, costos y libertad para elegir a sus médicos: lo que gana y lo que cede con cada opción.",
    },
  },
  {
    id: "irmaa-explained",
    category: "costs",
    featured: true,
    url: "/irmaa-income-brackets",
    title: {
      en: "IRMAA: what people with higher incomes pay",
      es: "IRMAA: lo que pagan las personas con ingresos más altos",
    },
    excerpt: {
      en: "How the income-related monthly adjustment amount, set by your income from two years ago, can raise your Part B and Part D premiums, and how to appeal.",
      es: "Cómo el ajuste mensual relacionado con el ingreso, según sus ingresos de hace dos años, puede aumentar sus primas de la Parte B y la Parte D, y cómo apelar.",
    },
  },
  {
    id: "part-d-cap",
    category: "drug-plans",
    featured: true,
    url: "/parts-abcd-comparison#part-d",
    title: {
      en: "Part D: the yearly cap on your drug costs",
      es: "Parte D: el límite anual de sus gastos en medicamentos",
    },
    excerpt: {
      en: "Since 2025 there is a yearly limit on what you pay for covered drugs. Here is how it works.",
      es: "Desde 2025 hay un límite anual para lo que usted paga por los medicamentos cubiertos. Así funciona.",
    },
  },
  {
    id: "open-enrollment-checklist",
    category: "updates",
    featured: false,
    url: "/enrollment-timeline",
    title: {
      en: "Open Enrollment checklist (October 15 to December 7)",
      es: "Lista para el Período de Inscripción Abierta (del 15 de octubre al 7 de diciembre)",
    },
    excerpt: {
      en: "Check your plan's changes for next year, and compare plans before the deadline.",
      es: "Revise los cambios de su plan para el próximo año y compare planes antes de la fecha límite.",
    },
  },
  {
    id: "annual-notice-of-change",
    category: "updates",
    featured: false,
    url: "/path/staying-informed",
    title: { en: "Reading your plan's Annual Notice of Change", es: "Cómo leer el Aviso Anual de Cambios de su plan" },
    excerpt: {
      en: "Plans send this letter by September 30. It lists next year's changes to costs and coverage.",
      es: "Los planes envían esta carta a más tardar el 30 de septiembre. Indica los cambios de costos y cobertura del próximo año.",
    },
  },
  {
    id: "look-up-coverage",
    category: "coverage",
    featured: false,
    url: "https://www.medicare.gov/coverage",
    urlEs: "https://es.medicare.gov/coverage",
    title: { en: "Look up what Medicare covers", es: "Busque qué cubre Medicare" },
    excerpt: {
      en: "Medicare's official tool: search for a test, item or service to see if it is covered.",
      es: "La herramienta oficial de Medicare: busque una prueba, un artículo o un servicio para ver si está cubierto.",
    },
  },
  {
    id: "hospital-and-skilled-nursing",
    category: "coverage",
    featured: false,
    url: "/parts-abcd-comparison#part-a",
    title: {
      en: "Hospital stays and skilled nursing care under Part A",
      es: "Estadías en el hospital y en un centro de enfermería especializada con la Parte A",
    },
    excerpt: {
      en: "How benefit periods work, and why a 3-day inpatient stay matters for skilled nursing care.",
      es: "Cómo funcionan los períodos de beneficios y por qué importa una estadía hospitalaria de 3 días para la atención de enfermería especializada.",
    },
  },
  {
    id: "preventive-services",
    category: "coverage",
    featured: false,
    url: "/encyclopedia",
    title: { en: "Preventive services and screenings", es: "Servicios preventivos y pruebas de detección" },
    excerpt: {
      en: "Many screenings and vaccines cost you nothing when your provider accepts assignment.",
      es: "Muchas pruebas de detección y vacunas no le cuestan nada si su proveedor acepta la asignación.",
    },
  },
  {
    id: "lower-your-costs",
    category: "costs",
    featured: false,
    url: "/path/cost-optimization",
    title: { en: "Five ways to lower your Medicare costs", es: "Cinco maneras de reducir sus costos de Medicare" },
    excerpt: {
      en: "Practical steps, from reviewing your drug plan each fall to checking if you qualify for help.",
      es: "Pasos prácticos, desde revisar su plan de medicamentos cada otoño hasta ver si califica para recibir ayuda.",
    },
  },
  {
    id: "estimate-costs",
    category: "costs",
    featured: false,
    url: "/tools/cost-estimator",
    title: { en: "Estimate your yearly Medicare costs", es: "Calcule sus costos anuales de Medicare" },
    excerpt: {
      en: "Add up premiums, deductibles and your usual care to see a yearly total, not just the monthly premium.",
      es: "Sume las primas, los deducibles y su atención habitual para ver un total anual, no solo la prima mensual.",
    },
  },
  {
    id: "late-penalties",
    category: "enrollment",
    featured: false,
    url: "/path/getting-started",
    title: {
      en: "Late enrollment penalties and how to avoid them",
      es: "Las multas por inscripción tardía y cómo evitarlas",
    },
    excerpt: {
      en: "Part B and Part D penalties can last as long as you have that coverage. Know the deadlines that apply to you.",
      es: "Las multas de la Parte B y la Parte D pueden durar mientras tenga esa cobertura. Conozca las fechas límite que le corresponden.",
    },
  },
  {
    id: "working-past-65",
    category: "enrollment",
    featured: false,
    url: "/path/getting-started",
    title: {
      en: "Working past 65: do you need Part B now?",
      es: "Si trabaja después de los 65: ¿necesita la Parte B ahora?",
    },
    excerpt: {
      en: "If you have coverage from a current job, you may be able to delay Part B without a penalty. The size of the employer matters.",
      es: "Si tiene cobertura por su trabajo actual, quizás pueda retrasar la Parte B sin multa. El tamaño del empleador importa.",
    },
  },
  {
    id: "enrollment-date-finder",
    category: "enrollment",
    featured: false,
    url: "/tools/enrollment-finder",
    title: { en: "Find your Medicare enrollment dates", es: "Encuentre sus fechas de inscripción en Medicare" },
    excerpt: {
      en: "Enter your date of birth to see your Initial Enrollment Period and when your coverage starts.",
      es: "Escriba su fecha de nacimiento para ver su Período de Inscripción Inicial y cuándo empieza su cobertura.",
    },
  },
  {
    id: "special-enrollment-periods",
    category: "enrollment",
    featured: false,
    url: "/enrollment-timeline",
    title: { en: "Special Enrollment Periods explained", es: "Los Períodos de Inscripción Especial, explicados" },
    excerpt: {
      en: "Moving, losing other coverage or leaving a job can let you sign up or change plans outside the usual dates.",
      es: "Mudarse, perder otra cobertura o dejar un trabajo puede permitirle inscribirse o cambiar de plan fuera de las fechas habituales.",
    },
  },
  {
    id: "medigap-basics",
    category: "medigap",
    featured: false,
    url: "/medigap",
    title: {
      en: "Medigap basics: what a supplement pays",
      es: "Lo básico de Medigap: qué paga un seguro complementario",
    },
    excerpt: {
      en: "Medigap helps pay costs that Original Medicare leaves to you. It does not work with Medicare Advantage.",
      es: "Medigap ayuda a pagar los costos que Medicare Original le deja a usted. No funciona con Medicare Advantage.",
    },
  },
  {
    id: "guaranteed-issue-rights",
    category: "medigap",
    featured: false,
    url: "/medigap/guaranteed-issue-rights",
    title: { en: "Your Medigap guaranteed issue rights", es: "Sus derechos de emisión garantizada de Medigap" },
    excerpt: {
      en: "Situations in which an insurance company must sell you a Medigap policy, whatever your health.",
      es: "Situaciones en las que una compañía de seguros debe venderle una póliza Medigap, sin importar su salud.",
    },
  },
  {
    id: "high-deductible-g",
    category: "medigap",
    featured: false,
    url: "/medigap/high-deductible-g",
    title: { en: "High-deductible Plan G", es: "Plan G con deducible alto" },
    excerpt: {
      en: "A lower premium in exchange for a yearly deductible: who it can suit.",
      es: "Una prima más baja a cambio de un deducible anual: a quién le puede convenir.",
    },
  },
  {
    id: "compare-medigap-plans",
    category: "medigap",
    featured: false,
    url: "/medigap-plans",
    title: { en: "Compare all Medigap plans", es: "Compare todos los planes Medigap" },
    excerpt: {
      en: "The standardized plans side by side: what each one covers, from Plan A to Plan N.",
      es: "Los planes estandarizados uno junto a otro: qué cubre cada uno, del Plan A al Plan N.",
    },
  },
  {
    id: "advantage-networks",
    category: "advantage",
    featured: false,
    url: "/encyclopedia",
    title: { en: "How Medicare Advantage networks work", es: "Cómo funcionan las redes de Medicare Advantage" },
    excerpt: {
      en: "HMO (Health Maintenance Organization) and PPO (Preferred Provider Organization) plans, care in and out of the network, and why to check your doctors every year.",
      es: "Planes HMO (Organización para el Mantenimiento de la Salud) y PPO (Organización de Proveedores Preferidos), atención dentro y fuera de la red, y por qué revisar a sus médicos cada año.",
    },
  },
  {
    id: "plan-finder",
    category: "advantage",
    featured: false,
    url: "https://www.medicare.gov/plan-compare/",
    urlEs: "https://www.medicare.gov/plan-compare/#/?lang=es",
    title: {
      en: "Compare plans with Medicare's Plan Finder",
      es: "Compare planes con el Buscador de planes de Medicare",
    },
    excerpt: {
      en: "Medicare's official tool lists the plans where you live. Sort them by total cost, not only by premium.",
      es: "La herramienta oficial de Medicare muestra los planes donde usted vive. Ordénelos por costo total, no solo por la prima.",
    },
  },
  {
    id: "compare-plan-options",
    category: "advantage",
    featured: false,
    url: "/tools/plan-comparison",
    title: { en: "Compare your plan options side by side", es: "Compare sus opciones de planes una junto a otra" },
    excerpt: {
      en: "Put Original Medicare with Medigap next to a Medicare Advantage Plan and see the differences.",
      es: "Ponga Medicare Original con Medigap junto a un plan Medicare Advantage y vea las diferencias.",
    },
  },
  {
    id: "extra-help",
    category: "drug-plans",
    featured: false,
    url: "https://www.ssa.gov/medicare/part-d-extra-help",
    title: { en: "Extra Help paying for prescriptions", es: "Ayuda Adicional para pagar sus recetas" },
    excerpt: {
      en: "If your income and savings are limited, Extra Help can lower your drug costs. You apply with Social Security.",
      es: "Si sus ingresos y ahorros son limitados, la Ayuda Adicional puede reducir sus gastos en medicamentos. Se solicita al Seguro Social.",
    },
  },
  {
    id: "track-drug-costs",
    category: "drug-plans",
    featured: false,
    url: "/tools/oop-max-tracker",
    title: { en: "Track your out-of-pocket costs", es: "Lleve la cuenta de los gastos de su bolsillo" },
    excerpt: {
      en: "See how close you are to the yearly limit on what you pay.",
      es: "Vea cuánto le falta para llegar al límite anual de lo que paga.",
    },
  },
  {
    id: "review-drug-plan",
    category: "drug-plans",
    featured: false,
    url: "/path/cost-optimization",
    title: { en: "Check your drug plan every fall", es: "Revise su plan de medicamentos cada otoño" },
    excerpt: {
      en: "Plans change their drug lists and prices every year. Compare plans during Open Enrollment.",
      es: "Los planes cambian cada año su lista de medicamentos cubiertos y sus precios. Compare planes durante el Período de Inscripción Abierta.",
    },
  },
  {
    id: "common-questions",
    category: "faqs",
    featured: false,
    url: "/faq",
    title: { en: "Answers to common Medicare questions", es: "Respuestas a preguntas comunes sobre Medicare" },
    excerpt: {
      en: "Ten short answers: when to enroll, changing plans, working past 65 and more.",
      es: "Diez respuestas breves: cuándo inscribirse, cómo cambiar de plan, si trabaja después de los 65 y más.",
    },
  },
  {
    id: "medicare-words",
    category: "faqs",
    featured: false,
    url: "/encyclopedia",
    title: { en: "Medicare words in plain language", es: "Palabras de Medicare en lenguaje sencillo" },
    excerpt: {
      en: "From “assignment” to “late enrollment penalty”: short definitions with examples.",
      es: "De “asignación” a “multa por inscripción tardía”: definiciones breves con ejemplos.",
    },
  },
  {
    id: "irmaa-appeal",
    category: "faqs",
    featured: false,
    url: "/tools/irmaa-appeal",
    title: { en: "Can I appeal my IRMAA?", es: "¿Puedo apelar mi IRMAA?" },
    excerpt: {
      en: "If your income went down after a life-changing event, you can ask Social Security to use your newer income.",
      es: "Si sus ingresos bajaron después de un evento que cambia la vida, puede pedir al Seguro Social que use sus ingresos más recientes.",
    },
  },
];
