/**
 * Words a view types itself instead of reading them from the strings: every user-facing string lives in
 * locales/ or content/, English AND Spanish (developers' guide), so a JSX text child or a visible attribute
 * (`aria-label`, `title`, `alt`, `placeholder`, `label`, `description`) holding a word is an English sentence the
 * Spanish page would show too. Symbols and spacing ("← ", "·", "(", " ") are not words. Read from the compiler's
 * syntax tree (no pattern over the source), in the same session as the layer check.
 */
import { isJsxAttribute, isJsxText, isStringLiteral, type Node, type SourceFile } from "typescript/unstable/ast";

/** Attributes whose value a visitor sees or hears. */
const VISIBLE_ATTRIBUTES = new Set(["aria-label", "title", "alt", "placeholder", "label", "description"]);

/** Two letters in a row, in any script: a word, not a symbol. */
const WORD = /\p{L}{2,}/u;

/** The views this applies to: app/'s components, not their tests or examples. */
export const isAppView = (file: string): boolean =>
  file.startsWith("app/") && file.endsWith(".tsx") && !/\.(test|examples)\.tsx$/.test(file);

export interface TypedWords {
  line: number;
  text: string;
}

/** Every JSX text or visible attribute of the file that holds a word. */
export function typedWords(file: SourceFile): TypedWords[] {
  const found: TypedWords[] = [];
  const at = (node: Node, text: string) => {
    const start =
      node.pos + (file.text.slice(node.pos, node.end).length - file.text.slice(node.pos, node.end).trimStart().length);
    found.push({ line: file.text.slice(0, start).split("\n").length, text: text.trim().replace(/\s+/g, " ") });
  };
  const visit = (node: Node): void => {
    if (isJsxText(node) && WORD.test(node.text)) at(node, node.text);
    else if (
      isJsxAttribute(node) &&
      node.initializer &&
      isStringLiteral(node.initializer) &&
      VISIBLE_ATTRIBUTES.has((node.name as unknown as { text: string }).text) &&
      WORD.test(node.initializer.text)
    )
      at(node, `${(node.name as unknown as { text: string }).text}="${node.initializer.text}"`);
    node.forEachChild((child) => {
      visit(child);
      return undefined;
    });
  };
  visit(file);
  return found;
}
