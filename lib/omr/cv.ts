// OpenCV (@techstark/opencv-js: OpenCV 4.12 compiled to WebAssembly, no native build) for the scan
// reader's image work: finding the corner markers and straightening a photographed sheet. About
// 11 MB of JavaScript, loaded only in the reader's worker thread, once.
//
// The module is an Emscripten "thenable" that resolves to itself: awaiting it, or returning it from
// an async function, loops for ever. It is waited for through onRuntimeInitialized and handed out
// wrapped in an object.
import type * as OpenCv from "@techstark/opencv-js";

export type Cv = typeof OpenCv;

let loading: Promise<{ cv: Cv }> | undefined;

export function loadCv(): Promise<{ cv: Cv }> {
  loading ??= import("@techstark/opencv-js").then(
    (module) =>
      new Promise<{ cv: Cv }>((resolve) => {
        const cv = (module as unknown as { default: Cv & { onRuntimeInitialized?: () => void } }).default;
        if (typeof cv.Mat === "function") resolve({ cv });
        else cv.onRuntimeInitialized = () => resolve({ cv });
      }),
  );
  return loading;
}
