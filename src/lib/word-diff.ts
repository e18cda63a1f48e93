/** A run of words the two texts share, or that only the old (removed) or the new (added) one has. */
export interface DiffPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/** Above this many cells the comparison gives up on word level and says the whole text was replaced. */
const MAX_CELLS = 4_000_000;

/**
 * Each word with the spaces after it (spaces at the start stand alone): a space on its own would match every other
 * space and cut a changed phrase into pieces around them.
 */
const tokens = (text: string) => text.match(/^\s+|\S+\s*/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string) {
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else if (text) parts.push({ kind, text });
}

/**
 * The word-level difference of two texts (a longest common subsequence of their words and spaces): what stayed, what
 * went and what came, in order. Texts too long to compare word by word (over 2,000 × 2,000 words) come back as one
 * removal and one addition.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  if (before === after) return before ? [{ kind: 'same', text: before }] : [];
  const a = tokens(before);
  const b = tokens(after);
  // The common start and end are kept as they are; only the middle is compared.
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    push(parts, 'removed', midA.join(''));
    push(parts, 'added', midB.join(''));
  } else {
    // lengths[i][j]: the longest common subsequence of midA[i..] and midB[j..].
    const width = midB.length + 1;
    const lengths = new Uint32Array((midA.length + 1) * width);
    for (let i = midA.length - 1; i >= 0; i--)
      for (let j = midB.length - 1; j >= 0; j--)
        lengths[i * width + j] =
          midA[i] === midB[j]
            ? lengths[(i + 1) * width + j + 1]! + 1
            : Math.max(lengths[(i + 1) * width + j]!, lengths[i * width + j + 1]!);
    let i = 0;
    let j = 0;
    while (i < midA.length || j < midB.length) {
      if (i < midA.length && j < midB.length && midA[i] === midB[j]) {
        push(parts, 'same', midA[i]!);
        i++;
        j++;
      } else if (
        i < midA.length &&
        (j === midB.length || lengths[(i + 1) * width + j]! >= lengths[i * width + j + 1]!)
      ) {
        // What went comes before what came in its place.
        push(parts, 'removed', midA[i]!);
        i++;
      } else {
        push(parts, 'added', midB[j]!);
        j++;
      }
    }
  }
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}
