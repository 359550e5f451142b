import type { ExtractSpan } from '@sciscope/contracts';
import { Text, Tooltip } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { mergeSpans } from './explain-spans';

/**
 * The document's text with every matched literal marked; each mark names the concept it
 * produced (shown inline after the mark and as a tooltip), so the extraction can be read.
 */
export function ExplainText({ text, spans }: { text: string; spans: readonly ExtractSpan[] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const mark of mergeSpans(spans)) {
    if (mark.start > at) parts.push(text.slice(at, mark.start));
    const names = mark.spans.map((s) => s.conceptName).join(', ');
    parts.push(
      <Fragment key={mark.start}>
        <Tooltip label={mark.spans.map((s) => `${s.conceptName} (literal “${s.literal ?? '?'}”)`).join('; ')}>
          <mark data-concepts={names}>{text.slice(mark.start, mark.end)}</mark>
        </Tooltip>
        <Text component="sup" size="xs" c="indigo.7" fw={600}>
          {` ${names}`}
        </Text>
      </Fragment>,
    );
    at = mark.end;
  }
  if (at < text.length) parts.push(text.slice(at));
  return (
    <Text component="div" style={{ whiteSpace: 'pre-line', lineHeight: 1.9 }} aria-label="Text with matched concepts">
      {parts}
    </Text>
  );
}
