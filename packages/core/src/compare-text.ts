// The one order of names, ids and codes in every package: by UTF-16 code units, as `<` compares
// strings. It does not depend on a locale, a database's collation or the machine.

/** Comparator for `Array.prototype.sort`: -1, 0 or 1. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
