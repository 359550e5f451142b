import {
  proposalInputSchema,
  type ManuscriptExtractResponse,
  type ProposalAttribute,
  type ProposalFullResponse,
  type ProposalInput,
} from '@sciscope/contracts';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { fieldErrorsOf } from '../../../app/api-client';
import { AbstractField } from './abstract-field';
import { ManuscriptUpload } from './manuscript-upload';
import { ProposalAttributesEditor } from './proposal-attributes-editor';
import { EMPTY_AUTHOR, authorInputsOf, draftsOfManuscript, type AuthorDraft } from './author-draft';
import { ProposalAuthorsEditor } from './proposal-authors-editor';

interface Draft {
  title: string;
  abstract: string;
  originId: string;
  attributes: ProposalAttribute[];
  authors: AuthorDraft[];
}

function draftOf(proposal: ProposalFullResponse | undefined): Draft {
  if (!proposal) return { title: '', abstract: '', originId: '', attributes: [], authors: [EMPTY_AUTHOR] };
  return {
    title: proposal.title,
    abstract: proposal.abstract,
    originId: proposal.origin_id ?? '',
    attributes: proposal.attributes,
    authors: proposal.authors.map((a) => ({
      name: a.name,
      affiliations: a.affiliations.join('; '),
      orcid: a.orcid ?? '',
      authorId: a.authorId,
      matchedBy: a.matchedBy,
      authorName: a.authorName,
      otherAuthors: a.otherAuthors,
      possibleMatches: a.possibleMatches,
    })),
  };
}

/** The draft as the API takes it: empty author rows dropped, affiliations split at ';'. */
function inputOf(draft: Draft): ProposalInput {
  return {
    title: draft.title,
    abstract: draft.abstract,
    originId: draft.originId.trim() || null,
    attributes: draft.attributes,
    authors: authorInputsOf(draft.authors),
  };
}

export interface ProposalFormProps {
  /** The proposal being edited; a new one when absent. */
  proposal?: ProposalFullResponse;
  /** Offer the manuscript upload that fills the form (new proposals). */
  withUpload?: boolean;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (input: ProposalInput) => Promise<unknown>;
}

/** Title, abstract, origin id, attributes and authors of a proposal; checked before sending. */
export function ProposalForm({
  proposal,
  withUpload = false,
  submitLabel,
  pending,
  error,
  onSubmit,
}: ProposalFormProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(proposal));
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(error), ...localErrors };
  const generalError = error && Object.keys(fieldErrorsOf(error)).length === 0 ? error.message : null;

  const fill = (fields: ManuscriptExtractResponse) =>
    setDraft((d) => ({
      ...d,
      title: fields.title || d.title,
      abstract: fields.abstract || d.abstract,
      authors: fields.authors.length > 0 ? draftsOfManuscript(fields.authors) : d.authors,
    }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = proposalInputSchema.safeParse(inputOf(draft));
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.') || 'title'] ??= issue.message;
      setLocalErrors(found);
      return;
    }
    setLocalErrors({});
    onSubmit(inputOf(draft)).catch(() => undefined); // shown through `error`
  };

  return (
    <form onSubmit={submit} noValidate aria-label={submitLabel}>
      <Stack gap="md">
        {withUpload && <ManuscriptUpload onExtracted={fill} />}
        <TextInput
          label="Title"
          required
          value={draft.title}
          onChange={(e) => setDraft({ ...draft, title: e.currentTarget.value })}
          error={errors.title}
        />
        <AbstractField
          value={draft.abstract}
          onChange={(abstract) => setDraft({ ...draft, abstract })}
          error={errors.abstract}
          maxRows={16}
        />
        <TextInput
          label="Origin id"
          description="The proposal's id in your own system (optional)"
          value={draft.originId}
          onChange={(e) => setDraft({ ...draft, originId: e.currentTarget.value })}
          error={errors.originId}
          maw={360}
        />
        <ProposalAuthorsEditor
          authors={draft.authors}
          errors={errors}
          onChange={(authors) => setDraft({ ...draft, authors })}
        />
        <ProposalAttributesEditor
          attributes={draft.attributes}
          errors={errors}
          onChange={(attributes) => setDraft({ ...draft, attributes })}
        />
        {generalError && (
          <Alert color="red" role="alert">
            {generalError}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
