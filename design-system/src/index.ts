/* Public API of the design system: one export line per component. */
export type { ComponentExample } from "./examples.ts";
export type { ComponentGuidance, TranscriptExcerpt } from "./guidance.ts";
export { useDsStrings, dsResources } from "./i18n/index.ts";
export { Button, type ButtonProps } from "./components/Button/index.ts";
export { PlainButton, type PlainButtonProps } from "./components/PlainButton/index.ts";
export { Heading, type HeadingProps, type HeadingLevel, type HeadingSize } from "./components/Heading/index.ts";
export { Prose, type ProseProps } from "./components/Prose/index.ts";
export { Card, type CardProps } from "./components/Card/index.ts";
export { Callout, type CalloutProps, type MessageVariant } from "./components/Callout/index.ts";
export { Alert, type AlertProps, type AlertVariant } from "./components/Alert/index.ts";
export { ProgressBar, type ProgressBarProps } from "./components/ProgressBar/index.ts";
export { Meter, type MeterProps } from "./components/Meter/index.ts";
export { SkipLink, type SkipLinkProps } from "./components/SkipLink/index.ts";
export { VisuallyHidden, type VisuallyHiddenProps } from "./components/VisuallyHidden/index.ts";
export {
  LiveRegion,
  type LiveRegionProps,
  announce,
  useAnnounce,
  type Politeness,
} from "./components/LiveRegion/index.ts";
export { Details, type DetailsProps } from "./components/Details/index.ts";
export {
  Accordion,
  AccordionItem,
  type AccordionProps,
  type AccordionItemProps,
  type AccordionHeadingLevel,
} from "./components/Accordion/index.ts";
export { Dialog, DialogTrigger, type DialogProps, type DialogTriggerProps } from "./components/Dialog/index.ts";
export { Drawer, DrawerTrigger, type DrawerProps, type DrawerTriggerProps } from "./components/Drawer/index.ts";
export {
  OnThisPage,
  OnThisPageLayout,
  type OnThisPageProps,
  type OnThisPageLayoutProps,
  type OnThisPageSection,
} from "./components/OnThisPage/index.ts";
export {
  Menu,
  MenuItem,
  MenuSection,
  type MenuProps,
  type MenuItemProps,
  type MenuSectionProps,
} from "./components/Menu/index.ts";
export {
  toast,
  closeToast,
  clearToasts,
  resolveToastTimeout,
  MIN_TOAST_TIMEOUT,
  ToastRegion,
  ToastTemplate,
  type ToastOptions,
  type ToastRegionProps,
  type ToastTemplateProps,
  type ToastVariant,
} from "./components/Toast/index.ts";
export {
  Breadcrumbs,
  type BreadcrumbsProps,
  type BreadcrumbItem,
  type BreadcrumbLinkProps,
} from "./components/Breadcrumbs/index.ts";
export { Table, type TableProps, type TableColumn } from "./components/Table/index.ts";
export { NeverHydratesProvider, useNeverHydrates } from "./never-hydrates.tsx";
export {
  Link,
  isExternalHref,
  LinkRendererProvider,
  SiteLink,
  type LinkProps,
  type LinkRenderer,
  type SiteLinkProps,
} from "./components/Link/index.ts";
export { TextField, type TextFieldProps } from "./components/TextField/index.ts";
export { TextArea, type TextAreaProps, type CharacterCountMessages } from "./components/TextArea/index.ts";
export { NumberField, usLocale, type NumberFieldProps } from "./components/NumberField/index.ts";
export {
  DateInput,
  parseMemorableDate,
  daysInMonth,
  toIsoDate,
  MIN_YEAR,
  type DateInputProps,
  type MemorableDateValue,
  type MemorableDatePart,
  type MemorableDateResult,
} from "./components/DateInput/index.ts";
export { Select, type SelectProps, type SelectOption } from "./components/Select/index.ts";
export { RadioGroup, Radio, type RadioGroupProps, type RadioProps } from "./components/RadioGroup/index.ts";
export { Checkbox, type CheckboxProps } from "./components/Checkbox/index.ts";
export { CheckboxGroup, type CheckboxGroupProps } from "./components/CheckboxGroup/index.ts";
export { Form, type FormProps } from "./components/Form/index.ts";
export {
  ErrorSummary,
  useFocusOnErrors,
  focusField,
  type ErrorSummaryProps,
  type ErrorSummaryItem,
} from "./components/ErrorSummary/index.ts";
export {
  Toggletip,
  ToggletipTemplate,
  type ToggletipProps,
  type ToggletipTemplateProps,
} from "./components/Toggletip/index.ts";
