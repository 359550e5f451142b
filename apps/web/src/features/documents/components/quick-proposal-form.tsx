import { proposalInputSchema, type Folder, type FoldersResponse } from '@sciscope/contracts';
import { Alert, Button, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { createProposal, openPersonalFolder } from '../api/documents-api';
import { fieldErrorsOf } from '../../../app/api-client';
import { AbstractField } from './abstract-field';
import { EMPTY_AUTHOR, authorInputsOf, draftsOfManuscript, type AuthorDraft } from './author-draft';
import { ManuscriptUpload } from './manuscript-upload';
import { ProposalAuthorsEditor } from './proposal-authors-editor';

const PERSONAL = 'personal';

/**
 * The referee finder's quick start: a title, abstract and authors, pasted or read from a
 * manuscript and checked here (the authors make the conflict-of-interest checks), saved as a
 * proposal in a folder the user edits (their personal folder when they have no organization),
 * then ranked at /referees-beam/proposal/{id}.
 */
export function QuickProposalForm({ folders }: { folders: FoldersResponse }) {
  const navigate = useNavigate();
  const editable = folders.folders.filter((f) => f.role === 'editor');
  const personalExists = editable.some((f) => f.personal);
  const options = [
    ...editable.map((f) => ({
      value: String(f.id),
      label: f.personal ? `${f.name} (personal)` : `${f.name} — ${f.organizationName ?? ''}`,
    })),
    ...(folders.canUsePersonalFolder && !personalExists ? [{ value: PERSONAL, label: 'My proposals (personal)' }] : []),
  ];
  const [folder, setFolder] = useState(options[0]?.value ?? '');
  const [title, setTitle] = useState('');
  const [abstract, setAbstract] = useState('');
  const [authors, setAuthors] = useState<AuthorDraft[]>([EMPTY_AUTHOR]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const fields = { ...fieldErrorsOf(error), ...localErrors };

  if (options.length === 0) {
    return (
      <Alert color="gray">
        You have no folder to add proposals to: ask an admin of your organization for the editor role in one.
      </Alert>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = { title, abstract, authors: authorInputsOf(authors) };
    // Checked by the contract first, as the server will: a too long abstract is a field error
    // here, never a request the server refuses whole.
    const parsed = proposalInputSchema.safeParse(input);
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path.join('.') || 'title'] ??= issue.message;
    setLocalErrors(found);
    setError(null);
    if (!parsed.success) return;
    setPending(true);
    try {
      const target: Folder | { id: number } = folder === PERSONAL ? await openPersonalFolder() : { id: Number(folder) };
      const { id } = await createProposal(target.id, input);
      navigate(`/referees-beam/proposal/${id}`);
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Find referees for a title and abstract">
      <Stack gap="sm">
        <ManuscriptUpload
          onExtracted={(m) => {
            if (m.title) setTitle(m.title);
            if (m.abstract) setAbstract(m.abstract);
            setAuthors(draftsOfManuscript(m.authors));
          }}
        />
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={fields.title}
        />
        <AbstractField value={abstract} onChange={setAbstract} error={fields.abstract} maxRows={14} />
        <ProposalAuthorsEditor authors={authors} errors={fields} onChange={setAuthors} />
        <NativeSelect
          label="Save in folder"
          data={options}
          value={folder}
          onChange={(e) => setFolder(e.currentTarget.value)}
        />
        {error && Object.keys(fields).length === 0 && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <div>
          <Button type="submit" loading={pending}>
            Find referees
          </Button>
        </div>
      </Stack>
    </form>
  );
}
