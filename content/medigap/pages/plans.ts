/** /medigap-plans (Plan G vs. N overview, excess charges, yearly example, quiz prompt) and /medigap/plan-g-vs-n. */
import type { MedigapPage } from "../types.ts";

export const PLANS: MedigapPage = {
  id: "medigap-plans",
  path: "/medigap-plans",
  title: { en: "Medigap Plans: Plan G and Plan N", es: "Planes Medigap: el Plan G y el Plan N" },
  description: {
    en: "Plan G and Plan N side by side: what each pays, typical premiums, Part B excess charges and a yearly cost example.",
    es: "El Plan G y el Plan N lado a lado: lo que paga cada uno, las primas habituales, los cargos en exceso de la Parte B y un ejemplo de costo anual.",
  },
  lede: {
    en: "Plan G and Plan N are the two Medigap plans most people new to Medicare choose between. Both pay most of what Original Medicare leaves you. They differ in copays, excess charges and price.",
    es: "El Plan G y el Plan N son los dos planes Medigap entre los que eligen la mayoría de las personas nuevas en Medicare. Los dos pagan casi todo lo que Medicare Original deja a su cargo. Se diferencian en los copagos, los cargos en exceso y el precio.",
  },
  back: { href: "/medigap", label: { en: "Back to Medigap", es: "Volver a Medigap" } },
  onThisPage: false,
  sections: [
    {
      id: "g-vs-n",
      heading: { en: "Plan G and Plan N compared", es: "Comparación del Plan G y el Plan N" },
      blocks: [{ kind: "widget", widget: "gvn-comparison" }],
    },
    {
      id: "excess-charges",
      heading: { en: "What are Part B excess charges?", es: "¿Qué son los cargos en exceso de la Parte B?" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "Most doctors accept assignment: they take the Medicare-approved amount as full payment. A doctor who does not accept assignment may charge you up to {{fig:partB.excessChargeLimit}} more than the approved amount. That extra is the excess charge, also called the limiting charge.",
            es: "La mayoría de los médicos acepta la asignación: aceptan la cantidad aprobada por Medicare como pago total. Un médico que no acepta la asignación puede cobrarle hasta un {{fig:partB.excessChargeLimit}} más que la cantidad aprobada. Esa diferencia es el cargo en exceso, también llamado cargo límite.",
          },
        },
        {
          kind: "paragraph",
          text: {
            en: "Plan G pays excess charges. Plan N does not, so with Plan N you pay them yourself.",
            es: "El Plan G paga los cargos en exceso. El Plan N no los paga, así que con el Plan N los paga usted.",
          },
        },
        { kind: "widget", widget: "excess-example" },
        {
          kind: "paragraph",
          text: {
            en: "Some states do not allow excess charges. The list usually given is Connecticut, Massachusetts, Minnesota, New York, Ohio, Pennsylvania, Rhode Island and Vermont, but the rules differ (New York, for example, limits them rather than banning them). Check with your state before you decide. You can also ask each doctor if they accept assignment.",
            es: "Algunos estados no permiten los cargos en exceso. La lista que se suele dar es Connecticut, Massachusetts, Minnesota, Nueva York, Ohio, Pensilvania, Rhode Island y Vermont, pero las reglas varían (Nueva York, por ejemplo, los limita en lugar de prohibirlos). Consulte con su estado antes de decidir. También puede preguntarle a cada médico si acepta la asignación.",
          },
        },
      ],
    },
    {
      id: "yearly-example",
      heading: { en: "A yearly cost example", es: "Un ejemplo de costo anual" },
      blocks: [{ kind: "widget", widget: "annual-example" }],
    },
    {
      id: "quiz",
      heading: { en: "Not sure which path fits you?", es: "¿No sabe qué camino le conviene?" },
      blocks: [
        {
          kind: "paragraph",
          text: {
            en: "Answer a few short questions to find the Medicare path that fits your situation, including whether Medigap makes sense for you.",
            es: "Responda unas preguntas breves para encontrar el camino de Medicare que mejor se adapta a su situación, incluso si Medigap le conviene.",
          },
        },
        {
          kind: "links",
          links: [
            {
              href: "/find-your-path",
              label: {
                en: "Take the Find My Medicare Path quiz",
                es: "Haga el cuestionario Encuentre su camino en Medicare",
              },
            },
          ],
        },
      ],
    },
  ],
  related: [
    {
      href: "/medigap/plan-g-vs-n",
      label: { en: "Plan G vs. Plan N: which costs less for you", es: "Plan G o Plan N: cuál le cuesta menos" },
    },
    { href: "/medigap/high-deductible-g", label: { en: "High-deductible Plan G", es: "El Plan G con deducible alto" } },
    {
      href: "/medigap/guaranteed-issue-rights",
      label: { en: "Guaranteed issue rights", es: "Derechos de emisión garantizada" },
    },
    { href: "/medigap", label: { en: "Medigap basics", es: "Lo básico de Medigap" } },
  ],
};

export const G_VS_N: MedigapPage = {
  id: "medigap-plan-g-vs-n",
  path: "/medigap/plan-g-vs-n",
  title: { en: "Plan G vs. Plan N", es: "Plan G o Plan N" },
  description: {
    en: "How Medigap Plan G and Plan N differ in coverage, copays, excess charges and yearly cost, and who each plan suits.",
    es: "En qué se diferencian el Plan G y el Plan N de Medigap en cobertura, copagos, cargos en exceso y costo anual, y a quién le conviene cada uno.",
  },
  lede: {
    en: "Plan N usually costs less each month. Plan G pays more of your bills. Which one costs less over a year depends on how often you see a doctor and whether your doctors accept assignment.",
    es: "El Plan N suele costar menos cada mes. El Plan G paga una parte mayor de sus facturas. Cuál cuesta menos en un año depende de la frecuencia con que va al médico y de si sus médicos aceptan la asignación.",
  },
  back: { href: "/medigap", label: { en: "Back to Medigap", es: "Volver a Medigap" } },
  onThisPage: false,
  sections: [
    {
      id: "comparison",
      heading: { en: "What each plan pays", es: "Lo que paga cada plan" },
      blocks: [{ kind: "widget", widget: "gvn-comparison" }],
    },
    {
      id: "yearly-cost",
      heading: { en: "Which costs less over a year?", es: "¿Cuál cuesta menos en un año?" },
      blocks: [
        { kind: "widget", widget: "annual-example" },
        {
          kind: "paragraph",
          text: {
            en: "Plan N costs more if you have many office visits, emergency room visits, or doctors who charge excess charges. Get prices for both plans from several companies: the same plan can cost very different amounts.",
            es: "El Plan N cuesta más si tiene muchas consultas, visitas a la sala de emergencias o médicos que cobran cargos en exceso. Pida precios de los dos planes a varias compañías: el mismo plan puede costar cantidades muy distintas.",
          },
        },
      ],
    },
  ],
  related: [
    {
      href: "/medigap-plans",
      label: { en: "Part B excess charges explained", es: "Los cargos en exceso de la Parte B" },
      text: { en: "What they are, and the states that limit them.", es: "Qué son y los estados que los limitan." },
    },
    {
      href: "/medigap/high-deductible-g",
      label: { en: "High-deductible Plan G", es: "El Plan G con deducible alto" },
      text: {
        en: "A lower premium in exchange for a yearly deductible.",
        es: "Una prima más baja a cambio de un deducible anual.",
      },
    },
    {
      href: "/medigap/guaranteed-issue-rights",
      label: { en: "Guaranteed issue rights", es: "Derechos de emisión garantizada" },
      text: {
        en: "When you can buy either plan without health questions.",
        es: "Cuándo puede comprar cualquiera de los dos planes sin preguntas sobre su salud.",
      },
    },
    {
      href: "/find-your-path",
      label: { en: "Find My Medicare Path", es: "Encuentre su camino en Medicare" },
      text: {
        en: "A short quiz that points you to the right guide.",
        es: "Un cuestionario breve que le indica la guía adecuada.",
      },
    },
  ],
};
