/**
 * The six resource groups of /resources (spec: Official Medicare, Enrollment & Forms,
 * Plan & Coverage Tools, State Support, Fraud & Scam Protection, Extra Help & Savings).
 * Addresses are official (.gov) or the federally funded nonprofit programs named in the
 * facts file. Which of them the facts file confirms is recorded per item (`verified`);
 * the others are from the editors' knowledge and are listed in NOTES.md for a check.
 */
import { helpLine } from "../contacts.ts";
import type { ResourceGroup, ResourcePhone } from "./types.ts";

function officialLine(id: "medicare" | "ssa"): ResourcePhone {
  const line = helpLine(id);
  return {
    display: line.display,
    tel: line.tel,
    tty: line.tty,
    hours:
      id === "medicare"
        ? { en: "24 hours a day, 7 days a week", es: "Las 24 horas del día, los 7 días de la semana" }
        : { en: "Monday to Friday. For Spanish, press 2.", es: "De lunes a viernes. Para español, oprima el 2." },
  };
}

const MEDICARE_LINE = officialLine("medicare");
const SSA_LINE = officialLine("ssa");

export const RESOURCE_GROUPS: readonly ResourceGroup[] = [
  {
    id: "official",
    title: { en: "Official Medicare", es: "Medicare oficial" },
    intro: {
      en: "The government's own Medicare websites and help line.",
      es: "Los sitios web y la línea de ayuda del gobierno para Medicare.",
    },
    items: [
      {
        id: "medicare-gov",
        name: { en: "Medicare.gov", es: "Medicare.gov en español" },
        description: {
          en: "The official Medicare website. Learn what Medicare covers, compare plans and find forms.",
          es: "El sitio oficial de Medicare. Vea qué cubre Medicare, compare planes y encuentre formularios.",
        },
        url: { en: "https://www.medicare.gov/", es: "https://es.medicare.gov/" },
        esPageInEnglish: false,
        phone: MEDICARE_LINE,
        verified: true,
      },
      {
        id: "cms-gov",
        name: {
          en: "Centers for Medicare & Medicaid Services (CMS)",
          es: "Centros de Servicios de Medicare y Medicaid (CMS)",
        },
        description: {
          en: "The federal agency that runs Medicare. It publishes the rules, yearly costs and news releases.",
          es: "La agencia federal que administra Medicare. Publica las reglas, los costos de cada año y los comunicados de prensa.",
        },
        url: { en: "https://www.cms.gov/", es: "https://www.cms.gov/" },
        esPageInEnglish: true,
        verified: true,
      },
      {
        id: "ssa-medicare",
        name: { en: "Social Security: Medicare", es: "Seguro Social en español" },
        description: {
          en: "Social Security signs most people up for Medicare Part A and Part B and decides IRMAA.",
          es: "El Seguro Social inscribe a la mayoría de las personas en la Parte A y la Parte B de Medicare y decide el ajuste mensual relacionado con el ingreso (IRMAA).",
        },
        url: { en: "https://www.ssa.gov/medicare/", es: "https://www.ssa.gov/espanol/" },
        esPageInEnglish: false,
        phone: SSA_LINE,
        verified: true,
      },
      {
        id: "medicare-and-you",
        name: { en: "Medicare & You handbook", es: "Manual Medicare y Usted" },
        description: {
          en: "Medicare's yearly handbook. It explains your choices and the costs for the coming year.",
          es: "El manual anual de Medicare. Explica sus opciones y los costos del próximo año.",
        },
        url: { en: "https://www.medicare.gov/medicare-and-you", es: "https://es.medicare.gov/medicare-and-you" },
        esPageInEnglish: false,
        verified: false,
      },
    ],
  },
  {
    id: "enrollment",
    title: { en: "Enrollment & Forms", es: "Inscripción y formularios" },
    intro: {
      en: "Where to sign up for Medicare and find the forms you may need.",
      es: "Dónde inscribirse en Medicare y encontrar los formularios que puede necesitar.",
    },
    items: [
      {
        id: "ssa-sign-up",
        name: { en: "Sign up for Medicare (Social Security)", es: "Inscribirse en Medicare (Seguro Social)" },
        description: {
          en: "Apply for Part A and Part B online, by phone or at a Social Security office.",
          es: "Solicite la Parte A y la Parte B por internet, por teléfono o en una oficina del Seguro Social.",
        },
        url: { en: "https://www.ssa.gov/medicare/sign-up", es: "https://www.ssa.gov/medicare/sign-up" },
        esPageInEnglish: true,
        phone: SSA_LINE,
        verified: false,
      },
      {
        id: "get-started",
        name: { en: "Get started with Medicare", es: "Cómo empezar con Medicare" },
        description: {
          en: "Medicare's step-by-step guide: when you can sign up and when your coverage starts.",
          es: "La guía paso a paso de Medicare: cuándo puede inscribirse y cuándo empieza su cobertura.",
        },
        url: {
          en: "https://www.medicare.gov/basics/get-started-with-medicare",
          es: "https://es.medicare.gov/basics/get-started-with-medicare",
        },
        esPageInEnglish: false,
        verified: false,
      },
      {
        id: "medicare-forms",
        name: { en: "Medicare forms", es: "Formularios de Medicare" },
        description: {
          en: "Official forms, for example to name someone who can talk to Medicare for you or to file a claim.",
          es: "Formularios oficiales, por ejemplo para nombrar a alguien que hable con Medicare por usted o para presentar una reclamación.",
        },
        url: {
          en: "https://www.medicare.gov/basics/forms-publications-mailings/forms",
          es: "https://es.medicare.gov/basics/forms-publications-mailings/forms",
        },
        esPageInEnglish: false,
        verified: false,
      },
      {
        id: "ssa-44",
        name: {
          en: "Form SSA-44: life-changing event (IRMAA)",
          es: "Formulario SSA-44: evento que cambia la vida (IRMAA)",
        },
        description: {
          en: "Ask Social Security to lower IRMAA after a life-changing event, such as retirement or the death of a spouse.",
          es: "Pida al Seguro Social que reduzca el IRMAA después de un evento que cambia la vida, como la jubilación o la muerte del cónyuge.",
        },
        url: { en: "https://www.ssa.gov/forms/ssa-44.pdf", es: "https://www.ssa.gov/forms/ssa-44.pdf" },
        esPageInEnglish: true,
        verified: false,
      },
      {
        id: "my-social-security",
        name: { en: "my Social Security account", es: "Cuenta my Social Security" },
        description: {
          en: "Your personal Social Security account: check your benefits, get letters and change your address.",
          es: "Su cuenta personal del Seguro Social: revise sus beneficios, obtenga cartas y cambie su dirección.",
        },
        url: { en: "https://www.ssa.gov/myaccount/", es: "https://www.ssa.gov/myaccount/" },
        esPageInEnglish: true,
        verified: false,
      },
    ],
  },
  {
    id: "tools",
    title: { en: "Plan & Coverage Tools", es: "Herramientas de planes y cobertura" },
    intro: {
      en: "Medicare's own tools to compare plans and check what is covered.",
      es: "Las herramientas de Medicare para comparar planes y ver qué está cubierto.",
    },
    items: [
      {
        id: "plan-finder",
        name: { en: "Medicare Plan Finder", es: "Buscador de planes de Medicare" },
        description: {
          en: "Compare Medicare Advantage Plans and Medicare drug plans where you live, with your own drugs.",
          es: "Compare los planes Medicare Advantage y los planes de medicamentos donde usted vive, con sus propios medicamentos.",
        },
        url: { en: "https://www.medicare.gov/plan-compare/", es: "https://www.medicare.gov/plan-compare/#/?lang=es" },
        esPageInEnglish: false,
        verified: false,
      },
      {
        id: "medigap-finder",
        name: { en: "Find a Medigap policy", es: "Buscar una póliza Medigap" },
        description: {
          en: "See which Medicare Supplement Insurance (Medigap) policies are sold in your area.",
          es: "Vea qué pólizas de Seguro complementario de Medicare (Medigap) se venden en su zona.",
        },
        url: {
          en: "https://www.medicare.gov/medigap-supplemental-insurance-plans/",
          es: "https://www.medicare.gov/medigap-supplemental-insurance-plans/",
        },
        esPageInEnglish: true,
        verified: false,
      },
      {
        id: "coverage",
        name: { en: "What Medicare covers", es: "Qué cubre Medicare" },
        description: {
          en: "Look up a test, item or service to see if Medicare covers it.",
          es: "Busque una prueba, un artículo o un servicio para ver si Medicare lo cubre.",
        },
        url: { en: "https://www.medicare.gov/coverage", es: "https://es.medicare.gov/coverage" },
        esPageInEnglish: false,
        verified: false,
      },
      {
        id: "care-compare",
        name: { en: "Care Compare", es: "Care Compare (comparar proveedores)" },
        description: {
          en: "Find and compare doctors, hospitals, nursing homes and other providers that work with Medicare.",
          es: "Busque y compare médicos, hospitales, hogares de ancianos y otros proveedores que trabajan con Medicare.",
        },
        url: { en: "https://www.medicare.gov/care-compare/", es: "https://www.medicare.gov/care-compare/" },
        esPageInEnglish: true,
        verified: false,
      },
    ],
  },
  {
    id: "state",
    title: { en: "State Support", es: "Ayuda en su estado" },
    intro: {
      en: "Free, local help from people who know the rules in your state.",
      es: "Ayuda local y gratuita de personas que conocen las reglas de su estado.",
    },
    items: [
      {
        id: "ship",
        name: {
          en: "State Health Insurance Assistance Program (SHIP)",
          es: "Programa Estatal de Asistencia sobre Seguros Médicos (SHIP)",
        },
        description: {
          en: "Free, unbiased Medicare counseling in every state. Find your state's program and a counselor near you.",
          es: "Asesoría gratuita e imparcial sobre Medicare en cada estado. Encuentre el programa de su estado y un asesor cerca de usted.",
        },
        url: { en: "https://www.shiphelp.org/", es: "https://www.shiphelp.org/" },
        esPageInEnglish: true,
        verified: true,
      },
      {
        id: "eldercare-locator",
        name: { en: "Eldercare Locator", es: "Eldercare Locator (localizador de servicios para personas mayores)" },
        description: {
          en: "A public service that connects older adults and caregivers with local help: meals, rides, care at home and benefits advice.",
          es: "Un servicio público que conecta a las personas mayores y a quienes las cuidan con ayuda local: comidas, transporte, cuidado en casa y orientación sobre beneficios.",
        },
        url: { en: "https://eldercare.acl.gov/", es: "https://eldercare.acl.gov/" },
        esPageInEnglish: true,
        phone: {
          display: "1-800-677-1116",
          tel: "+18006771116",
          hours: {
            en: "Monday to Friday, 8 a.m. to 9 p.m. Eastern time",
            es: "De lunes a viernes, de 8 a. m. a 9 p. m., hora del Este",
          },
        },
        verified: true,
      },
      {
        id: "medicaid",
        name: { en: "Medicaid.gov", es: "Medicaid.gov" },
        description: {
          en: "Medicaid is run by each state. It can help people with limited income pay for health care.",
          es: "Cada estado administra Medicaid. Puede ayudar a personas con ingresos limitados a pagar su atención médica.",
        },
        url: { en: "https://www.medicaid.gov/", es: "https://www.medicaid.gov/" },
        esPageInEnglish: true,
        verified: false,
      },
    ],
  },
  {
    id: "fraud",
    title: { en: "Fraud & Scam Protection", es: "Protección contra fraudes y estafas" },
    intro: {
      en: "Where to get help and report it if someone tries to misuse your Medicare number.",
      es: "Dónde pedir ayuda y hacer una denuncia si alguien trata de usar mal su número de Medicare.",
    },
    items: [
      {
        id: "report-fraud-medicare",
        name: { en: "Report Medicare fraud (1-800-MEDICARE)", es: "Denunciar fraude a Medicare (1-800-MEDICARE)" },
        description: {
          en: "Call Medicare if you see a charge on your Medicare Summary Notice for care you did not get.",
          es: "Llame a Medicare si ve en su Resumen de Medicare un cargo por atención que no recibió.",
        },
        url: {
          en: "https://www.medicare.gov/basics/reporting-medicare-fraud-and-abuse",
          es: "https://es.medicare.gov/basics/reporting-medicare-fraud-and-abuse",
        },
        esPageInEnglish: false,
        phone: MEDICARE_LINE,
        verified: false,
      },
      {
        id: "senior-medicare-patrol",
        name: { en: "Senior Medicare Patrol (SMP)", es: "Patrulla de Medicare para Personas Mayores (SMP)" },
        description: {
          en: "Free help to spot, stop and report Medicare fraud, errors and abuse. Find the SMP in your state.",
          es: "Ayuda gratuita para detectar, detener y denunciar fraudes, errores y abusos en Medicare. Encuentre la SMP de su estado.",
        },
        url: { en: "https://smpresource.org/", es: "https://smpresource.org/" },
        esPageInEnglish: true,
        verified: false,
      },
      {
        id: "hhs-oig",
        name: { en: "HHS Office of Inspector General", es: "Oficina del Inspector General del HHS" },
        description: {
          en: "The federal office that investigates fraud in Medicare and other health programs. You can report a tip online.",
          es: "La oficina federal que investiga fraudes en Medicare y otros programas de salud. Puede enviar una denuncia por internet.",
        },
        url: { en: "https://oig.hhs.gov/fraud/report-fraud/", es: "https://oig.hhs.gov/fraud/report-fraud/" },
        esPageInEnglish: true,
        verified: false,
      },
      {
        id: "ftc-report-fraud",
        name: { en: "Federal Trade Commission: ReportFraud", es: "Comisión Federal de Comercio: ReporteFraude" },
        description: {
          en: "Report scam calls, e-mails and letters, including people who pretend to be from Medicare.",
          es: "Denuncie llamadas, correos y cartas de estafa, también de personas que dicen ser de Medicare.",
        },
        url: { en: "https://reportfraud.ftc.gov/", es: "https://reportefraude.ftc.gov/" },
        esPageInEnglish: false,
        verified: false,
      },
    ],
  },
  {
    id: "extra-help",
    title: { en: "Extra Help & Savings", es: "Ayuda Adicional y ahorros" },
    intro: {
      en: "Programs that help people with limited income pay for Medicare.",
      es: "Programas que ayudan a personas con ingresos limitados a pagar Medicare.",
    },
    items: [
      {
        id: "extra-help",
        name: { en: "Extra Help with drug costs", es: "Ayuda Adicional para pagar los medicamentos" },
        description: {
          en: "Extra Help lowers what you pay for Medicare drug coverage (Part D). Apply with Social Security. Social Security's Spanish pages call it “Beneficio Adicional”.",
          es: "La Ayuda Adicional reduce lo que paga por la cobertura de medicamentos de Medicare (Parte D). Se solicita al Seguro Social, que en español la llama “Beneficio Adicional”.",
        },
        url: {
          en: "https://www.ssa.gov/medicare/part-d-extra-help",
          es: "https://www.ssa.gov/medicare/part-d-extra-help",
        },
        esPageInEnglish: true,
        phone: SSA_LINE,
        verified: false,
      },
      {
        id: "medicare-savings-programs",
        name: { en: "Medicare Savings Programs", es: "Programas de Ahorros de Medicare" },
        description: {
          en: "State programs that can pay your Part B premium and, for some people, deductibles and coinsurance.",
          es: "Programas estatales que pueden pagar su prima de la Parte B y, para algunas personas, los deducibles y el coseguro.",
        },
        url: {
          en: "https://www.medicare.gov/basics/costs/help/medicare-savings-programs",
          es: "https://es.medicare.gov/basics/costs/help/medicare-savings-programs",
        },
        esPageInEnglish: false,
        verified: false,
      },
      {
        id: "help-with-drug-costs",
        name: { en: "Help with drug costs", es: "Ayuda para pagar los medicamentos" },
        description: {
          en: "Medicare's page on the programs that help pay for prescription drugs, including state programs.",
          es: "La página de Medicare sobre los programas que ayudan a pagar los medicamentos recetados, incluidos los programas estatales.",
        },
        url: {
          en: "https://www.medicare.gov/basics/costs/help/drug-costs",
          es: "https://es.medicare.gov/basics/costs/help/drug-costs",
        },
        esPageInEnglish: false,
        verified: false,
      },
    ],
  },
];
