// Whole numbers with thousands separators, as `toLocaleString('en-US')` writes them, without
// loading ICU's number formatting: its first use costs tens of milliseconds of start-up.

/** 1234567 -> "1,234,567"; -1234 -> "-1,234". */
export function thousands(n: number): string {
  if (!Number.isSafeInteger(n)) return n.toLocaleString('en-US');
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}
