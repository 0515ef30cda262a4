// The little of jsdom's API the HTML gate uses: matching a finding's element against the false-positive
// register's selectors needs a DOM (page text is read with content/text/html-text.ts). jsdom is already a
// devDependency, as vitest's DOM; it ships no types of its own and @types/jsdom would be a new dependency.
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
