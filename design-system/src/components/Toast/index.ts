export {
  toast,
  closeToast,
  clearToasts,
  resolveToastTimeout,
  MIN_TOAST_TIMEOUT,
  ToastRegion,
  type ToastOptions,
  type ToastRegionProps,
  type ToastVariant,
} from "./Toast.tsx";
export { ToastTemplate, type ToastTemplateProps } from "./ToastTemplate.tsx";
