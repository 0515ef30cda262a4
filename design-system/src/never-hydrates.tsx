import { createContext, useContext, type ReactNode } from "react";

/**
 * Whether the page being rendered never hydrates (issue 29, a reading page: the app's route table says so). A
 * component whose behaviour then comes from its `X.enhance.ts` prerenders what that enhancement needs (for
 * example its control in a <template>) only there: React cannot hydrate a <template>'s content, so a page that
 * hydrates must not carry one.
 */
const NeverHydratesContext = createContext(false);

export function NeverHydratesProvider({ value, children }: { value: boolean; children: ReactNode }) {
  return <NeverHydratesContext value={value}>{children}</NeverHydratesContext>;
}

export function useNeverHydrates(): boolean {
  return useContext(NeverHydratesContext);
}
