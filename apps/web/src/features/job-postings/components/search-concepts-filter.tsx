import { Button, Chip, Fieldset, Group, Skeleton, Stack, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { JOB_LIMITS, JOB_MESSAGES, type VacancyConceptsResponse } from '@sciscope/contracts';
import { ErrorState } from '../../../components/ui/error-state';
import { fetchVacancyConcepts } from '../api/jobs-api';
import { jobKeys } from '../queries/job-keys';
import { toggleConceptId, writeConceptIds } from '../search-tab-url';

/** Concepts shown before 'Show all': enough to see the field at a glance, not a wall of a hundred. */
export const SEARCH_CONCEPTS_SHOWN = 20;

interface FilterProps {
  vacancyId: number;
  preliminary: boolean;
  minSim: number;
  /** The picked concept ids, in the order picked (from `?cids=`). */
  picked: number[];
  onChange: (ids: number[]) => void;
}

/**
 * The search tab's concept filter (spec 04: GET /api/jobs/vacancy/{id}/concepts): the concepts
 * held by the applicants listed, each with how many hold it; picking narrows the list to the
 * applicants holding every picked concept, and the counts to them.
 */
export function SearchConceptsFilter({ vacancyId, preliminary, minSim, picked, onChange }: FilterProps) {
  const query = { preliminary, minSim, cids: writeConceptIds(picked) };
  const concepts = useQuery({
    queryKey: jobKeys.searchConcepts(vacancyId, query),
    queryFn: () => fetchVacancyConcepts(vacancyId, query),
    // The chips stay while a pick's counts load: no flash of skeletons, and the chip keeps focus.
    placeholderData: keepPreviousData,
  });
  return (
    <SearchConceptsView
      data={concepts.data}
      error={concepts.error?.message ?? null}
      updating={concepts.isPlaceholderData}
      picked={picked}
      onChange={onChange}
    />
  );
}

/**
 * What the filter shows for a state of its call: skeletons while the first answer loads, the
 * error, 'No concepts among these applicants.', or the concepts as chips (checkboxes: Tab moves,
 * Space picks), the picked ones first, then the most held.
 */
export function SearchConceptsView({
  data,
  error,
  updating,
  picked,
  onChange,
}: {
  data: VacancyConceptsResponse | undefined;
  error: string | null;
  /** The counts shown are those of the previous pick while the new ones load. */
  updating: boolean;
  picked: number[];
  onChange: (ids: number[]) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const idPrefix = useId();
  const chipId = (conceptId: number) => `${idPrefix}-concept-${conceptId}`;
  // A chip moves when it is picked or unpicked (picked ones come first); React may move its node,
  // which drops the keyboard focus to the page, so it is put back on the chip just toggled.
  const toggled = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (toggled.current === null) return;
    const active = document.activeElement;
    if (active === null || active === document.body) document.getElementById(chipId(toggled.current))?.focus();
    if (!updating) toggled.current = null;
  });
  const toggle = (conceptId: number, pick: boolean) => {
    toggled.current = conceptId;
    onChange(toggleConceptId(picked, conceptId, pick));
  };

  const counts = new Map((data?.concepts ?? []).map((c) => [c.id, c]));
  const names = new Map([...(data?.picked ?? []), ...(data?.concepts ?? [])].map((c) => [c.id, c.name]));
  const unpicked = (data?.concepts ?? []).filter((c) => !picked.includes(c.id));
  const shown = expanded ? unpicked : unpicked.slice(0, SEARCH_CONCEPTS_SHOWN);
  const showMore = error === null && unpicked.length > SEARCH_CONCEPTS_SHOWN;
  const atLimit = picked.length >= JOB_LIMITS.searchConceptsPicked;
  const chip = (conceptId: number, name: string, count: number, isPicked: boolean) => (
    <Chip
      key={conceptId}
      id={chipId(conceptId)}
      size="xs"
      checked={isPicked}
      disabled={!isPicked && atLimit}
      onChange={(checked) => toggle(conceptId, checked)}
      // The count as a number for the eye, in words for screen readers.
      aria-label={`${name}, ${count} ${count === 1 ? 'applicant' : 'applicants'}`}
    >
      {name}
      <Text span fz="xs" c="dimmed" ml={6}>
        {count}
      </Text>
    </Chip>
  );

  let body;
  if (error !== null) body = <ErrorState message={error} />;
  else if (data === undefined)
    body = (
      <Group gap="xs" role="status" aria-label="Loading concepts">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={22} width={70 + ((i * 37) % 60)} radius="xl" />
        ))}
      </Group>
    );
  else
    body = (
      <>
        {(picked.length > 0 || shown.length > 0) && (
          <Group gap="xs">
            {picked.map((id) =>
              // Decision: a picked id the server does not know as a concept stays visible (and
              // can be unpicked), so an empty list never has a hidden cause.
              chip(id, names.get(id) ?? `Unknown concept (id ${id})`, counts.get(id)?.applicantsCount ?? 0, true),
            )}
            {shown.map((c) => chip(c.id, c.name, c.applicantsCount, false))}
          </Group>
        )}
        {data.concepts.length === 0 && (
          <Text size="sm" c="dimmed">
            {JOB_MESSAGES.noSearchConcepts}
          </Text>
        )}
        {atLimit && (
          <Text size="xs" c="dimmed">
            {JOB_MESSAGES.tooManyConcepts(JOB_LIMITS.searchConceptsPicked)}
          </Text>
        )}
      </>
    );

  return (
    <Fieldset legend="Concepts" variant="unstyled" aria-busy={updating || (data === undefined && error === null)}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          Pick concepts to list only the applicants holding all of them; each number counts the applicants listed.
        </Text>
        {body}
        {(showMore || picked.length > 0) && (
          <Group gap="xs">
            {showMore && (
              <Button
                variant="subtle"
                size="compact-xs"
                aria-expanded={expanded}
                onClick={() => setExpanded((v) => !v)}
              >
                {expanded ? 'Show fewer concepts' : `Show all ${unpicked.length} concepts`}
              </Button>
            )}
            {picked.length > 0 && (
              <Button variant="subtle" size="compact-xs" onClick={() => onChange([])}>
                Clear picked concepts
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
