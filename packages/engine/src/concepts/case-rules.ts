/**
 * The case rules of concept literals. Short words and acronyms collide with ordinary words
 * ("Al" and the "al." of "et al.", "Sr" and "SR", "Art" and "art", "cnn" and "CNN"), so:
 * a literal token written with two or more capitals ("CNN", "IEEE", "DDoS") matches only as
 * written, and a literal of one to three letters ("Al", "Sr", "ie", "Art") matches only as
 * written in every token. Plurals still match ("CNNs"). The text side has the converse rule:
 * a short acronym in the text ("MARS", "LIP") matches only a literal token written in capitals.
 */

/** Number of letters (any script) in `text`. */
export function letterCount(text: string): number {
  let letters = 0;
  for (const char of text) if (char.toLowerCase() !== char.toUpperCase()) letters++;
  return letters;
}

/** True for a literal of one to three letters, which matches only with its own case. */
export function isShortLiteral(name: string): boolean {
  const letters = letterCount(name);
  return letters >= 1 && letters <= 3;
}

/** True for a literal token written with two or more capitals, which matches only as written. */
export function isCapitalisedToken(surface: string): boolean {
  let capitals = 0;
  for (const char of surface) {
    if (char !== char.toLowerCase() && char === char.toUpperCase()) capitals++;
    if (capitals >= 2) return true;
  }
  return false;
}
