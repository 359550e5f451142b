/**
 * A fatal problem in an ontology file (malformed XML or Turtle, unknown format), with the
 * 1-based position when there is one. Recoverable problems are warnings instead.
 */
export class OntologyParseError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(
      line === undefined ? message : `${message} (line ${line}${column === undefined ? '' : `, column ${column}`})`,
    );
    this.name = 'OntologyParseError';
  }
}
