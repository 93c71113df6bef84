// Counts in messages ("1 problem", "3 problems"): one rule for every package's wording.

/** `n` and the word for it: `word` for one, `many` (default: `word` + "s") otherwise. */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}
