import { componentNames } from "./component-list.ts";
import { readComponentCode, type ComponentCode } from "./docgen.ts";
import { guidanceOf } from "./guidance.ts";
import { repoPath } from "./repo-path.ts";
import { quoteTranscripts, type QuotedTranscript } from "./transcripts.ts";

let cache: Map<string, ComponentCode> | undefined;

/**
 * Build time: what the code says about every component (description, props, examples' source), read in one
 * compiler session on the first docs page and kept for the others.
 */
export function componentCode(name: string): ComponentCode {
  cache ??= readComponentCode({
    tsconfig: repoPath("docs/tsconfig.json"),
    componentsDir: repoPath("design-system/src/components"),
    names: componentNames(),
  });
  const code = cache.get(name);
  if (!code) throw new Error(`No design-system component named ${name}`);
  return code;
}

/** Build time: everything a component page's loader gives it: the code's facts and the Orca steps it quotes. */
export function componentPageData(name: string): ComponentCode & { heard: QuotedTranscript[] } {
  return { ...componentCode(name), heard: quoteTranscripts(guidanceOf(name).heard ?? []) };
}
