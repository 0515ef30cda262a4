/**
 * How long a toast stays (WCAG 2.2.1, no timing a visitor cannot control): one rule for the React toast (Toast.tsx)
 * and the reading pages' toast (Toast.enhance.ts), in a file of its own so the enhancement module does not
 * import React Aria.
 */

/** The shortest automatic timeout allowed, in milliseconds (shorter ones are raised to this). */
export const MIN_TOAST_TIMEOUT = 8000;

/**
 * The timeout a toast really gets: none (persistent) when not given, not a positive
 * finite number; otherwise at least MIN_TOAST_TIMEOUT.
 */
export function resolveToastTimeout(timeout: number | undefined): number | undefined {
  if (timeout === undefined || !Number.isFinite(timeout) || timeout <= 0) return undefined;
  return Math.max(MIN_TOAST_TIMEOUT, timeout);
}
