/**
 * The automatic ambiguity rule for literals (spec 02, section 4): a literal written
 * entirely in upper case and longer than one character is ambiguous ("ICA", "SVM", "3D").
 * Such a literal is matched case-sensitively and counts only with other evidence of its
 * concept; moderators may override the flag, so the matcher reads the stored flag.
 */
export function isAmbiguousLiteralName(name: string): boolean {
  const trimmed = name.trim();
  // Length in code points, so that a single astral letter is still "one character".
  let length = 0;
  for (const _ of trimmed) {
    length++;
    if (length > 1) break;
  }
  if (length < 2) return false;
  // "Entirely upper case" needs at least one cased letter: "2012" is not an acronym.
  return trimmed === trimmed.toUpperCase() && trimmed !== trimmed.toLowerCase();
}
