import type { Author } from '@sciscope/contracts';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../components/ui/use-page-title';
import { affiliationYears, yearsActive } from '../author-rules';
import { AuthorGender } from './author-gender';

/** Affiliations listed in the header; the list is most recent first. */
const HEADER_AFFILIATIONS = 3;

export interface AuthorHeaderProps {
  author: Author;
  /** Holders of the `gender_info` quota see and set the gender. */
  showGender: boolean;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm" component="div">
      <Text component="span" size="sm" c="dimmed">{`${label}: `}</Text>
      {children}
    </Text>
  );
}

/** The author's name, career years, countries, latest affiliations and, with the quota, gender. */
export function AuthorHeader({ author, showGender }: AuthorHeaderProps) {
  usePageTitle(author.name);
  const years = yearsActive(author);
  const affiliations = author.datedAffiliations.slice(0, HEADER_AFFILIATIONS);
  return (
    <Stack gap={6} mb="lg">
      <Group gap="md" align="center">
        <Title order={1} size="h2">
          {author.name}
        </Title>
        {showGender && <AuthorGender author={author} />}
      </Group>
      <Group gap="xl" wrap="wrap" style={{ rowGap: 4 }}>
        {author.academicAge !== null && (
          <Fact label="Academic age">{`${author.academicAge} ${author.academicAge === 1 ? 'year' : 'years'}`}</Fact>
        )}
        {years && <Fact label="Years active">{years}</Fact>}
        {author.countries.length > 0 && (
          <Fact label={author.countries.length === 1 ? 'Country' : 'Countries'}>
            {author.countries.map((country) => country.name).join(', ')}
          </Fact>
        )}
        {author.orcid && (
          <Fact label="ORCID">
            <Anchor href={`https://orcid.org/${author.orcid}`} target="_blank" rel="noopener noreferrer" size="sm">
              {author.orcid}
            </Anchor>
          </Fact>
        )}
      </Group>
      {affiliations.length > 0 && (
        <Fact label="Latest affiliations">
          {affiliations.map((affiliation, index) => {
            const when = affiliationYears(affiliation);
            const where = [affiliation.city, affiliation.country].filter(Boolean).join(', ');
            return (
              <Text component="span" size="sm" key={`${affiliation.value}-${index}`}>
                {index > 0 && '; '}
                {affiliation.value}
                {where && <Text component="span" size="sm" c="dimmed">{`, ${where}`}</Text>}
                {when && <Text component="span" size="sm" c="dimmed">{` (${when})`}</Text>}
              </Text>
            );
          })}
        </Fact>
      )}
    </Stack>
  );
}
