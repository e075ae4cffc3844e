// Verhoeff's check-digit scheme, which the last digit of every Aadhaar number follows: it catches
// every single wrong digit and every swap of two neighbouring digits.
const multiply = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const permute = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digits pass Verhoeff's check (the last digit is the check digit). */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let check = 0;
  [...digits].reverse().forEach((digit, i) => {
    check = multiply[check][permute[i % 8][Number(digit)]];
  });
  return check === 0;
}

/** The check digit that makes `digits` + it pass (for building valid test numbers). */
export function verhoeffDigit(digits: string): number {
  for (let d = 0; d <= 9; d++) if (verhoeffValid(`${digits}${d}`)) return d;
  throw new Error("unreachable");
}

/** An Aadhaar number: 12 digits, not starting with 0 or 1, with a valid check digit. */
export function aadhaarValid(value: string): boolean {
  return /^[2-9]\d{11}$/.test(value) && verhoeffValid(value);
}
