/** The cut zxcvbn dictionaries and keyboard graphs, made at build time by apps/web/password-words.ts. */
declare module 'virtual:password-words' {
  import type { OptionsGraph } from '@zxcvbn-ts/core';

  export const dictionary: Record<string, string[]>;
  export const adjacencyGraphs: OptionsGraph;
}
