/**
 * What a text area's character count says (shared by TextArea.tsx and TextArea.enhance.ts, issue 29): before
 * typing, the limit; once typed, what is left or how many too many.
 */
export interface CountMessages {
  /** "You can enter up to 200 characters". */
  limit: (count: number) => string;
  /** "You have 150 characters remaining". */
  remaining: (count: number) => string;
  /** "You have 5 characters too many". */
  over: (count: number) => string;
}

export interface CharacterCount {
  text: string;
  /** Past the limit: the count shows as an error. */
  over: boolean;
}

export function characterCount(
  length: number,
  limit: number,
  hasTyped: boolean,
  messages: CountMessages,
): CharacterCount {
  const over = length > limit;
  if (length === 0 && !hasTyped) return { text: messages.limit(limit), over };
  return { text: over ? messages.over(length - limit) : messages.remaining(limit - length), over };
}

/** Where the count's number goes in the plural forms a text area carries for its enhancement. */
export const COUNT_PLACEHOLDER = "#";

/** The words for `count` in `lang`, from its plural forms (CLDR categories, as i18next picks them; `other` when the category has no form). */
export function pluralWords(forms: Partial<Record<Intl.LDMLPluralRule, string>>, lang: string, count: number): string {
  const form = forms[new Intl.PluralRules(lang).select(count)] ?? forms.other ?? "";
  return form.replaceAll(COUNT_PLACEHOLDER, String(count));
}
