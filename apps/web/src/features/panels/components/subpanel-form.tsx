import { subpanelBodySchema, type PanelSubpanel, type SubpanelBody } from '@sciscope/contracts';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { useQuery } from '@tanstack/react-query';
import { fetchFolderPage } from '../../documents/api/documents-api';
import { documentsKeys } from '../../documents/queries/documents-keys';
import { useFolders } from '../../documents/queries/use-documents';
import { parseDocumentList } from '../panel-display';
import { useSaveSubpanel } from '../queries/use-panels';

type Existing = Pick<PanelSubpanel, 'code' | 'name'> & { documents: Array<{ docKind: string; docId: number }> };

/**
 * The form's own check, run on every submit: the body to send, or each field's first message
 * (an empty code is 'This field is required.', not the rule on its characters that it also fails).
 */
export function subpanelFormErrors(input: {
  code: string;
  name: string;
  documents: string;
}): { body: SubpanelBody } | { errors: Record<string, string> } {
  const { documents: parsed, invalid } = parseDocumentList(input.documents);
  const errors: Record<string, string> = {};
  if (invalid.length > 0) errors.documents = `Not a document: ${invalid[0]} (write "proposal 12" or "article 34").`;
  const body = subpanelBodySchema.safeParse({ code: input.code, name: input.name, documents: parsed });
  if (!body.success)
    for (const issue of body.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= issue.message;
    }
  return body.success && Object.keys(errors).length === 0 ? { body: body.data } : { errors };
}

/**
 * A subpanel's code, name and documents: proposals picked from a folder the user can read, or
 * typed as `proposal 12` / `article 34` (one per line or comma-separated).
 */
export function SubpanelForm({
  panelId,
  existing,
  onDone,
}: {
  panelId: number;
  existing: Existing | null;
  onDone: () => void;
}) {
  const [code, setCode] = useState(existing?.code ?? '');
  const [name, setName] = useState(existing?.name ?? '');
  const [documents, setDocuments] = useState(
    existing ? existing.documents.map((d) => `${d.docKind} ${d.docId}`).join('\n') : '',
  );
  const [folderId, setFolderId] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSubpanel(panelId);
  const folders = useFolders();
  const folder = useQuery({
    queryKey: documentsKeys.folderPage(Number(folderId), 0),
    queryFn: ({ signal }) => fetchFolderPage(Number(folderId), 0, signal),
    enabled: folderId !== null,
  });
  // The server's answer is about what was sent: the next edit clears it (walk 15 saw 'Unknown
  // proposal 999999.' stay and hide the check of what was typed since).
  const edited = () => {
    if (save.error) save.reset();
  };
  const listed = parseDocumentList(documents).documents;
  const has = (id: number) => listed.some((d) => d.docKind === 'proposal' && d.docId === id);
  const toggleProposal = (id: number) => {
    const next = has(id)
      ? listed.filter((d) => !(d.docKind === 'proposal' && d.docId === id))
      : [...listed, { docKind: 'proposal' as const, docId: id }];
    setDocuments(next.map((d) => `${d.docKind} ${d.docId}`).join('\n'));
    edited();
  };
  const serverErrors = fieldErrorsOf(save.error);
  const shown = { ...serverErrors, ...errors };
  const documentError =
    errors.documents ?? Object.entries(serverErrors).find(([field]) => field.startsWith('documents'))?.[1];
  const general = save.error && Object.keys(serverErrors).length === 0 ? save.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = subpanelFormErrors({ code, name, documents });
    setErrors('errors' in found ? found.errors : {});
    if ('errors' in found) {
      save.reset();
      return;
    }
    save.mutate({ code: existing?.code ?? null, body: found.body }, { onSuccess: onDone });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={existing ? `Edit subpanel ${existing.code}` : 'Add a subpanel'}>
      <Stack gap="xs" maw={640}>
        <Group grow align="flex-start">
          <TextInput
            label="Code"
            value={code}
            onChange={(e) => {
              setCode(e.currentTarget.value);
              edited();
            }}
            error={shown.code}
            withAsterisk
          />
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              edited();
            }}
            error={shown.name}
            withAsterisk
          />
        </Group>
        <Select
          label="Pick proposals from a folder"
          placeholder="Choose a folder"
          data={(folders.data?.folders ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          value={folderId}
          onChange={setFolderId}
          clearable
        />
        {folderId !== null && folder.data && (
          <Stack gap={4} role="group" aria-label="Proposals of the folder">
            {folder.data.proposals.length === 0 && (
              <Text size="xs" c="dimmed">
                This folder holds no proposal.
              </Text>
            )}
            {folder.data.proposals.map((p) => (
              <Checkbox
                key={p.id}
                size="xs"
                label={p.title}
                checked={has(p.id)}
                onChange={() => toggleProposal(p.id)}
              />
            ))}
          </Stack>
        )}
        <Textarea
          label="Documents"
          description='One per line: "proposal 12" or "article 34".'
          autosize
          minRows={2}
          value={documents}
          onChange={(e) => {
            setDocuments(e.currentTarget.value);
            edited();
          }}
          error={documentError}
        />
        {general && (
          <Alert color="red" variant="light" role="alert">
            {general}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {existing ? 'Save subpanel' : 'Add subpanel'}
          </Button>
          {existing && (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
