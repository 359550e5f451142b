import type { DragEndEvent } from '@dnd-kit/core';
import { Alert, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router';
import { JOB_MESSAGES, type SuggestTopicsResponse } from '@sciscope/contracts';
import { ApiError } from '../../../app/api-client';
import { fetchTags, saveTopics, suggestTopics, suggestTopicsForNew } from '../api/jobs-api';
import {
  newApplicantPlacements,
  pendingPlacements,
  placeNewApplicants,
  type TopicsState,
} from './new-applicant-placements';
import { TopicsBoard, UNCLASSIFIED } from './topics-board';
import { UnsavedTopicsModal } from './unsaved-topics-modal';

type EditorState = TopicsState;

/** Applicant names by application id, from a suggestion (every applicant of the vacancy, preliminary ones too). */
const namesOf = (s: Pick<SuggestTopicsResponse, 'applicants'>) =>
  new Map(s.applicants.map((a) => [a.applicationId, a.name || `#${a.applicationId}`]));

const snapshot = (s: EditorState) =>
  JSON.stringify(
    s.topics.map((t) => [t.id ?? null, t.name, t.description, [...t.applicantsIds].sort((a, b) => a - b)]),
  );

/**
 * The hiring topics editor (spec 04): starts from the saved topics (autotag tags with
 * applicants) or the suggestion; topics can be renamed, merged, removed, applicants dragged
 * between topics; leaving with unsaved changes asks first.
 */
export function HiringTopicsEditor({
  vacancyId,
  onSaved,
  onClose,
}: {
  vacancyId: number;
  onSaved: () => void;
  onClose: () => void;
}) {
  const [state, setState] = useState<EditorState>({ topics: [], unclassified: [] });
  const [saved, setSaved] = useState('[]');
  const [error, setError] = useState<string | null>(null);
  const [flag, setFlag] = useState<number | null>(null);
  const [loading, setLoading] = useState(true);
  // From the suggestion, not from the list on the page: that holds either the actual or the
  // preliminary applicants, and topics hold both.
  const [names, setNames] = useState<ReadonlyMap<number, string>>(new Map());
  // Applicants who came after the topics were saved, and the saved topic suggested for each:
  // they start unclassified, and "Add new applicants to topics" places them.
  const [placements, setPlacements] = useState<ReadonlyMap<number, number>>(new Map());
  const changed = snapshot(state) !== saved;
  const pending = pendingPlacements(state, placements);

  const suggest = async () => {
    setError(null);
    try {
      const s = await suggestTopics(vacancyId);
      if (s.topics.length === 0) setError(JOB_MESSAGES.notEnoughArticles);
      setNames(namesOf(s));
      setPlacements(new Map());
      setState({ topics: s.topics, unclassified: s.unclassifiedApplicantsIds });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    }
  };
  useEffect(() => {
    void (async () => {
      try {
        await loadInitial();
      } catch (e) {
        setError(e instanceof ApiError ? e.message : String(e));
      }
      setLoading(false);
    })();
    async function loadInitial() {
      const { tags } = await fetchTags(vacancyId);
      if (tags.some((t) => t.autotag && t.applicantsCount > 0)) {
        const s = await suggestTopicsForNew(vacancyId);
        const initial = {
          topics: s.topics.map((t) => ({
            ...t,
            applicantsIds: t.applicantsIds.filter((id) => !s.suggestedApplicantsIds.includes(id)),
          })),
          unclassified: [...s.unclassifiedApplicantsIds, ...s.suggestedApplicantsIds],
        };
        setSaved(snapshot(initial));
        setNames(namesOf(s));
        setPlacements(newApplicantPlacements(s.topics, s.suggestedApplicantsIds));
        setState(initial);
      } else await suggest();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vacancyId]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changed && currentLocation.pathname !== nextLocation.pathname,
  );
  // Closing with unsaved changes (the spec's hide state 2, "closing") asks first, as leaving does.
  const [closing, setClosing] = useState(false);
  const close = () => (changed ? setClosing(true) : onClose());
  // One question for both ways out: what continuing and staying mean for the one being asked.
  const leaving =
    blocker.state === 'blocked'
      ? { proceed: () => blocker.proceed?.(), stay: () => blocker.reset?.() }
      : closing
        ? {
            proceed: () => {
              setClosing(false);
              onClose();
            },
            stay: () => setClosing(false),
          }
        : null;
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (changed) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changed]);

  const save = async () => {
    setError(null);
    try {
      const result = await saveTopics(
        vacancyId,
        state.topics.map((t) => ({
          ...(t.id ? { id: t.id } : {}),
          name: t.name,
          description: t.description,
          applicantsIds: t.applicantsIds,
        })),
      );
      const byName = new Map(result.tags.map((t) => [t.name.toLowerCase(), t.id]));
      const next = { ...state, topics: state.topics.map((t) => ({ ...t, id: byName.get(t.name.toLowerCase()) })) };
      setState(next);
      setSaved(snapshot(next));
      onSaved();
      return true;
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
      return false;
    }
  };

  const onDragEnd = (event: DragEndEvent) => {
    const id = event.active.data.current?.id as number | undefined;
    const target = event.over?.id as string | undefined;
    if (id === undefined || !target) return;
    const inTarget =
      target === UNCLASSIFIED
        ? state.unclassified.includes(id)
        : state.topics[Number(target)]?.applicantsIds.includes(id);
    if (inTarget) {
      setFlag(id);
      setTimeout(() => setFlag(null), 2000);
      return;
    }
    setState((s) => {
      const from = s.topics.findIndex((t) => t.applicantsIds.includes(id));
      const topics = s.topics.map((t, i) => ({
        ...t,
        applicantsIds:
          String(i) === target
            ? [...t.applicantsIds, id]
            : i === from && event.active.data.current?.from !== undefined
              ? t.applicantsIds
              : t.applicantsIds.filter((x) => x !== id || i !== from),
      }));
      return {
        topics,
        unclassified: target === UNCLASSIFIED ? [...s.unclassified, id] : s.unclassified.filter((x) => x !== id),
      };
    });
  };

  const rename = (i: number, name: string) =>
    setState((s) => ({ ...s, topics: s.topics.map((t, j) => (j === i ? { ...t, name } : t)) }));
  const remove = (i: number) =>
    setState((s) => ({
      topics: s.topics.filter((_, j) => j !== i),
      unclassified: [...s.unclassified, ...s.topics[i]!.applicantsIds],
    }));
  const merge = (from: number, into: number) =>
    setState((s) => {
      const a = s.topics[from]!;
      const topics = s.topics.map((t, j) =>
        j === into
          ? {
              ...t,
              description: [t.description, a.description].filter(Boolean).join(', '),
              applicantsIds: [...new Set([...t.applicantsIds, ...a.applicantsIds])],
            }
          : t,
      );
      return { ...s, topics: topics.filter((_, j) => j !== from) };
    });

  return (
    <Card withBorder>
      <Stack>
        <Group justify="space-between">
          <Text fw={600}>Hiring topics</Text>
          <Group gap="xs">
            <Button variant="default" size="xs" onClick={suggest}>
              Re-suggest
            </Button>
            {pending.length > 0 && (
              <Button variant="default" size="xs" onClick={() => setState((s) => placeNewApplicants(s, placements))}>
                Add new applicants to topics ({pending.length})
              </Button>
            )}
            <Button
              variant="default"
              size="xs"
              onClick={() =>
                setState((s) => ({
                  ...s,
                  topics: [
                    ...s.topics,
                    { name: `New topic ${s.topics.length + 1}`, description: '', autotag: true, applicantsIds: [] },
                  ],
                }))
              }
            >
              Add topic
            </Button>
            <Button size="xs" onClick={save} disabled={!changed}>
              Save topics
            </Button>
            <Button size="xs" variant="subtle" onClick={close}>
              Close
            </Button>
          </Group>
        </Group>
        {loading && <Text c="dimmed">Building topics…</Text>}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TopicsBoard
          topics={state.topics}
          unclassified={state.unclassified}
          names={names}
          flagged={flag}
          onDragEnd={onDragEnd}
          onRename={rename}
          onMerge={merge}
          onRemove={remove}
        />
      </Stack>
      <UnsavedTopicsModal
        opened={leaving !== null}
        onSave={async () => ((await save()) ? leaving?.proceed() : leaving?.stay())}
        onDiscard={() => leaving?.proceed()}
        onCancel={() => leaving?.stay()}
      />
    </Card>
  );
}
