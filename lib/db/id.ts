// Every id column is a PostgreSQL integer: ids from 2^31 up cannot exist, and handing one to Prisma
// fails the query (a 500) instead of finding nothing.

export const MAX_ID = 2_147_483_647;

/** A record id as written in a URL ("42"): digits only, no sign, exponent or leading zero; null when no such row can exist. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}
