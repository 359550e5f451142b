/**
 * A minimal OpenAlex work record (the import format of the corpus files) for seeding a test
 * server: the abstract as OpenAlex ships it, an inverted index of word positions.
 */
export function openAlexWork({
  id,
  title,
  abstract,
  year,
  citations = 0,
  authors = [],
}: {
  id: string;
  title: string;
  abstract: string;
  year: number;
  citations?: number;
  /** Display names and OpenAlex author ids, in author order. */
  authors?: Array<{ name: string; id: string }>;
}) {
  const index: Record<string, number[]> = {};
  abstract.split(' ').forEach((word, position) => (index[word] ??= []).push(position));
  return {
    id: `https://openalex.org/${id}`,
    title,
    publication_year: year,
    cited_by_count: citations,
    primary_location: { source: { display_name: 'Journal of Tests', type: 'journal' } },
    abstract_inverted_index: index,
    authorships: authors.map((author, i) => ({
      author_position: i === 0 ? 'first' : i === authors.length - 1 ? 'last' : 'middle',
      author: { display_name: author.name, id: `https://openalex.org/${author.id}` },
      raw_author_name: author.name,
      institutions: [],
      countries: [],
      raw_affiliation_strings: [],
    })),
  };
}
