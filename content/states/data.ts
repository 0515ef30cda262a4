/**
 * One row per state and territory (spec: 53 rows). A row is `verified: true` and links the
 * program's own address only when sources.ts confirms both its name and its address; every
 * other row links the national SHIP locator (NOTES.md). Names confirmed in sources.ts are
 * written exactly as the source gives them; the others are the editors' names or the generic one.
 */
import { SHIP_LOCATOR_URL, type StateProgram } from "./types.ts";

const GENERIC = {
  en: "State Health Insurance Assistance Program (SHIP)",
  es: "Programa Estatal de Asistencia sobre Seguros Médicos (SHIP)",
} as const;

export const STATE_PROGRAMS: readonly StateProgram[] = [
  { code: "AL", name: { en: "Alabama", es: "Alabama" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "AK",
    name: { en: "Alaska", es: "Alaska" },
    program: { en: "Medicare Information Office", es: "Medicare Information Office" },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  { code: "AZ", name: { en: "Arizona", es: "Arizona" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "AR",
    name: { en: "Arkansas", es: "Arkansas" },
    program: {
      en: "Senior Health Insurance Information Program (SHIIP)",
      es: "Senior Health Insurance Information Program (SHIIP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "CA",
    name: { en: "California", es: "California" },
    program: {
      en: "Health Insurance Counseling and Advocacy Program (HICAP)",
      es: "Health Insurance Counseling and Advocacy Program (HICAP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  { code: "CO", name: { en: "Colorado", es: "Colorado" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "CT",
    name: { en: "Connecticut", es: "Connecticut" },
    program: { en: "CHOICES", es: "CHOICES" },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "DE",
    name: { en: "Delaware", es: "Delaware" },
    program: { en: "Delaware Medicare Assistance Bureau (DMAB)", es: "Delaware Medicare Assistance Bureau (DMAB)" },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "DC",
    name: { en: "District of Columbia", es: "Distrito de Columbia" },
    program: {
      en: "DC State Health Insurance Assistance Program (DC SHIP)",
      es: "DC State Health Insurance Assistance Program (DC SHIP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "FL",
    name: { en: "Florida", es: "Florida" },
    program: {
      en: "Serving Health Insurance Needs of Elders (SHINE)",
      es: "Serving Health Insurance Needs of Elders (SHINE)",
    },
    url: "https://floridashine.org/",
    verified: true,
  },
  {
    code: "GA",
    name: { en: "Georgia", es: "Georgia" },
    program: { en: "GeorgiaCares", es: "GeorgiaCares" },
    url: SHIP_LOCATOR_URL,
    verified: false,
    phone: { display: "1-866-552-4464", tel: "+18665524464" },
  },
  {
    code: "HI",
    name: { en: "Hawaii", es: "Hawái" },
    program: {
      en: "Hawaii State Health Insurance Assistance Program (Hawaii SHIP)",
      es: "Hawaii State Health Insurance Assistance Program (Hawaii SHIP)",
    },
    url: "https://hawaiiship.org/about-us/",
    verified: true,
  },
  {
    code: "ID",
    name: { en: "Idaho", es: "Idaho" },
    program: {
      en: "Senior Health Insurance Benefits Advisors (SHIBA)",
      es: "Senior Health Insurance Benefits Advisors (SHIBA)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "IL",
    name: { en: "Illinois", es: "Illinois" },
    program: { en: "Senior Health Insurance Program (SHIP)", es: "Senior Health Insurance Program (SHIP)" },
    url: "https://ilaging.illinois.gov/ship/aboutship.html",
    verified: true,
  },
  { code: "IN", name: { en: "Indiana", es: "Indiana" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "IA",
    name: { en: "Iowa", es: "Iowa" },
    program: {
      en: "Senior Health Insurance Information Program (SHIIP)",
      es: "Senior Health Insurance Information Program (SHIIP)",
    },
    url: "https://shiip.iowa.gov/",
    verified: true,
    phone: { display: "1-800-351-4664", tel: "+18003514664" },
  },
  {
    code: "KS",
    name: { en: "Kansas", es: "Kansas" },
    program: {
      en: "Senior Health Insurance Counseling for Kansas (SHICK)",
      es: "Senior Health Insurance Counseling for Kansas (SHICK)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
    phone: { display: "1-800-860-5260", tel: "+18008605260" },
  },
  { code: "KY", name: { en: "Kentucky", es: "Kentucky" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "LA",
    name: { en: "Louisiana", es: "Luisiana" },
    program: {
      en: "Senior Health Insurance Information Program (SHIIP)",
      es: "Senior Health Insurance Information Program (SHIIP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  { code: "ME", name: { en: "Maine", es: "Maine" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  { code: "MD", name: { en: "Maryland", es: "Maryland" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "MA",
    name: { en: "Massachusetts", es: "Massachusetts" },
    program: {
      en: "Serving the Health Insurance Needs of Everyone (SHINE)",
      es: "Serving the Health Insurance Needs of Everyone (SHINE)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "MI",
    name: { en: "Michigan", es: "Míchigan" },
    program: {
      en: "Michigan Medicare/Medicaid Assistance Program (MMAP)",
      es: "Michigan Medicare/Medicaid Assistance Program (MMAP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "MN",
    name: { en: "Minnesota", es: "Minnesota" },
    program: { en: "Senior LinkAge Line", es: "Senior LinkAge Line" },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  { code: "MS", name: { en: "Mississippi", es: "Misisipi" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "MO",
    name: { en: "Missouri", es: "Misuri" },
    program: {
      en: "Missouri State Health Insurance Assistance Program (Missouri SHIP)",
      es: "Missouri State Health Insurance Assistance Program (Missouri SHIP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  { code: "MT", name: { en: "Montana", es: "Montana" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "NE",
    name: { en: "Nebraska", es: "Nebraska" },
    program: {
      en: "Senior Health Insurance Information Program (SHIIP)",
      es: "Senior Health Insurance Information Program (SHIIP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  { code: "NV", name: { en: "Nevada", es: "Nevada" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "NH",
    name: { en: "New Hampshire", es: "Nuevo Hampshire" },
    program: GENERIC,
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "NJ",
    name: { en: "New Jersey", es: "Nueva Jersey" },
    program: GENERIC,
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "NM",
    name: { en: "New Mexico", es: "Nuevo México" },
    program: GENERIC,
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "NY",
    name: { en: "New York", es: "Nueva York" },
    program: {
      en: "Health Insurance Information, Counseling and Assistance Program (HIICAP)",
      es: "Health Insurance Information, Counseling and Assistance Program (HIICAP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "NC",
    name: { en: "North Carolina", es: "Carolina del Norte" },
    program: {
      en: "Seniors' Health Insurance Information Program (SHIIP)",
      es: "Seniors' Health Insurance Information Program (SHIIP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "ND",
    name: { en: "North Dakota", es: "Dakota del Norte" },
    program: { en: "State Health Insurance Counseling (SHIC)", es: "State Health Insurance Counseling (SHIC)" },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "OH",
    name: { en: "Ohio", es: "Ohio" },
    program: {
      en: "Ohio Senior Health Insurance Information Program (OSHIIP)",
      es: "Ohio Senior Health Insurance Information Program (OSHIIP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
    phone: { display: "1-800-686-1578", tel: "+18006861578" },
  },
  {
    code: "OK",
    name: { en: "Oklahoma", es: "Oklahoma" },
    program: { en: "Medicare Assistance Program (MAP)", es: "Medicare Assistance Program (MAP)" },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "OR",
    name: { en: "Oregon", es: "Oregón" },
    program: {
      en: "Senior Health Insurance Benefits Assistance (SHIBA)",
      es: "Senior Health Insurance Benefits Assistance (SHIBA)",
    },
    url: "https://shiba.oregon.gov/",
    verified: true,
    phone: { display: "1-800-722-4134", tel: "+18007224134" },
  },
  {
    code: "PA",
    name: { en: "Pennsylvania", es: "Pensilvania" },
    program: {
      en: "Pennsylvania Medicare Education and Decision Insight (PA MEDI)",
      es: "Pennsylvania Medicare Education and Decision Insight (PA MEDI)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "RI",
    name: { en: "Rhode Island", es: "Rhode Island" },
    program: GENERIC,
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "SC",
    name: { en: "South Carolina", es: "Carolina del Sur" },
    program: {
      en: "Insurance Counseling Assistance and Referrals for Elders (I-CARE)",
      es: "Insurance Counseling Assistance and Referrals for Elders (I-CARE)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "SD",
    name: { en: "South Dakota", es: "Dakota del Sur" },
    program: {
      en: "Senior Health Information and Insurance Education (SHIINE)",
      es: "Senior Health Information and Insurance Education (SHIINE)",
    },
    url: "https://shiine.net/need-help-paying-for-medicare.html",
    verified: true,
  },
  { code: "TN", name: { en: "Tennessee", es: "Tennessee" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "TX",
    name: { en: "Texas", es: "Texas" },
    program: {
      en: "Health Information, Counseling and Advocacy Program (HICAP)",
      es: "Health Information, Counseling and Advocacy Program (HICAP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  { code: "UT", name: { en: "Utah", es: "Utah" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  { code: "VT", name: { en: "Vermont", es: "Vermont" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "VA",
    name: { en: "Virginia", es: "Virginia" },
    program: {
      en: "Virginia Insurance Counseling and Assistance Program (VICAP)",
      es: "Virginia Insurance Counseling and Assistance Program (VICAP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "WA",
    name: { en: "Washington", es: "Washington" },
    program: {
      en: "Statewide Health Insurance Benefits Advisors (SHIBA)",
      es: "Statewide Health Insurance Benefits Advisors (SHIBA)",
    },
    url: "https://www.insurance.wa.gov/shiba",
    verified: true,
  },
  {
    code: "WV",
    name: { en: "West Virginia", es: "Virginia Occidental" },
    program: GENERIC,
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  { code: "WI", name: { en: "Wisconsin", es: "Wisconsin" }, program: GENERIC, url: SHIP_LOCATOR_URL, verified: false },
  {
    code: "WY",
    name: { en: "Wyoming", es: "Wyoming" },
    program: {
      en: "Wyoming State Health Insurance Information Program (WSHIIP)",
      es: "Wyoming State Health Insurance Information Program (WSHIIP)",
    },
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "PR",
    name: { en: "Puerto Rico", es: "Puerto Rico" },
    program: GENERIC,
    url: SHIP_LOCATOR_URL,
    verified: false,
  },
  {
    code: "VI",
    name: { en: "U.S. Virgin Islands", es: "Islas Vírgenes de EE. UU." },
    program: {
      en: "Virgin Islands State Health Insurance Assistance Program (VI SHIP)",
      es: "Virgin Islands State Health Insurance Assistance Program (VI SHIP)",
    },
    url: "https://ltg.gov.vi/departments/vi-ship-medicare",
    verified: true,
  },
  {
    // Guam's SHIP is run by the Division of Senior Citizens (DPHSS); its name is confirmed, its own page is not.
    code: "GU",
    name: { en: "Guam", es: "Guam" },
    program: { en: "Guam Medicare Assistance Program (MAP)", es: "Guam Medicare Assistance Program (MAP)" },
    url: SHIP_LOCATOR_URL,
    verified: false,
    // The Division of Senior Citizens, which runs Guam MAP (sources.ts: GU, dphss.guam.gov).
    phone: { display: "(671) 735-7415", tel: "+16717357415" },
  },
];
