import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { truncateConceptLabel } from '../../concepts/concept-links';
import { hashQuery, insertReference, removeReference, withParts, type DraftLiteral } from '../concept-draft';
import { CONCEPT_LOOKUP_MIN, useConceptSuggestions } from '../queries/use-ontology';

/** Where a # lookup is being typed: the text part, the '#' and the caret. */
interface Lookup {
  part: number;
  at: number;
  end: number;
  query: string;
}

/**
 * One literal's input (spec 02 section 2): typed text, where '#' starts a lookup of concepts;
 * a chosen concept becomes a non-editable badge of a composite literal, with text before and
 * after it.
 */
export function LiteralPartsInput({
  literal,
  label,
  disabled,
  onChange,
  onLeave,
  error,
  focusOnMount = false,
  onEnter,
}: {
  literal: DraftLiteral;
  label: string;
  disabled: boolean;
  onChange: (literal: DraftLiteral) => void;
  /** Focus left the literal (its text inputs and badges): the form re-checks it. */
  onLeave: () => void;
  error?: string | undefined;
  /** A row just added from the blank row: typing goes on in it. */
  focusOnMount?: boolean;
  /**
   * Enter in the literal, unless it picks a concept of the # lookup: the literal is done (the
   * table moves on to the next row). Never the form's submit: Enter sent a suggestion at once.
   */
  onEnter?: () => void;
}) {
  // A row made from the blank row may already hold a "#query" (typed or pasted there).
  const [lookup, setLookup] = useState<Lookup | null>(() => {
    const part = literal.parts[0];
    if (!focusOnMount || part?.kind !== 'text') return null;
    const hash = hashQuery(part.text, part.text.length);
    return hash ? { part: 0, at: hash.at, end: part.text.length, query: hash.query } : null;
  });
  const firstInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = firstInput.current;
    if (!focusOnMount || !input) return;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
    // Only when the row appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  // The text inputs by part, and the part whose input takes the focus once it is rendered.
  const textInputs = useRef(new Map<number, HTMLInputElement>());
  const focusNext = useRef<number | null>(null);
  useLayoutEffect(() => {
    const input = focusNext.current === null ? undefined : textInputs.current.get(focusNext.current);
    if (!input) return;
    focusNext.current = null;
    input.focus();
    input.setSelectionRange(0, 0);
  });
  const suggestions = useConceptSuggestions(lookup?.query ?? '');
  const active = lookup !== null && lookup.query.trim().length >= CONCEPT_LOOKUP_MIN;

  const typed = (part: number, text: string, caret: number) => {
    const parts = literal.parts.map((p, i) => (i === part && p.kind === 'text' ? { ...p, text } : p));
    onChange(withParts(literal, parts));
    const hash = hashQuery(text, caret);
    setLookup(hash ? { part, at: hash.at, end: caret, query: hash.query } : null);
  };

  const pick = (concept: { id: number; value: string }) => {
    if (!lookup) return;
    const part = literal.parts[lookup.part];
    if (part?.kind !== 'text') return;
    onChange(insertReference(literal, lookup.part, lookup.at, lookup.end, { id: concept.id, name: concept.value }));
    setLookup(null);
    // Typing goes on right after the badge, in the text part that follows it (the typed input
    // may be gone: with nothing before the '#', the badge takes its place).
    const badge = lookup.part + (part.text.slice(0, lookup.at).trim() !== '' ? 1 : 0);
    focusNext.current = badge + 1;
  };

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setLookup(null);
    onLeave();
  };

  // Text inputs are named in order: "Literal 1", "Literal 1, part 2", …
  const labels = literal.parts.reduce<string[]>((names, part) => {
    if (part.kind === 'text') names.push(names.length === 0 ? label : `${label}, part ${names.length + 1}`);
    else names.push('');
    return names;
  }, []);
  const firstText = literal.parts.findIndex((part) => part.kind === 'text');
  return (
    <Stack gap={4} onBlur={leave} style={{ position: 'relative' }}>
      <Group gap={4} wrap="wrap" align="center">
        {literal.parts.map((part, i) => {
          if (part.kind === 'ref') {
            return (
              <Badge
                key={`ref-${i}`}
                variant="light"
                tt="none"
                radius="sm"
                title={part.name}
                rightSection={
                  disabled ? null : (
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={`Remove ${truncateConceptLabel(part.name, 12)} from ${label}`}
                      onClick={() => onChange(removeReference(literal, i))}
                    >
                      ×
                    </ActionIcon>
                  )
                }
              >
                #{truncateConceptLabel(part.name)}
              </Badge>
            );
          }
          const partLabel = labels[i]!;
          return (
            <TextInput
              key={`text-${i}`}
              aria-label={partLabel}
              value={part.text}
              disabled={disabled}
              error={i === firstText ? error : undefined}
              ref={(input) => {
                if (i === firstText) firstInput.current = input;
                if (input) textInputs.current.set(i, input);
                else textInputs.current.delete(i);
              }}
              size="sm"
              style={{ flex: literal.parts.length === 1 ? 1 : undefined, minWidth: 90 }}
              onChange={(event) =>
                typed(
                  i,
                  event.currentTarget.value,
                  event.currentTarget.selectionStart ?? event.currentTarget.value.length,
                )
              }
              onKeyDown={(event) => {
                if (event.key === 'Escape') setLookup(null);
                if (event.key !== 'Enter') return;
                event.preventDefault();
                if (active && suggestions.data?.[0]) pick(suggestions.data[0]);
                else if (!active) onEnter?.();
              }}
            />
          );
        })}
      </Group>
      {active && (
        <Paper withBorder shadow="sm" p={4} style={{ position: 'absolute', top: '100%', zIndex: 20, minWidth: 260 }}>
          {suggestions.data && suggestions.data.length === 0 && (
            <Text size="sm" c="dimmed" p={4}>
              No concepts found.
            </Text>
          )}
          <Stack gap={0} role="listbox" aria-label={`Concepts for ${label}`}>
            {(suggestions.data ?? []).map((concept) => (
              <Button
                key={concept.id}
                role="option"
                aria-selected={false}
                variant="subtle"
                size="compact-sm"
                justify="flex-start"
                title={concept.value}
                // Chosen before the input's blur hides the list.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => pick(concept)}
              >
                {concept.label}
              </Button>
            ))}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
