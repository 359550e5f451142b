import { Skeleton, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** After this long without a list, the placeholder says what the server is doing. */
export const PENDING_SAY_MS = 3000;
/** After this long, it also says why a first ranking can take this long. */
export const PENDING_EXPLAIN_MS = 12000;

/**
 * What the placeholder of a ranking under way says after `elapsedMs`: nothing at first (most
 * rankings answer in a second or two), then what is happening, then why it can take a while.
 */
export function rankingPendingText(elapsedMs: number): string | null {
  if (elapsedMs < PENDING_SAY_MS) return null;
  const ranking = "Ranking the corpus's authors for this document…";
  if (elapsedMs < PENDING_EXPLAIN_MS) return ranking;
  return `${ranking} The first ranking after the server started, or after a new representation model, opens the article index first: it can take up to a minute.`;
}

/**
 * The referee list's placeholder while the ranking is computed: a skeleton, and after a few
 * seconds a line saying what the wait is (a walk saw 30 s of a bare grey box on a first start).
 */
export function RankingPending() {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(() => setElapsed(Date.now() - started), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const text = rankingPendingText(elapsed);
  return (
    <Stack gap="xs">
      {text !== null && (
        <Text size="sm" c="dimmed" role="status">
          {text}
        </Text>
      )}
      <Skeleton height={320} />
    </Stack>
  );
}
