/**
 * The `sciscope import` subcommands: the one list that `sciscope --help` and `sciscope import`
 * print and that the import command runs (its task table is keyed by these names, so a
 * subcommand cannot be added without its help line). A light module: printing the help loads
 * no command.
 */
export const IMPORT_SUBCOMMANDS = [
  { name: 'works', args: 'FILE...', summary: 'OpenAlex works, one JSON object per line (plain or .gz)' },
  { name: 'ontology', args: 'FILE...', summary: 'SKOS RDF/XML or Turtle, or a Z39.19 thesaurus CSV' },
  { name: 'defaults', args: '[--force]', summary: 'the default datasets of SCISCOPE_DATA_DIR' },
  { name: 'rescan', args: '[--all]', summary: 'process the concept rescan queue (--all: queue every article first)' },
  { name: 'ambiguity', args: '', summary: 'recompute the corpus-driven concept ambiguity flags (and rescan)' },
  {
    name: 'merge-authors',
    args: '',
    summary: "merge one person's profiles stored under ids of several sources (OpenReview, IEEE, ACL)",
  },
  { name: 'proposals', args: 'FOLDER FILE', summary: 'proposals from CSV or JSON into a folder (see README)' },
  {
    name: 'panel',
    args: 'FILE (--panel=ID | --organization=ID [--name=N])',
    summary: "a panel's subpanels and their documents (CSV or JSON)",
  },
] as const;

export type ImportSubcommand = (typeof IMPORT_SUBCOMMANDS)[number]['name'];

/** The subcommands that run in the command itself; every other one runs as a background task. */
export const INLINE_IMPORT_SUBCOMMANDS = ['proposals', 'panel'] as const satisfies readonly ImportSubcommand[];
export type InlineImportSubcommand = (typeof INLINE_IMPORT_SUBCOMMANDS)[number];

/** A line of a command list: what to type, and what it does. */
export interface UsageEntry {
  synopsis: string;
  summary: string;
}

/**
 * Help lines, the summaries in one column from `column`; a synopsis too long for it puts its
 * summary on the next line, in that column.
 */
export function formatUsage(entries: readonly UsageEntry[], { indent = 2, column = 34 } = {}): string {
  const pad = ' '.repeat(indent);
  return entries
    .map(({ synopsis, summary }) => {
      const head = `${pad}${synopsis}`;
      if (!summary) return head;
      return head.length < column ? `${head.padEnd(column)}${summary}` : `${head}\n${' '.repeat(column)}${summary}`;
    })
    .join('\n');
}

/** The import subcommands as help entries, each synopsis starting with `prefix` ('import '). */
export function importUsageEntries(prefix: string): UsageEntry[] {
  return IMPORT_SUBCOMMANDS.map(({ name, args, summary }) => ({
    synopsis: `${prefix}${name}${args ? ` ${args}` : ''}`,
    summary,
  }));
}
