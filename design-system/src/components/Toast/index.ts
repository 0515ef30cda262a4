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
