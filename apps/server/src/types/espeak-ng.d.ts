/** The espeak-ng package ships no types: an Emscripten module factory. */
declare module 'espeak-ng' {
  const factory: (options: object) => Promise<unknown>;
  export default factory;
}
