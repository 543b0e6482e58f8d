// Is the label for this pet? The web form asks before saving a label printed for another animal.
// No imports: the add-medication form uses it without loading the formulary.

/** Edit distance between two short names (a name is a word or two). */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/**
 * The name on the label when it is another animal's, else null: case is ignored, and a name of
 * four or more letters may differ by one OCR slip ('Bel1a' is Bella). A label without a name,
 * or with the pet's first name ('Max' for 'Max Junior'), is the pet's.
 */
export function otherAnimalName(labelName: string | null, petName: string): string | null {
  if (!labelName) return null;
  const a = labelName.trim().toLowerCase();
  const b = petName.trim().toLowerCase();
  if (a === '' || a === b || b.startsWith(`${a} `) || a.startsWith(`${b} `)) return null;
  const slips = Math.min(a.length, b.length) >= 4 ? 1 : 0;
  return distance(a, b) <= slips ? null : labelName.trim();
}
