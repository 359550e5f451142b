import { cutLabel, labelNameSchema, readableTex, type LabelChip } from '@sciscope/contracts';
import { Anchor, Button, Checkbox, Group, Popover, ScrollArea, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { fieldErrorsOf } from '../../../app/api-client';
import { ErrorState } from '../../../components/ui/error-state';
import { useChangeCollectionArticles, useCollections, useCreateCollection } from '../queries/use-collections';
import { LabelSwatch } from './label-chip';

/** How much of an article's title the button's accessible name carries. */
const NAME_TITLE_LENGTH = 80;

/** The accessible name of an article's 'Save to label' button: one per result, told apart by title. */
function saveToLabelName(articleTitle: string): string {
  return `Save to label: ${cutLabel(readableTex(articleTitle), NAME_TITLE_LENGTH)}`;
}

/**
 * 'Save to label' on an article row: the labels the user may add articles to, checked where the
 * article already is (toggling adds or removes it), and a new label made on the spot when the
 * user may create labels. Escape closes it wherever the focus is: Mantine closes a popover on an
 * Escape pressed inside it, and a control that is busy for a moment can drop the focus to the page.
 */
export function SaveToLabel({
  articleId,
  articleTitle,
  current,
  canCreate,
}: {
  articleId: number;
  articleTitle: string;
  /** The labels the row shows for the article. */
  current: readonly LabelChip[];
  canCreate: boolean;
}) {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);
  useWindowEvent('keydown', (event) => {
    const focus = document.activeElement;
    if (!opened || event.key !== 'Escape' || (focus !== null && focus !== document.body)) return;
    setOpened(false);
    targetRef.current?.focus();
  });
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" shadow="md" width={280} trapFocus withArrow>
      <Popover.Target>
        <Button
          ref={targetRef}
          size="compact-xs"
          variant="subtle"
          onClick={() => setOpened((open) => !open)}
          aria-label={saveToLabelName(articleTitle)}
          aria-expanded={opened}
        >
          Save to label
        </Button>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-label="Save to label">
        {opened && <LabelChoices articleId={articleId} current={current} canCreate={canCreate} />}
      </Popover.Dropdown>
    </Popover>
  );
}

function LabelChoices({
  articleId,
  current,
  canCreate,
}: {
  articleId: number;
  current: readonly LabelChip[];
  canCreate: boolean;
}) {
  const list = useCollections();
  const change = useChangeCollectionArticles();
  // A toggled box shows its new state at once, until the chips come back from the server.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const saved = new Set(current.map((label) => label.id));
  const isChecked = (id: number) => toggled.get(id) ?? saved.has(id);
  const toggle = (id: number, add: boolean) => {
    // One change at a time per label. The box stays enabled meanwhile: a disabled box would drop
    // the keyboard focus to the page, out of the popover (and out of reach of its Escape).
    if (toggled.has(id)) return;
    setToggled((map) => new Map(map).set(id, add));
    // One promise per toggle (mutate's own callbacks would only fire for the last of several).
    change
      .mutateAsync({ id, articleIds: [articleId], add })
      .catch(() => {
        // The api client has shown the error; the box falls back to the saved state.
      })
      .finally(() =>
        setToggled((map) => {
          const next = new Map(map);
          next.delete(id);
          return next;
        }),
      );
  };
  const editable = list.data?.collections.filter((label) => label.canEdit) ?? [];

  let choices;
  if (list.isError) choices = <ErrorState message={list.error.message} />;
  else if (!list.data) choices = <Skeleton height={60} />;
  else if (editable.length === 0) {
    choices = (
      <Text size="sm" c="dimmed">
        No labels yet.
      </Text>
    );
  } else {
    choices = (
      <ScrollArea.Autosize mah={220} type="auto">
        <Stack gap={6} role="group" aria-label="Labels">
          {editable.map((label) => (
            <Checkbox
              key={label.id}
              checked={isChecked(label.id)}
              onChange={(event) => toggle(label.id, event.currentTarget.checked)}
              label={
                <Group gap={6} wrap="nowrap" component="span">
                  <LabelSwatch color={label.color} />
                  <span>{label.name}</span>
                </Group>
              }
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );
  }

  return (
    <Stack gap="sm">
      <Text size="sm" fw={600}>
        Save to label
      </Text>
      {choices}
      {canCreate && <NewLabelInline articleId={articleId} />}
      <Anchor component={Link} to="/collections/manage/" size="xs">
        Manage labels
      </Anchor>
    </Stack>
  );
}

/** A new label named here, with the palette's next colour, holding the article at once. */
function NewLabelInline({ articleId }: { articleId: number }) {
  const [name, setName] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const create = useCreateCollection();
  const serverErrors = fieldErrorsOf(create.error);
  const error =
    localError ??
    serverErrors.name ??
    (create.error && Object.keys(serverErrors).length === 0 ? create.error.message : null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = labelNameSchema.safeParse(name);
    if (!parsed.success) {
      setLocalError(parsed.error.issues[0]?.message ?? 'Name is required.');
      return;
    }
    setLocalError(null);
    create.mutate(
      { name: parsed.data, articleIds: [articleId] },
      {
        onSuccess: () => {
          setName('');
          // The busy Create button let the focus go; it comes back where the next name is typed.
          inputRef.current?.focus();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New label">
      <Group gap={6} align="flex-start" wrap="nowrap">
        <TextInput
          ref={inputRef}
          size="xs"
          style={{ flex: 1 }}
          label="New label"
          placeholder="Name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
        />
        <Button type="submit" size="xs" mt={22} loading={create.isPending}>
          Create
        </Button>
      </Group>
    </form>
  );
}
