import { Badge, Button, Group, Select } from '@mantine/core';
import { useState } from 'react';
import type { VacancyTag } from '@sciscope/contracts';
import { assignTag, createTag, unassignTag } from '../api/jobs-api';

/** Runs one tag change; the caller shows a refusal and reloads what the change touched. */
export type TagAction = (work: () => Promise<unknown>) => Promise<void>;

/**
 * An applicant's tags as chips, the same on the applicants list and the applicant page. A click
 * on a chip takes that tag off the applicant (DELETE /api/jobs/applicant-tag/).
 */
export function ApplicantTagChips({
  applicationId,
  tagsIds,
  tags,
  act,
}: {
  applicationId: number;
  tagsIds: number[];
  tags: Array<Pick<VacancyTag, 'id' | 'name'>>;
  act: TagAction;
}) {
  const tagName = (tagId: number) => tags.find((t) => t.id === tagId)?.name ?? '';
  return tagsIds.map((t) => (
    <Badge
      key={t}
      component="button"
      type="button"
      size="sm"
      mr={2}
      // The natural width: squeezed by the table's columns, a chip read "T.." (its label clips).
      style={{ cursor: 'pointer', minWidth: 'max-content' }}
      aria-label={`Remove the tag ${tagName(t)}`}
      onClick={() => act(() => unassignTag(applicationId, t))}
    >
      {tagName(t)} ×
    </Badge>
  ));
}

/**
 * Picks one of the vacancy's tags, or names a new one (created on Add tag), and puts it on the
 * given applicants (the selected rows of the list, or the one applicant of the applicant page).
 */
export function TagAssigner({
  vacancyId,
  applicationsIds,
  tags,
  act,
}: {
  vacancyId: number;
  applicationsIds: number[];
  tags: Array<Pick<VacancyTag, 'id' | 'name'>>;
  act: TagAction;
}) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Group gap="xs">
      <Select
        aria-label="Tag"
        placeholder="Tag or new tag name"
        searchable
        data={tags.map((t) => ({ value: String(t.id), label: t.name }))}
        value={value}
        onChange={setValue}
        allowDeselect={false}
        nothingFoundMessage="Press Add tag to create it"
        onSearchChange={(s) =>
          !tags.some((t) => String(t.id) === value && t.name === s) && s !== '' && setValue(`new:${s}`)
        }
      />
      <Button
        variant="default"
        disabled={applicationsIds.length === 0 || !value}
        onClick={() =>
          act(async () => {
            const tagId = value!.startsWith('new:') ? (await createTag(vacancyId, value!.slice(4))).id : Number(value);
            await assignTag(applicationsIds, tagId);
          })
        }
      >
        Add tag
      </Button>
    </Group>
  );
}
