/**
 * The form errors' i18n keys, typed against the locale files: a zod message in a tool's model or in fields.ts
 * is the key of its words ("tools:errors.zipFormat", "tool-<tool>:errors.<field>"), translated beside the field
 * and in the error summary. `ErrorKey` is every `errors.*` key of every namespace's English strings (a tool's
 * from its ToolRegistry entry), so a misspelt key fails `npm run typecheck` instead of showing the raw key to a
 * visitor. Types only: models stay pure.
 */
import type { AppResources } from "../../i18n/resources.d.ts";

type Namespace = keyof AppResources & string;

/** "<namespace>:errors.<key>" for every key of every namespace's `errors` block. */
export type ErrorKey = {
  [NS in Namespace]: AppResources[NS] extends { errors: infer Errors }
    ? `${NS}:errors.${keyof Errors & string}`
    : never;
}[Namespace];

/** An error key, checked at compile time (the same string at run time). */
export function errorKey<const Key extends ErrorKey>(key: Key): Key {
  return key;
}
