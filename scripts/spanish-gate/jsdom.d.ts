// The little of jsdom's API the Spanish gate uses (jsdom is already a devDependency, as vitest's DOM;
// it ships no types of its own and @types/jsdom would be a new dependency for two lines).
declare module "jsdom" {
  export class JSDOM {
    constructor(html: string);
    readonly window: { readonly document: Document };
  }
}
