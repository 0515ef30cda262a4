/**
 * Typed i18n keys: i18next checks every t("key") against the English strings, so a wrong key (or a
 * template key whose values do not all exist) fails `npm run typecheck`. One line per namespace, except the
 * tools': each tool's view enters its strings in the ToolRegistry (content/routes/tools.ts), and they are typed
 * from there as `tool-<tool>`, with its short name under `routes:tools-<tool>` and its card under
 * `tools:hub.tools.<tool>` (merged by strings-<lang>.ts and app/pages/tools/tool-cards.ts). app/i18n/typed-keys.test.ts fails when a
 * locales/en/*.json file is typed by neither.
 */
import type { ToolBlock, ToolRegistry, ToolSlug } from "@medicare-guide/content/routes";
import type accessibilityReport from "../../locales/en/accessibility-report.json";
import type common from "../../locales/en/common.json";
import type contact from "../../locales/en/contact.json";
import type costs from "../../locales/en/costs.json";
import type irmaaPage from "../../locales/en/irmaa-page.json";
import type email from "../../locales/en/email.json";
import type emailPreferences from "../../locales/en/email-preferences.json";
import type encyclopedia from "../../locales/en/encyclopedia.json";
import type enrollmentTimeline from "../../locales/en/enrollment-timeline.json";
import type faq from "../../locales/en/faq.json";
import type feed from "../../locales/en/feed.json";
import type guides from "../../locales/en/guides.json";
import type home from "../../locales/en/home.json";
import type legal from "../../locales/en/legal.json";
import type listen from "../../locales/en/listen.json";
import type medicare101 from "../../locales/en/medicare101.json";
import type medigap from "../../locales/en/medigap.json";
import type news from "../../locales/en/news.json";
import type offline from "../../locales/en/offline.json";
import type parts from "../../locales/en/parts.json";
import type print from "../../locales/en/print.json";
import type pageTerms from "../../locales/en/page-terms.json";
import type paths from "../../locales/en/paths.json";
import type pathQuizNote from "../../locales/en/path-quiz-note.json";
import type quicklinks from "../../locales/en/quicklinks.json";
import type quiz from "../../locales/en/quiz.json";
import type readerQuestion from "../../locales/en/reader-question.json";
import type readerQuestionForm from "../../locales/en/reader-question-form.json";
import type resources from "../../locales/en/resources.json";
import type routes from "../../locales/en/routes.json";
import type search from "../../locales/en/search.json";
import type states from "../../locales/en/states.json";
import type toolCalendar from "../../locales/en/tool-calendar.json";
import type tools from "../../locales/en/tools.json";
import type dsAccordion from "../../locales/en/ds/Accordion.json";
import type dsAlert from "../../locales/en/ds/Alert.json";
import type dsBreadcrumbs from "../../locales/en/ds/Breadcrumbs.json";
import type dsButton from "../../locales/en/ds/Button.json";
import type dsCallout from "../../locales/en/ds/Callout.json";
import type dsCheckbox from "../../locales/en/ds/Checkbox.json";
import type dsCheckboxGroup from "../../locales/en/ds/CheckboxGroup.json";
import type dsDateInput from "../../locales/en/ds/DateInput.json";
import type dsDialog from "../../locales/en/ds/Dialog.json";
import type dsDrawer from "../../locales/en/ds/Drawer.json";
import type dsErrorSummary from "../../locales/en/ds/ErrorSummary.json";
import type dsLink from "../../locales/en/ds/Link.json";
import type dsMenu from "../../locales/en/ds/Menu.json";
import type dsNumberField from "../../locales/en/ds/NumberField.json";
import type dsOnThisPage from "../../locales/en/ds/OnThisPage.json";
import type dsRadioGroup from "../../locales/en/ds/RadioGroup.json";
import type dsSelect from "../../locales/en/ds/Select.json";
import type dsSkipLink from "../../locales/en/ds/SkipLink.json";
import type dsTable from "../../locales/en/ds/Table.json";
import type dsTextArea from "../../locales/en/ds/TextArea.json";
import type dsTextField from "../../locales/en/ds/TextField.json";
import type dsToast from "../../locales/en/ds/Toast.json";
import type dsToggletip from "../../locales/en/ds/Toggletip.json";

/** Each tool's namespace, `tool-<tool>`, typed by its English strings. */
type ToolNamespaces = { [Slug in ToolSlug as `tool-${Slug}`]: ToolRegistry[Slug] };

export type AppResources = ToolNamespaces & {
  common: typeof common;
  contact: typeof contact;
  // The IRMAA page adds its own file to the costs pages' namespace (app/pages/costs/irmaa-page-strings.ts).
  costs: typeof costs & typeof irmaaPage;
  email: typeof email;
  "email-preferences": typeof emailPreferences;
  encyclopedia: typeof encyclopedia;
  "enrollment-timeline": typeof enrollmentTimeline;
  faq: typeof faq;
  offline: typeof offline;
  feed: typeof feed;
  guides: typeof guides;
  home: typeof home;
  legal: typeof legal;
  listen: typeof listen;
  medicare101: typeof medicare101;
  medigap: typeof medigap;
  news: typeof news;
  parts: typeof parts;
  print: typeof print;
  "page-terms": typeof pageTerms;
  paths: typeof paths;
  "path-quiz-note": typeof pathQuizNote;
  quicklinks: typeof quicklinks;
  quiz: typeof quiz;
  "reader-question": typeof readerQuestion & typeof readerQuestionForm;
  resources: typeof resources;
  routes: typeof routes & { [Slug in ToolSlug as `tools-${Slug}`]: string };
  search: typeof search;
  "accessibility-report": typeof accessibilityReport;
  states: typeof states;
  "tool-calendar": typeof toolCalendar;
  tools: typeof tools & { hub: { tools: { [Slug in ToolSlug]: ToolBlock["card"] } } };
  ds: {
    Accordion: typeof dsAccordion;
    Alert: typeof dsAlert;
    Breadcrumbs: typeof dsBreadcrumbs;
    Button: typeof dsButton;
    Callout: typeof dsCallout;
    Checkbox: typeof dsCheckbox;
    CheckboxGroup: typeof dsCheckboxGroup;
    DateInput: typeof dsDateInput;
    Dialog: typeof dsDialog;
    Drawer: typeof dsDrawer;
    ErrorSummary: typeof dsErrorSummary;
    Link: typeof dsLink;
    Menu: typeof dsMenu;
    NumberField: typeof dsNumberField;
    OnThisPage: typeof dsOnThisPage;
    RadioGroup: typeof dsRadioGroup;
    Select: typeof dsSelect;
    SkipLink: typeof dsSkipLink;
    Table: typeof dsTable;
    TextArea: typeof dsTextArea;
    TextField: typeof dsTextField;
    Toast: typeof dsToast;
    Toggletip: typeof dsToggletip;
  };
};

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "common";
    resources: AppResources;
    /** Filled in by app/i18n (YEAR_VARIABLES): strings may name {{planYear}} and {{previousPlanYear}}. */
    defaultVariables: { planYear: number; previousPlanYear: number };
  }
}
