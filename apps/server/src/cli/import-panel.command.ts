import { basename, extname } from 'node:path';
import { PANEL_LIMITS } from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import type { AppConfig } from '../app/config';
import type { Db } from '../app/database/kysely';
import { AppError } from '../app/errors';
import { proposalRefDocSource } from '../modules/folders/proposal-ref-doc.source';
import { importPanel } from '../modules/panels/panels-import.usecases';
import { createPanelsRepository } from '../modules/panels/panels.repository';
import type { PanelsDeps } from '../modules/panels/panels.usecases';
import { articleRefDocSource } from '../modules/referees/corpus-ref-doc.sources';
import { sharedRankingHolders } from '../modules/referees/ranking-index';
import { createRefDocRegistry } from '../modules/referees/ref-doc.registry';
import { countOf, readImportFile } from './import-file';

export const IMPORT_PANEL_USAGE = `Usage: sciscope import panel FILE (--panel=ID | --organization=ID [--name=NAME]) [--format=csv|json]
  FILE            subpanels and their documents: CSV with a header row (subpanel_code,
                  subpanel_name, doc_kind, doc_id; one document per row) or JSON
                  ({ "panelName", "subpanels": [{ "code", "name", "documents": [{ "docKind", "docId" }] }] });
                  the format follows the extension unless --format is given
  --panel=ID      import into this panel (a subpanel of the file replaces the one of the same code)
  --organization=ID  create a new panel in this organization, named --name, the file's panelName
                  or the file's name
Valid rows are saved, invalid ones listed (row, field, message). See docs/panel-composer.md.
`;

const option = (argv: string[], name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);

/**
 * `sciscope import panel FILE`: the panel page's import, run by whoever holds the database (the
 * system actor). Exit codes: 0 every row saved, 1 some rows rejected (the valid ones are saved),
 * 2 bad usage or a file that cannot be read at all.
 */
export async function runImportPanelCommand(
  argv: string[],
  {
    db,
    config,
    out,
    err,
  }: {
    db: Db;
    config: Pick<AppConfig, 'runtimeDir' | 'retrievalIndex'>;
    out: (line: string) => void;
    err: (line: string) => void;
  },
): Promise<number> {
  const files = argv.filter((a) => !a.startsWith('--'));
  const panelOption = option(argv, 'panel');
  const organizationOption = option(argv, 'organization');
  const panelId = panelOption === undefined ? null : Number(panelOption);
  const organizationId = organizationOption === undefined ? null : Number(organizationOption);
  const valid = (v: number | null) => v === null || (Number.isSafeInteger(v) && v > 0);
  if (
    files.length !== 1 ||
    !valid(panelId) ||
    !valid(organizationId) ||
    (panelId === null) === (organizationId === null)
  ) {
    err(IMPORT_PANEL_USAGE);
    return 2;
  }
  const file = files[0]!;
  const read = readImportFile(file, option(argv, 'format'), PANEL_LIMITS.importChars, err);
  if (!read) return 2;
  const { format, content } = read;
  const deps: PanelsDeps = {
    db,
    access: createAccessRepository({ db }),
    panels: createPanelsRepository({ db }),
    registry: createRefDocRegistry([articleRefDocSource, proposalRefDocSource]),
    holders: sharedRankingHolders({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex }),
    wake: () => {},
    contactEmail: null,
  };
  try {
    const result = await importPanel({
      deps,
      actor: SYSTEM_ACTOR,
      panelId,
      organizationId,
      name: option(argv, 'name') ?? (format === 'json' ? null : basename(file, extname(file))),
      format,
      content,
    });
    out(
      `panel ${result.panelId}: ${countOf(result.subpanels, 'subpanel')}, ${countOf(result.documents, 'document')} imported; ${countOf(result.errors.length, 'error')}\n`,
    );
    for (const e of result.errors) out(`  row ${e.row}, ${e.field}: ${e.message}\n`);
    return result.errors.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof AppError) {
      err(`${error.message}\n`);
      return 2;
    }
    throw error;
  }
}
