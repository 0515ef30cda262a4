/**
 * The Spanish terminology: one approved term per concept, the source it comes from (CMS's and SSA's
 * own Spanish pages where they use one; the shared facts file's glossary, section "Glossary", records
 * them with V/S status), and the variants that are rejected. terminology.test.ts holds every Spanish
 * string (locales/es and the Spanish side of content/) to it. Writing guide: plain Spanish, usted.
 */

export interface Term {
  /** what the term names, in English */
  concept: string;
  /** the approved Spanish term (and its short form, where there is one) */
  approved: string;
  /** where the approved term comes from, and why it was chosen */
  source: string;
  /** variants that must not appear in Spanish text (case-insensitive unless the pattern says otherwise) */
  rejected: readonly RegExp[];
}

export const SPANISH_TERMS: readonly Term[] = [
  {
    concept: "Original Medicare",
    approved: "Medicare Original",
    source:
      "es.medicare.gov, 'Sus opciones de cobertura de Medicare' [ES-CHOICES], status V in the facts file's glossary (entry 2); 'Medicare Tradicional' appeared in drafts",
    rejected: [/Medicare Tradicional/i],
  },
  {
    concept: "State Health Insurance Assistance Program (SHIP)",
    approved: "Programa Estatal de Asistencia sobre Seguros Médicos (SHIP)",
    source:
      "The facts file's glossary, entry 43 (S; CMS's exact Spanish wording not read): one name for the free counselling program, so a reader never wonders whether two names mean two programs",
    rejected: [/Asistencia sobre Seguros de Salud/i, /Asistencia de Seguros? Médicos?/i],
  },
  {
    concept: "Medicare Supplement Insurance (Medigap)",
    approved:
      "Seguro complementario de Medicare (Medigap); the insurance a person buys: póliza Medigap; the lettered standard plans: Plan G, Plan N, los planes Medigap",
    source:
      "es.medicare.gov, 'Sus opciones de cobertura de Medicare' [ES-CHOICES], status V in the facts file's glossary (entry 8). CMS's English tells the policy a company sells ('Medigap policy') from the standard benefit set it follows ('Medigap Plan G'); CMS's Spanish writes 'pólizas suplementarias (Medigap)' (marketplace.cms.gov, 'Medicare y el Mercado de Seguros Médicos', read 2026-11-29) and the facts file has 'póliza Medigap' (S). 'Un plan Medigap' mixed the two (issue 25)",
    rejected: [
      /seguro suplementario/i,
      /suplementario (a|de) Medicare/i,
      /complementario a Medicare/i,
      // One policy is a póliza; "plan" stays for the lettered plans ("el Plan G", "los planes Medigap").
      /\b(un|una|su|otro|el|este|ese|de) plan (de )?Medigap\b/i,
    ],
  },
  {
    concept: "out-of-pocket costs",
    approved: "gastos de su bolsillo (los gastos de su bolsillo; límite de gastos de su bolsillo)",
    source:
      "es.medicare.gov [ES-CHOICES][ES-MPPP] write 'gastos directos de su bolsillo' / 'costos de su bolsillo' (glossary entries 13-14); 'sus gastos de su bolsillo' repeats the possessive",
    rejected: [/sus gastos (directos )?de su bolsillo/i, /gastos de bolsillo/i],
  },
  {
    concept: "IRMAA income bracket (tier 1 to 6)",
    approved: "tramo de ingresos del IRMAA; tramo 1 a 6",
    source:
      "No CMS/SSA Spanish page found for 'bracket' (SSA [SSA-ES-PRIMAS] names the amount 'ajuste mensual relacionado con el ingreso'); the site's page is 'Tramos de ingresos del IRMAA', so a bracket is a 'tramo' everywhere ('nivel' stays for drug tiers and WCAG levels)",
    rejected: [/\bnivel(es)? (\{\{n\}\}|[1-6]\b|de ingresos|del IRMAA)/i, /\bel nivel \{\{n\}\}/i],
  },
  {
    concept: "IRMAA calculator (the tool's name)",
    approved: "Calculadora del IRMAA",
    source:
      "The site's own tool name; 'el IRMAA' takes the article everywhere else ('apelar el IRMAA', 'tramos del IRMAA')",
    rejected: [/Calculadora de IRMAA/],
  },
  {
    concept: "the enrollment timeline page (/enrollment-timeline)",
    approved: "Calendario de inscripción en Medicare",
    source:
      "One name for one page: 'inscripción en Medicare' as es.medicare.gov says 'inscribirse en Medicare' (the route title in locales/es/routes.json)",
    rejected: [/Calendario de inscripción de Medicare/i, /cronología de inscripción/i],
  },
  {
    concept: "the out-of-pocket tracker (the tool's name)",
    approved: "Seguimiento del máximo de gastos de su bolsillo",
    source: "One name for one tool: its short name, tool.name in locales/es/tool-oop-max-tracker.json",
    rejected: [/Rastreador del máximo/i, /Seguimiento de gastos de bolsillo/i],
  },
  {
    concept: "Federal Register",
    approved: "Registro Federal",
    source: "The name the U.S. Government Publishing Office and CMS's Spanish pages use for the Federal Register",
    rejected: [/Federal Register/],
  },
  {
    concept: "to phone you (usted)",
    approved: "le llamará / le llamaremos",
    source: "Leísmo de cortesía with usted (accepted by the RAE): one form for every reader, whatever their gender",
    rejected: [/\blo llamar(á|emos|án)/i, /\bla llamar(á|emos|án)/i],
  },
  {
    concept: "the guides section (there is no blog)",
    approved: "Guías",
    source: "The section's own name; the site has no blog",
    rejected: [/\bblog\b/i],
  },
  {
    concept: "Extra Help (Part D Low-Income Subsidy)",
    approved: "Ayuda Adicional",
    source:
      "es.medicare.gov [ES-INSULIN] (glossary entry 21, V); SSA's 'Beneficio Adicional' is not used, one term per concept",
    // Naming SSA's term in quotes, to say what SSA calls it, is fine.
    rejected: [/(?<![“"«])Beneficio Adicional/i],
  },
  {
    concept: "Social Security Administration",
    approved: "Administración del Seguro Social; el Seguro Social",
    source: "ssa.gov/espanol [SSA-ES-PRIMAS] (glossary entry 50, V)",
    rejected: [/Seguridad Social/i],
  },
  {
    concept: "tax filing status for IRMAA (single; married filing jointly)",
    approved:
      "declaración individual; declaración conjunta (and 'casados que declaran por separado' for the third status)",
    source:
      "SSA decides IRMAA from the tax return: its Spanish pages speak of 'su declaración de impuestos' and the status «casado, presentando conjuntamente» [SSA-ES-PRIMAS]; the site names the return, as its IRMAA tool, tables and cost pages already did ('declaración individual/conjunta'). 'persona soltera' or 'personas solas' named a marital state, not the return (issue 25)",
    rejected: [
      /\bpersonas? solteras?\b/i,
      /\bpersonas? solas?\b/i,
      /\bdeclaran? en conjunto\b/i,
      /\bdeclaran juntos\b/i,
    ],
  },
  {
    concept: "to enroll (in Medicare, in a plan)",
    approved: "inscribirse (en Medicare, en un plan); inscripción",
    source:
      "SSA's Spanish pages and the facts file's glossary (entries 15-20: 'inscripción tardía', 'Período de Inscripción Inicial/General/Especial/Abierta', S) use 'inscribirse/inscripción', 131 times on this site; 'afiliarse' was a second verb for the same act (3 times). 'Afiliado a' (affiliated with, the disclaimer) and 'afiliados' (a plan's members) are other concepts and stay",
    rejected: [/\bafiliar(se|te|nos)\b/i, /\bse afili(a|an|e|en|ó|aron|ará|arán)\b/i, /\bafíliese\b/i],
  },
  {
    concept: "hospital admission (as an inpatient)",
    approved: "admisión (al hospital); es admitido en el hospital; su admisión como paciente hospitalizado",
    source:
      "CMS's English says 'admitted as an inpatient' / 'hospital admission'; Spanish Medicare glossaries write 'es admitido' (e.g. CarePlus's 'Período de beneficio', S; the es.medicare.gov page was not readable here). On this site 'ingreso(s)' means income in hundreds of places (IRMAA), so it is not used for an admission",
    rejected: [
      /\bingres(o|a|ar|ó|e)( en el| al| a un)? (hospital|como paciente)/i,
      /\bingresad[oa]s? (en el|al) hospital/i,
    ],
  },
  {
    concept: "the disclaimer: not affiliated with or endorsed by",
    approved: "No está afiliado a … ni cuenta con su respaldo",
    source: "'afiliado' takes 'a' (RAE); 'afiliado ni respaldado por' left it without one (issue 25)",
    rejected: [/afiliad[oa] ni respaldad[oa]/i],
  },
  {
    concept: "the month after the plan gets the request",
    approved: "el mes siguiente a que el plan reciba su solicitud",
    source: "A future event after 'a que' takes the subjunctive ('reciba'), not the indicative (issue 25)",
    rejected: [/siguiente a que el plan recibe\b/i],
  },
];
