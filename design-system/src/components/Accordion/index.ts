export {
  Accordion,
  AccordionItem,
  type AccordionProps,
  type AccordionItemProps,
  type AccordionHeadingLevel,
} from "./Accordion.tsx";
