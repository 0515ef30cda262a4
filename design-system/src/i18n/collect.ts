export type DsStrings = { [key: string]: string | DsStrings };

/** Merges one language's component files (locales/<lang>/ds/<Component>.json) under each component's name. */
export function collectDsStrings(files: Record<string, DsStrings>): DsStrings {
  const out: DsStrings = {};
  for (const [path, strings] of Object.entries(files)) {
    const component = /\/ds\/(\w+)\.json$/.exec(path)?.[1];
    if (component) out[component] = strings;
  }
  return out;
}
