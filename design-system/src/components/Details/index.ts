export { Details, type DetailsProps } from "./Details.tsx";
