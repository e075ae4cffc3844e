// fontkit (a dependency of @react-pdf/renderer) ships no types; tests/unit/woff.test.ts opens fonts with it.
declare module "fontkit" {
  export function create(buffer: Uint8Array, postscriptName?: string): unknown;
}
