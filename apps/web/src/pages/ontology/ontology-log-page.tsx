import { ONTOLOGY_CONSTANTS, ONTOLOGY_TEXTS } from '@sciscope/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { LogTable } from '../../features/ontology/components/log-table';
import { OntologyTabs } from '../../features/ontology/components/ontology-tabs';
import { Pager } from '../../features/ontology/components/pager';
import { RequireModerator } from '../../features/ontology/components/require-moderator';
import { ReviewPanel } from '../../features/ontology/components/review-panel';
import { useOntologyLog } from '../../features/ontology/queries/use-ontology';

/** /ontology/log: 'Moderation: ontology', filtered by e-mail or organization on Enter, 100 a page. */
export function OntologyLogPage() {
  return (
    <Stack gap={0} maw={1300}>
      <PageTitle>{ONTOLOGY_TEXTS.logTitle}</PageTitle>
      <OntologyTabs />
      <RequireModerator>
        <WholeLog />
      </RequireModerator>
    </Stack>
  );
}

function WholeLog() {
  const [params, setParams] = useSearchParams();
  const email = params.get('email') ?? '';
  const offset = Math.max(0, Number(params.get('offset') ?? 0) || 0);
  const [text, setText] = useState(email);
  const log = useOntologyLog(email, offset);
  const go = (next: { email: string; offset: number }) =>
    setParams({
      ...(next.email ? { email: next.email } : {}),
      ...(next.offset ? { offset: String(next.offset) } : {}),
    });
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={ONTOLOGY_TEXTS.logFilter}
        placeholder={ONTOLOGY_TEXTS.logFilter}
        value={text}
        maw={360}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') go({ email: text.trim(), offset: 0 });
        }}
      />
      {log.isError ? (
        <ErrorState message={log.error.message} />
      ) : (
        <LogTable
          logs={log.data?.logs}
          // A new page or filter: the previous rows are kept (placeholder) while it loads.
          loading={log.isFetching && (log.isPlaceholderData || !log.data)}
          actions={(entry) => <ReviewPanel entry={entry} />}
        />
      )}
      {log.data && (
        <Pager
          offset={offset}
          total={log.data.total}
          pageSize={ONTOLOGY_CONSTANTS.logPageSize}
          onOffset={(o) => go({ email, offset: o })}
        />
      )}
    </Stack>
  );
}
