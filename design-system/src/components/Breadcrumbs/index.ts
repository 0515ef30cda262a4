export { Breadcrumbs, type BreadcrumbsProps, type BreadcrumbItem, type BreadcrumbLinkProps } from "./Breadcrumbs.tsx";
