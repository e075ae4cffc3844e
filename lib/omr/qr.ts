// Reads QR codes from an image with zxing-wasm (ZXing-C++ compiled to WebAssembly): it finds codes
// that are rotated, skewed or small in a phone photo, which is what a scanned answer sheet needs,
// and reports each code's corners, which tell the reader which way up the sheet is.
import { readFileSync } from "node:fs";
import path from "node:path";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import type { Point } from "./layout";

let prepared = false;

/** The .wasm from this project's node_modules: left alone, zxing-wasm would fetch it from a CDN. */
function prepare() {
  if (prepared) return;
  const file = readFileSync(path.join(process.cwd(), "node_modules/zxing-wasm/dist/reader/zxing_reader.wasm"));
  prepareZXingModule({ overrides: { wasmBinary: file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer } });
  prepared = true;
}

export interface FoundCode {
  text: string;
  /** Top-left, top-right, bottom-right, bottom-left of the code as printed, in image pixels. */
  corners: Point[];
}

/** Every QR code in an encoded image (PNG, JPEG) or in raw RGBA pixels. */
export async function readQrCodes(image: Uint8Array | ImageData): Promise<FoundCode[]> {
  prepare();
  const results = await readBarcodes(image, { formats: ["QRCode"], tryHarder: true, maxNumberOfSymbols: 4 });
  return results
    .filter((r) => r.isValid)
    .map((r) => ({ text: r.text, corners: [r.position.topLeft, r.position.topRight, r.position.bottomRight, r.position.bottomLeft].map(({ x, y }) => ({ x, y })) }));
}
