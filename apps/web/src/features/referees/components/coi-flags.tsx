import { possibleDocumentAuthorText, readableTex } from '@sciscope/contracts';
import type { CommonInstitution, Referee } from '@sciscope/contracts';
import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { articlePath } from '../referees-links';
import { ExpandableList } from './expandable-list';

/** True when the candidate has any conflict of interest the page flags. */
export function hasConflict(referee: Referee): boolean {
  return (
    referee.labels.includes('document_author') ||
    referee.externalCoI ||
    (referee.possibleDocumentAuthorOf?.length ?? 0) > 0 ||
    referee.recentlyCoauthoredCount > 0 ||
    referee.isRecentlyCommonAffiliation ||
    referee.retractedArticles.length > 0
  );
}

/** The flags of a row, each with its evidence (papers, institutions with years). */
export function CoiFlags({ referee }: { referee: Referee }) {
  const recentPapers = referee.coauthoredArticles.filter((paper) => paper.isRecent);
  const recentInstitutions = referee.commonInstitutions.filter((institution) => institution.isRecent);
  const possibleOf = referee.possibleDocumentAuthorOf ?? [];
  if (!hasConflict(referee)) return null;
  return (
    <Stack gap={4}>
      <Group gap={4}>
        {referee.labels.includes('document_author') && (
          <Badge size="xs" color="red">
            Document author
          </Badge>
        )}
        {referee.externalCoI && (
          <Badge size="xs" color="red">
            Custom COI
          </Badge>
        )}
        {possibleOf.length > 0 && (
          <Badge size="xs" color="red">
            Possibly a document author
          </Badge>
        )}
        {recentPapers.length > 0 && (
          <Badge size="xs" color="red">
            Co-author ({referee.recentlyCoauthoredCount})
          </Badge>
        )}
        {referee.isRecentlyCommonAffiliation && (
          <Badge size="xs" color="orange">
            Same institution
          </Badge>
        )}
        {referee.retractedArticles.length > 0 && (
          <Tooltip label={referee.retractedArticles.map((a) => readableTex(a.title)).join('; ')} withArrow>
            <Badge size="xs" color="gray">
              Retracted ({referee.retractedArticles.length})
            </Badge>
          </Tooltip>
        )}
      </Group>
      {possibleOf.length > 0 && (
        <Text size="xs">{possibleDocumentAuthorText(possibleOf)}: this corpus profile may be theirs</Text>
      )}
      {recentPapers.length > 0 && (
        <ExpandableList
          label="Co-authored papers"
          items={recentPapers}
          render={(paper) => (
            <Text size="xs">
              <Anchor href={articlePath(paper.id, paper.title)} size="xs" inherit>
                {readableTex(paper.title)}
              </Anchor>
              {paper.year !== null && ` (${paper.year})`} with {paper.documentAuthors.join(', ')}
            </Text>
          )}
        />
      )}
      {recentInstitutions.length > 0 && (
        <ExpandableList
          label="Common institutions"
          items={recentInstitutions}
          render={(institution) => <Text size="xs">{sharedInstitutionText(institution)}</Text>}
        />
      )}
    </Stack>
  );
}

/**
 * A shared institution with both sides' years: 'Alpha Institute (candidate 2021, 2024–2025;
 * Alice Doc 2023–2025)'; a document author's declared affiliation reads 'now (declared)'.
 */
export function sharedInstitutionText(institution: CommonInstitution): string {
  const documentSide = [
    institution.documentYears.length > 0 ? yearsText(institution.documentYears) : '',
    institution.declared ? 'now (declared)' : '',
  ]
    .filter(Boolean)
    .join(', ');
  const candidateSide = institution.years.length > 0 ? `candidate ${yearsText(institution.years)}; ` : '';
  return `${institution.name} (${candidateSide}${institution.documentAuthors.join(', ')} ${documentSide})`;
}

/** '2019, 2021–2023' from sorted or unsorted years. */
export function yearsText(years: readonly number[]): string {
  const sorted = Array.from(new Set(years)).sort((a, b) => a - b);
  const parts: string[] = [];
  let start = sorted[0];
  let previous = sorted[0];
  for (const year of [...sorted.slice(1), Number.NaN]) {
    if (year === (previous as number) + 1) {
      previous = year;
      continue;
    }
    if (start !== undefined) parts.push(start === previous ? String(start) : `${start}–${previous}`);
    start = year;
    previous = year;
  }
  return parts.join(', ');
}
