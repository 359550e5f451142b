import { Anchor, Code, Collapse, Table, Text } from '@mantine/core';
import { useId, useState } from 'react';

const SYNTAX: Array<{ example: string; meaning: string }> = [
  { example: 'neural network', meaning: 'Articles with every word, in the title, abstract or authors.' },
  { example: '"reinforcement learning"', meaning: 'A phrase: the words together, in this order.' },
  { example: 'robots AND vision', meaning: 'Both terms. AND is implied between terms.' },
  { example: 'grasping OR manipulation', meaning: 'Either term.' },
  { example: 'robots NOT survey', meaning: 'Leaves out articles with the second term.' },
  { example: 'robots (vision OR touch)', meaning: 'Parentheses group terms. Operators are written in capitals.' },
  { example: 'title:robots  abstract:"deep learning"', meaning: 'Only in the title, or only in the abstract.' },
  { example: 'author:Zhang  authors:(Zhang Schmidt)', meaning: 'Author names.' },
  { example: 'pubmed:28722352  PMC5502336', meaning: 'PubMed and PubMed Central ids.' },
  { example: '10.1038/nature14539  arXiv:1511.04078', meaning: 'A DOI or an arXiv id finds that article.' },
  { example: 'c:123', meaning: 'Articles with a concept. Type # in the box to pick one by name.' },
  { example: 'j:45', meaning: "A journal's articles." },
];

/** A short, collapsible reference of the query language under the search box. */
export function SearchSyntaxHelp() {
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  return (
    <div>
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={() => setOpened((open) => !open)}
        aria-expanded={opened}
        aria-controls={panelId}
      >
        {opened ? 'Hide query syntax' : 'Query syntax'}
      </Anchor>
      <Collapse expanded={opened} id={panelId}>
        <Table withTableBorder={false} verticalSpacing={4} mt="xs" maw={760} fz="sm">
          <Table.Tbody>
            {SYNTAX.map((row) => (
              <Table.Tr key={row.example}>
                <Table.Td w="42%">
                  <Code>{row.example}</Code>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{row.meaning}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Collapse>
    </div>
  );
}
