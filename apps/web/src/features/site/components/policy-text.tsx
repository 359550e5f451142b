import type { PrivacyPolicy } from '@sciscope/contracts';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import { remarkHtmlAsText } from './markdown-as-text';

/*
 * A policy text from the server: Markdown rendered to React elements (never inserted as
 * HTML; raw HTML shows as text; react-markdown drops unsafe link protocols), or plain text
 * as paragraphs. The page's h1 is its own, so Markdown headings start at h2.
 */

const MARKDOWN_COMPONENTS: Components = {
  h1: ({ children }) => (
    <Title order={2} size="h3">
      {children}
    </Title>
  ),
  h2: ({ children }) => (
    <Title order={2} size="h4">
      {children}
    </Title>
  ),
  h3: ({ children }) => (
    <Title order={3} size="h5">
      {children}
    </Title>
  ),
  h4: ({ children }) => (
    <Title order={4} size="h6">
      {children}
    </Title>
  ),
  h5: ({ children }) => (
    <Title order={5} size="h6">
      {children}
    </Title>
  ),
  h6: ({ children }) => (
    <Title order={6} size="h6">
      {children}
    </Title>
  ),
  p: ({ children }) => <Text>{children}</Text>,
  ul: ({ children }) => <List spacing="xs">{children}</List>,
  ol: ({ children }) => (
    <List type="ordered" spacing="xs">
      {children}
    </List>
  ),
  li: ({ children }) => <List.Item>{children}</List.Item>,
  a: ({ href, children }) => (
    <Anchor href={href} {...(href && /^https?:/i.test(href) ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </Anchor>
  ),
};

/** Splits plain text into paragraphs at blank lines; single line breaks stay. */
export function plainParagraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/** The policy's text, safely rendered. */
export function PolicyText({ policy }: { policy: PrivacyPolicy }) {
  if (policy.format === 'text') {
    return (
      <Stack gap="md">
        {plainParagraphs(policy.text).map((paragraph, index) => (
          <Text key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Text>
        ))}
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Markdown remarkPlugins={[remarkHtmlAsText]} components={MARKDOWN_COMPONENTS} skipHtml={false}>
        {policy.text}
      </Markdown>
    </Stack>
  );
}
