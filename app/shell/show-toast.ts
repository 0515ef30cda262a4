import type { ReactNode } from "react";
import type { ToastOptions } from "@medicare-guide/design-system";

/**
 * Shows a design-system toast, loading the toast code on first use: a "Copied" heads-up after a press must
 * not put React Aria's toast queue on every article and tool page before it runs (issue 10). The toast is
 * only ever an extra (the page says the same beside the control), so the moment it takes to load is harmless.
 */
export function showToast(message: ReactNode, options: ToastOptions): void {
  void import("@medicare-guide/design-system/components/Toast/Toast.tsx").then(({ toast }) => toast(message, options));
}
