import { Stack, Text, Title } from '@mantine/core';
import changelog from '../../../../CHANGELOG.md?raw';
import { PageTitle } from '../components/ui/page-title';

interface Release {
  heading: string;
  items: string[];
}

/** Releases of CHANGELOG.md: `## heading` lines, each followed by `- item` lines (wrapped lines joined). */
export function parseChangelog(markdown: string): Release[] {
  const releases: Release[] = [];
  for (const line of markdown.split('\n')) {
    if (line.startsWith('## ')) releases.push({ heading: line.slice(3).trim(), items: [] });
    else if (line.startsWith('- ')) releases.at(-1)?.items.push(line.slice(2).trim());
    else if (line.startsWith('  ') && line.trim()) {
      const items = releases.at(-1)?.items;
      if (items?.length) items[items.length - 1] += ` ${line.trim()}`;
    }
  }
  return releases;
}

/** What changed in each release (linked from the user menu when show_changelog_link is set). */
export function ChangelogPage() {
  return (
    <>
      <PageTitle>Changelog</PageTitle>
      <Stack gap="lg">
        {parseChangelog(changelog).map((release) => (
          <section key={release.heading}>
            <Title order={2} size="h4" mb="xs">
              {release.heading}
            </Title>
            <Stack gap={4} component="ul" style={{ paddingLeft: 20, margin: 0 }}>
              {release.items.map((item) => (
                <Text component="li" key={item} size="sm">
                  {item}
                </Text>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </>
  );
}
