/**
 * Evidence for the rows of the state programs directory (/state-medicare-links).
 *
 * Each entry names a stored public page that was read on `checked` and says what it confirms:
 * - "name": the program's official name, given in `name` exactly as data.ts has it (`program.en`);
 * - "address": the program's official web address, given in `address` exactly as data.ts has it (`url`).
 * validate.ts allows `verified: true` only for a row whose entries together confirm both, and
 * requires every recorded name and address to match data.ts (NOTES.md, "How rows are verified").
 *
 * `kind`: "official" = the agency's or the program's own page; "official-copy" = an official text
 * (an agency release, guide or handbook) read on another host; "news" = a news report of the
 * agency's own announcement; "locator" = the national SHIP locator (shiphelp.org) that the row links when the
 * program's own address is not confirmed: it confirms only "directory" (the row's link goes there) and nothing
 * about the program's name, address or phone (issue 25: every row has a source).
 */

import { STATE_PROGRAMS } from "./data.ts";
import { SHIP_LOCATOR_URL } from "./types.ts";

export type Confirms = "name" | "address" | "phone" | "directory";
export type SourceKind = "official" | "official-copy" | "news" | "locator";

export interface RowSource {
  /** The page that was read, as stored (http where the stored copy is http). */
  url: string;
  /** Who published the text, and its date where the page gives one. */
  publisher: string;
  kind: SourceKind;
  /** What the page confirms for this row. */
  confirms: readonly Confirms[];
  /** The program name the page gives, as data.ts writes it (program.en). Set exactly when confirms has "name". */
  name?: string;
  /** The program address the page gives (or is), as data.ts writes it (url). Set exactly when confirms has "address". */
  address?: string;
  /** The program phone the page gives, as data.ts writes it (phone.display). Set exactly when confirms has "phone". */
  phone?: string;
  /** What the page says, in short. */
  note: string;
  /** The date the page was checked (YYYY-MM-DD). */
  checked: string;
}

/** The day these sources were read. */
export const SOURCES_CHECKED = "2026-11-24";
/** The day the Guam and Michigan rows' sources were read (issue "every rule and figure true"). */
export const SOURCES_CHECKED_GU_MI = "2026-11-27";
/** The day the phone numbers' sources were read (issue 11: phones only where an official source gives them). */
export const SOURCES_CHECKED_PHONES = "2026-11-27";
/** The day every row got a source and the rows below were re-checked (issue 25). */
export const SOURCES_CHECKED_ALL_ROWS = "2026-11-29";

/** The national SHIP locator as the source of a row that links it (see NOTES.md, "2026-11-29"). */
const LOCATOR: RowSource = {
  url: "https://www.shiphelp.org/",
  publisher:
    "SHIP National Technical Assistance Center, funded by the Administration for Community Living (shiphelp.org)",
  kind: "locator",
  confirms: ["directory"],
  note: "The row links the national SHIP locator, where each state's and territory's program is listed. Its state pages are not in the stored sources, so no name, address or phone is taken from it.",
  checked: SOURCES_CHECKED_ALL_ROWS,
};

const checked = SOURCES_CHECKED;

/** USPS code -> the sources read for that row. Rows without an entry have no evidence yet. */
const ROW_EVIDENCE: Readonly<Record<string, readonly RowSource[]>> = {
  // ---- Rows confirmed by name and address (verified: true) ----
  FL: [
    {
      url: "https://seniorscenemag.com/celebrate-national-volunteer-month-with-doea/",
      publisher: "Florida Department of Elder Affairs, message from Secretary Richard Prudom (Senior Scene magazine)",
      kind: "official-copy",
      confirms: ["name", "address"],
      name: "Serving Health Insurance Needs of Elders (SHINE)",
      address: "https://floridashine.org/",
      note: "DOEA administers the Serving Health Insurance Needs of Elders (SHINE) Program through its 11 Area Agencies on Aging; readers are sent to FloridaShine.org.",
      checked,
    },
    {
      url: "https://news.yahoo.com/medicare-help-central-florida-sets-110000894.html?fr=sycsrp_catchall",
      publisher: "News report on the Senior Resource Alliance (Central Florida Area Agency on Aging), 2022",
      kind: "news",
      confirms: ["address"],
      address: "https://floridashine.org/",
      note: "Statewide SHINE program; volunteers are directed to floridashine.org.",
      checked,
    },
  ],
  HI: [
    {
      url: "https://hawaiiship.org/about-us/",
      publisher: "Hawaii SHIP (the program's own site)",
      kind: "official",
      confirms: ["name", "address"],
      name: "Hawaii State Health Insurance Assistance Program (Hawaii SHIP)",
      address: "https://hawaiiship.org/about-us/",
      note: "Welcome to Hawaii State Health Insurance Assistance Program; Hawaii SHIP is administered by the Hawaii Department of Health, Executive Office on Aging (page gives 2020 client data).",
      checked,
    },
    {
      url: "https://health.hawaii.gov/eoa/home",
      publisher: "Hawaii Department of Health, Executive Office on Aging",
      kind: "official",
      confirms: ["name"],
      name: "Hawaii State Health Insurance Assistance Program (Hawaii SHIP)",
      note: "Lists the Hawaii State Health Insurance Assistance Program (Hawaii SHIP) among EOA programs, with its phone numbers.",
      checked,
    },
  ],
  IL: [
    {
      url: "https://ilaging.illinois.gov/ship/aboutship.html",
      publisher: "Illinois Department on Aging",
      kind: "official",
      confirms: ["name", "address"],
      name: "Senior Health Insurance Program (SHIP)",
      address: "https://ilaging.illinois.gov/ship/aboutship.html",
      note: "About (SHIP): the Senior Health Insurance Program (SHIP) is a free statewide health insurance counseling service for Medicare beneficiaries; links the 2024 Medicare Choices Guide.",
      checked,
    },
    {
      url: "https://www.einpresswire.com/article/595635393/department-on-aging-to-assist-older-adults-during-medicare-open-enrollment-period",
      publisher: "Illinois Department on Aging press release, 2022-10-12",
      kind: "official-copy",
      confirms: ["name"],
      name: "Senior Health Insurance Program (SHIP)",
      note: "Free assistance through the Illinois Department on Aging's Senior Health Insurance Program (SHIP).",
      checked,
    },
  ],
  OR: [
    {
      url: "https://ktvz.com/community/community-billboard/2023/10/17/state-program-offers-free-help-to-make-medicare-open-enrollment-decisions/",
      publisher: "KTVZ, Oregon Department of Human Services announcement, 2023-10-17",
      kind: "news",
      confirms: ["name", "address"],
      name: "Senior Health Insurance Benefits Assistance (SHIBA)",
      address: "https://shiba.oregon.gov/",
      note: "The Senior Health Insurance Benefits Assistance (SHIBA) program within the ODHS Office of Aging and People with Disabilities; the SHIBA website is SHIBA.Oregon.gov.",
      checked,
    },
    {
      url: "https://ktvz.com/community/community-billboard/2023/10/17/state-program-offers-free-help-to-make-medicare-open-enrollment-decisions/",
      publisher: "KTVZ, Oregon Department of Human Services announcement, 2023-10-17",
      kind: "news",
      confirms: ["phone"],
      phone: "1-800-722-4134",
      note: "Oregonians who need help with Medicare are encouraged to call SHIBA at 800-722-4134 (toll-free).",
      checked: SOURCES_CHECKED_PHONES,
    },
    {
      url: "https://adrcoforegon.org/consumersite/plan/funding_your_care/medicare.php",
      publisher:
        "Aging and Disability Resource Connection (ADRC) of Oregon, the state's ADRC site (Oregon Department of Human Services)",
      kind: "official",
      confirms: ["phone"],
      phone: "1-800-722-4134",
      note: "Senior Health Insurance Benefits Assistance (SHIBA): call SHIBA toll-free at 1-800-722-4134.",
      checked: SOURCES_CHECKED_PHONES,
    },
  ],
  SD: [
    {
      url: "https://shiine.net/need-help-paying-for-medicare.html",
      publisher: "SHIINE, Senior Health Information and Insurance Education (the program's own site)",
      kind: "official",
      confirms: ["name", "address"],
      name: "Senior Health Information and Insurance Education (SHIINE)",
      address: "https://shiine.net/need-help-paying-for-medicare.html",
      note: "Senior Health Information and Insurance Education: contact SHIINE for help applying for the Medicare Savings Programs and Extra Help (page mentions Medicare's LI NET program, so it is 2024 or later). SHIINE is South Dakota's SHIP (SD Department of Social Services release, 2006).",
      checked,
    },
  ],
  VI: [
    {
      url: "https://ltg.gov.vi/departments/vi-ship-medicare",
      publisher: "Office of the Lieutenant Governor, U.S. Virgin Islands",
      kind: "official",
      confirms: ["name", "address"],
      name: "Virgin Islands State Health Insurance Assistance Program (VI SHIP)",
      address: "https://ltg.gov.vi/departments/vi-ship-medicare",
      note: "The Virgin Islands State Health Insurance Assistance Program (VI SHIP), locally administered by the Office of the Lieutenant Governor.",
      checked,
    },
    {
      url: "https://ltg.gov.vi/press-release/lieutenant-governor-roach-reminds-residents-of-medicare-general-enrollment-period-deadline/",
      publisher:
        "Office of the Lieutenant Governor, U.S. Virgin Islands, press release (General Enrollment Period 2023)",
      kind: "official",
      confirms: ["name"],
      name: "Virgin Islands State Health Insurance Assistance Program (VI SHIP)",
      note: "Residents may contact the Virgin Islands State Health Insurance Assistance Program (VI SHIP) Medicare office on St. Thomas/St. John or St. Croix.",
      checked,
    },
  ],
  WA: [
    {
      url: "https://zbook.org/read/98401_shiba-volunteer-handbook-mike-kreidler.html",
      publisher: "Washington Office of the Insurance Commissioner, SHIBA Volunteer Handbook (updated October 2020)",
      kind: "official-copy",
      confirms: ["name", "address"],
      name: "Statewide Health Insurance Benefits Advisors (SHIBA)",
      address: "https://www.insurance.wa.gov/shiba",
      note: "Statewide Health Insurance Benefits Advisors, a program of the Office of the Insurance Commissioner; Web: www.insurance.wa.gov/shiba.",
      checked,
    },
    {
      url: "https://politicalemails.org/messages/1426740/html_body",
      publisher: "Washington Office of the Insurance Commissioner newsletter, May 2024",
      kind: "official-copy",
      confirms: ["name"],
      name: "Statewide Health Insurance Benefits Advisors (SHIBA)",
      note: "Governor's proclamation of SHIBA Volunteer Recognition Week for the Statewide Health Insurance Benefits Advisors (SHIBA), run with the OIC.",
      checked,
    },
  ],

  // ---- Rows whose name is confirmed but not the address (verified: false, locator link) ----
  CA: [
    {
      url: "https://taggs.hhs.gov/Detail/AwardDetail?arg_AwardNum=90SAPG0154&arg_ProgOfficeCode=275",
      publisher: "U.S. HHS TAGGS, ACL SHIP award 90SAPG0154 (California Department of Aging)",
      kind: "official",
      confirms: ["name"],
      name: "Health Insurance Counseling and Advocacy Program (HICAP)",
      note: "The California SHIP, also known as the Health Insurance Counseling and Advocacy Program (HICAP), is administered by the California Department of Aging.",
      checked,
    },
    {
      url: "https://www.aging.ca.gov/Providers_and_Partners/Health_Insurance_Counseling_and_Advocacy_Program/Program_Narrative_and_Fact_Sheets/",
      publisher: "California Department of Aging (page for providers)",
      kind: "official",
      confirms: ["name"],
      name: "Health Insurance Counseling and Advocacy Program (HICAP)",
      note: "Program narrative of the Health Insurance Counseling and Advocacy Program (HICAP). The consumer page's address was not found in a stored source.",
      checked,
    },
  ],
  CT: [
    {
      url: "https://readkong.com/page/choices-hotline-1-800-994-9422-guide-to-choosing-a-9766056",
      publisher:
        "Connecticut State Unit on Aging, Guide to Choosing a Medicare Prescription Drug Plan (revised October 2020)",
      kind: "official-copy",
      confirms: ["name"],
      name: "CHOICES",
      note: "CHOICES is Connecticut's State Health Insurance Assistance Program (SHIP).",
      checked,
    },
  ],
  DC: [
    {
      url: "https://taggs.hhs.gov/Detail/AwardDetail?arg_AwardNum=90SAPG0113&arg_ProgOfficeCode=275",
      publisher:
        "U.S. HHS TAGGS, ACL SHIP award 90SAPG0113 (DC Department of Aging and Community Living), 2025-2030 project",
      kind: "official",
      confirms: ["name"],
      name: "DC State Health Insurance Assistance Program (DC SHIP)",
      note: "The DC State Health Insurance Assistance Program (DC SHIP), within the Department of Aging and Community Living (DACL).",
      checked,
    },
  ],
  DE: [
    {
      url: "https://news.delaware.gov/tag/medicare/?print=print-search",
      publisher: "Delaware Department of Insurance news release (open enrollment for 2024)",
      kind: "official",
      confirms: ["name"],
      name: "Delaware Medicare Assistance Bureau (DMAB)",
      note: "The Delaware Department of Insurance and its Medicare Assistance Bureau (DMAB) give free one-on-one counseling.",
      checked,
    },
  ],
  IA: [
    {
      url: "https://iid.iowa.gov/health-insurance",
      publisher: "Iowa Insurance Division",
      kind: "official",
      confirms: ["name"],
      name: "Senior Health Insurance Information Program (SHIIP)",
      note: "The Iowa Insurance Division's Senior Health Insurance Information Program (SHIIP) offers free, confidential and unbiased help with Medicare.",
      checked,
    },
    {
      url: "https://shiip.iowa.gov/get-started/how-medicare-works",
      publisher:
        "Senior Health Insurance Information Program (SHIIP/SMP), Iowa Insurance Division (the program's own site)",
      kind: "official",
      confirms: ["address", "phone"],
      address: "https://shiip.iowa.gov/",
      phone: "1-800-351-4664",
      note: "The program's own site (shiip.iowa.gov): 'SHIIP/ SMP has dedicated volunteer counselors ... Call 1-800-351-4664, (TTY 1-800-735-2942)'. With the Insurance Division's page (name), the row is verified.",
      checked: SOURCES_CHECKED_ALL_ROWS,
    },
  ],
  KS: [
    {
      url: "https://fortscott.biz/news/category/kansas/page/4",
      publisher:
        "Kansas Department for Aging and Disability Services release (open enrollment for 2026), reprinted by FortScott.biz",
      kind: "official-copy",
      confirms: ["name"],
      name: "Senior Health Insurance Counseling for Kansas (SHICK)",
      note: "Senior Health Insurance Counseling for Kansas (SHICK) is a free program with counselors throughout the state.",
      checked,
    },
    {
      url: "https://fortscott.biz/news/category/kansas/page/4",
      publisher:
        "Kansas Department for Aging and Disability Services release (open enrollment for 2026), reprinted by FortScott.biz",
      kind: "official-copy",
      confirms: ["phone"],
      phone: "1-800-860-5260",
      note: "The same KDADS release: 'This counseling service is free at l-800-860-5260' (the reprint has a letter l for the 1).",
      checked: SOURCES_CHECKED_PHONES,
    },
  ],
  LA: [
    {
      url: "http://ldi.la.gov/SHIIP/help-paying.html",
      publisher: "Louisiana Department of Insurance (older version of its SHIIP pages)",
      kind: "official",
      confirms: ["name"],
      name: "Senior Health Insurance Information Program (SHIIP)",
      note: "Senior Health Insurance Information Program banner on the department's SHIIP pages; the stored copy is old, so the current address is not confirmed.",
      checked,
    },
  ],
  MA: [
    {
      url: "https://mcoaonline.com/2020/11/16/mcoa-alert-call-your-senators-for-shine/",
      publisher: "Massachusetts Senate FY2021 budget amendment 204, quoted by Massachusetts Councils on Aging, 2020",
      kind: "official-copy",
      confirms: ["name"],
      name: "Serving the Health Insurance Needs of Everyone (SHINE)",
      note: "Funding for the Serving the Health Insurance Needs of Everyone, or SHINE program, administered by the Executive Office of Elder Affairs.",
      checked,
    },
  ],
  MN: [
    {
      url: "https://www.ac5ru.org/afscme-council-5-retirees-united/news",
      publisher:
        "Minnesota Board on Aging announcement (open enrollment for 2019, fall 2018), reprinted by AFSCME Council 5 Retirees",
      kind: "official-copy",
      confirms: ["name"],
      name: "Senior LinkAge Line",
      note: "The Minnesota Board on Aging's Senior LinkAge Line gives comprehensive, unbiased Medicare counseling.",
      checked,
    },
  ],
  MO: [
    {
      url: "https://insurance.mo.gov/seniors/index.php",
      publisher: "Missouri Department of Commerce and Insurance",
      kind: "official",
      confirms: ["name"],
      name: "Missouri State Health Insurance Assistance Program (Missouri SHIP)",
      note: "Missouri SHIP is the Missouri State Health Insurance Assistance Program (the earlier name CLAIM is no longer used there); no program address is given.",
      checked,
    },
  ],
  NC: [
    {
      url: "https://journalnow.com/news/local/agewise-what-to-consider-during-medicare-annual-enrollment/article_8fb2056c-09c9-11eb-98a3-a74f6c0d6712.html",
      publisher: "Winston-Salem Journal, 2020-10-11",
      kind: "news",
      confirms: ["name"],
      name: "Seniors' Health Insurance Information Program (SHIIP)",
      note: "Seniors' Health Insurance Information Program (SHIIP), a division of the North Carolina Department of Insurance.",
      checked,
    },
  ],
  ND: [
    {
      url: "https://www.insurance.nd.gov/consumers/shic-medicare/medicare-part-d/medicare-part-d-open-enrollment",
      publisher: "North Dakota Insurance Department",
      kind: "official",
      confirms: ["name"],
      name: "State Health Insurance Counseling (SHIC)",
      note: "Call a State Health Insurance Counseling (SHIC) program counselor; the page is a Part D subpage, not the program's home page.",
      checked,
    },
  ],
  OH: [
    {
      url: "https://aging.ohio.gov/BenefitsHelp",
      publisher: "Ohio Department of Aging",
      kind: "official",
      confirms: ["name"],
      name: "Ohio Senior Health Insurance Information Program (OSHIIP)",
      note: "The Ohio Senior Health Insurance Information Program (OSHIIP), a service of the Ohio Department of Insurance.",
      checked,
    },
    {
      url: "https://aging.ohio.gov/BenefitsHelp",
      publisher: "Ohio Department of Aging",
      kind: "official",
      confirms: ["phone"],
      phone: "1-800-686-1578",
      note: "Ohioans with questions about Medicare can contact OSHIIP, a service of the Ohio Department of Insurance, at 1-800-686-1578 (same page, read again for the phone).",
      checked: SOURCES_CHECKED_PHONES,
    },
  ],
  OK: [
    {
      url: "https://www.paulsvalleydailydemocrat.com/community/get-some-extra-help-with-medicare-drug-costs/article_7906b193-f621-5bf7-a47b-86b3d2cd8d0b.html",
      publisher: "Column by Oklahoma Insurance Commissioner Glen Mulready, 2020-07-31",
      kind: "official-copy",
      confirms: ["name"],
      name: "Medicare Assistance Program (MAP)",
      note: "The Medicare Assistance Program (MAP) is a division of the Oklahoma Insurance Department; the page linked there is its Extra Help page, not the program's home page.",
      checked,
    },
  ],
  PA: [
    {
      url: "https://www.pa.gov/agencies/aging/newsroom/pda-announces-medicare-open-enrollment-period-begins-october-15",
      publisher: "Pennsylvania Department of Aging press release (open enrollment for 2026, October-December 2025)",
      kind: "official",
      confirms: ["name"],
      name: "Pennsylvania Medicare Education and Decision Insight (PA MEDI)",
      note: "Free health benefits counseling through Pennsylvania Medicare Education and Decision Insight, also known as PA MEDI, at the 52 Area Agencies on Aging.",
      checked,
    },
  ],
  TX: [
    {
      url: "https://www.hhs.texas.gov/providers/long-term-care-providers/area-agencies-aging-aaa/aaa-grants-overview",
      publisher: "Texas Health and Human Services Commission (page for providers)",
      kind: "official",
      confirms: ["name"],
      name: "Health Information, Counseling and Advocacy Program (HICAP)",
      note: "In Texas, SHIP is called the Health Information, Counseling and Advocacy Program (HICAP).",
      checked,
    },
  ],
  VA: [
    {
      url: "https://content.govdelivery.com/accounts/VAARLINGTON/bulletins/3f70356",
      publisher: "Arlington County, Virginia, bulletin (open enrollment for 2026)",
      kind: "official",
      confirms: ["name"],
      name: "Virginia Insurance Counseling and Assistance Program (VICAP)",
      note: "Arlington County's Virginia Insurance Counseling and Assistance Program (VICAP) gives free one-on-one Medicare counseling.",
      checked,
    },
  ],
  WY: [
    {
      url: "https://news.yahoo.com/unsung-hero-helping-wyoming-seniors-182500879.html",
      publisher: "News report, 2023-12-30",
      kind: "news",
      confirms: ["name"],
      name: "Wyoming State Health Insurance Information Program (WSHIIP)",
      note: "The Wyoming State Health Insurance Information Program, also known as WSHIIP, a free Medicare information service.",
      checked,
    },
  ],
  GU: [
    {
      url: "https://dphss.guamdev.com/division-of-senior-citizens-2/",
      publisher: "Guam Department of Public Health and Social Services, Division of Senior Citizens (copy of its page)",
      kind: "official-copy",
      confirms: ["name"],
      name: "Guam Medicare Assistance Program (MAP)",
      note: "Lists the Guam Medicare Assistance Program (MAP) and State Health Insurance Assistance Program (SHIP) for Medicare information, by e-mail to the Division of Senior Citizens. The host is the department's development copy, so the address is not taken from it. The department's own page dphss.guam.gov/?p=677 (Senior Medicare Patrol) works 'in collaboration with Guam MAP' and gives the division's phone, (671) 735-7415/7421.",
      checked: SOURCES_CHECKED_GU_MI,
    },
    {
      url: "https://dphss.guam.gov/?p=677",
      publisher:
        "Guam Department of Public Health and Social Services, Division of Senior Citizens (its own page: Senior Medicare Patrol Project)",
      kind: "official",
      confirms: ["phone"],
      phone: "(671) 735-7415",
      note: "Guam SMP works in collaboration with Guam MAP; for information and assistance contact the Division of Senior Citizens at (671) 735-7415/7421 (the division runs Guam MAP; the first number is shown).",
      checked: SOURCES_CHECKED_PHONES,
    },
  ],
  MI: [
    {
      url: "https://www.michigan.gov/whitmer/news/proclamations/2019/10/15/mmap-medicare-awareness-day",
      publisher: "Office of the Governor of Michigan, proclamation of 15 October 2019",
      kind: "official",
      confirms: ["name"],
      name: "Michigan Medicare/Medicaid Assistance Program (MMAP)",
      note: "Michigan contracts with the Michigan Medicare/Medicaid Assistance Program (MMAP), a nonprofit, to run the SHIP. Old (2019): a 2025 news report calls it the 'Michigan Medicare Assistance Program' after the state centralized counseling, so the name needs a newer official source.",
      checked: SOURCES_CHECKED_GU_MI,
    },
  ],
  // ---- Read on 2026-11-29 (issue 25) ----
  GA: [
    {
      url: "https://mygeorgiacares.org/About-Us/State-Health-Insurance-Assistance-Program-SHIP-",
      publisher: "GeorgiaCares (mygeorgiacares.org), its page about the State Health Insurance Assistance Program",
      kind: "official",
      confirms: ["phone"],
      phone: "1-866-552-4464",
      note: "The page 'State Health Insurance Assistance Program (SHIP)' gives 1-866-552-4464 (option 4 on the menu). The page text does not spell the program's name or who runs the site, so the name and the address stay unconfirmed and the row links the locator.",
      checked: SOURCES_CHECKED_ALL_ROWS,
    },
  ],
  AK: [
    {
      url: "https://www.seniorvoicealaska.com/story/2016/01/01/news/dont-cut-funding-for-vital-assistance/954.html",
      publisher: "Alaska Commission on Aging, open letter to Sen. Murkowski (Senior Voice, 2016-01-01)",
      kind: "official-copy",
      confirms: ["name"],
      name: "Medicare Information Office",
      note: "'Alaska's Medicare Information Office administers the SHIP program statewide.' Old (2016): no current page of the office was found, so the address is not confirmed.",
      checked: SOURCES_CHECKED_ALL_ROWS,
    },
  ],
  NY: [
    {
      url: "https://www.webharvest.gov/congress111th/20101202083952/http://www.aging.ny.gov/",
      publisher: "New York State Office for the Aging home page (archived by webharvest.gov, 2010-12-02)",
      kind: "official",
      confirms: ["name"],
      name: "Health Insurance Information, Counseling and Assistance Program (HIICAP)",
      note: "NYSOFA's 'Health Insurance Information, Counseling and Assistance Program (HIICAP)', the statewide network run through the Area Agencies on Aging. Old (2010): no current program page was found.",
      checked: SOURCES_CHECKED_ALL_ROWS,
    },
  ],
};

/**
 * USPS code -> the sources read for that row (issue 25: every row has one). A row that links the national
 * locator lists the locator as the source of its link, after any evidence for its name or phone.
 */
export const STATE_SOURCES: Readonly<Record<string, readonly RowSource[]>> = Object.fromEntries(
  STATE_PROGRAMS.map((row) => [
    row.code,
    [...(ROW_EVIDENCE[row.code] ?? []), ...(row.url === SHIP_LOCATOR_URL ? [LOCATOR] : [])],
  ]),
);
