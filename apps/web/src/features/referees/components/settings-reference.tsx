import { Code, Stack, Table } from '@mantine/core';
import Markdown from 'react-markdown';
import { PolicyText } from '../../site/components/policy-text';
import { splitMarkdownTables } from '../markdown-tables';

/** A table cell's inline Markdown (code, emphasis, links); raw HTML is dropped. */
function InlineMarkdown({ text }: { text: string }) {
  return (
    <Markdown
      skipHtml
      components={{
        p: ({ children }) => <>{children}</>,
        code: ({ children }) => <Code>{children}</Code>,
      }}
    >
      {text}
    </Markdown>
  );
}

/** The settings reference: Markdown runs through the site's safe renderer, pipe tables as tables. */
export function SettingsReference({ markdown }: { markdown: string }) {
  return (
    <Stack gap="md">
      {splitMarkdownTables(markdown).map((segment, index) =>
        segment.kind === 'markdown' ? (
          <PolicyText key={index} policy={{ format: 'markdown', text: segment.text }} />
        ) : (
          <Table key={index} striped withTableBorder fz="sm">
            <Table.Thead>
              <Table.Tr>
                {segment.header.map((cell, column) => (
                  <Table.Th key={column}>
                    <InlineMarkdown text={cell} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {segment.rows.map((row, rowIndex) => (
                <Table.Tr key={rowIndex}>
                  {row.map((cell, column) => (
                    <Table.Td key={column}>
                      <InlineMarkdown text={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ),
      )}
    </Stack>
  );
}
