/** 'Maria da Silva' → 'MS'; 'joão' → 'J'; blank → '?'. First and last words, skipping Portuguese particles. */
export function initials(name: string): string {
  const particles = new Set(['da', 'de', 'do', 'das', 'dos', 'e']);
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => word && !particles.has(word.toLowerCase()));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
