import type { ConceptSuggestion, Suggestion } from '@sciscope/contracts';
import { Button, Combobox, Group, Pill, PillsInput, useCombobox } from '@mantine/core';
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { rememberConceptNames } from '../../concepts/queries/concept-names';
import {
  addConcept,
  composeQuery,
  conceptLookupAt,
  removeLineBreaks,
  removeLookup,
  splitQuery,
  type BoxQuery,
} from '../query-badges';
import { useSuggestions } from '../queries/use-suggestions';
import { visibleSuggestions } from '../suggestion-label';
import { ConceptPill } from './concept-pill';
import { SuggestionOption } from './suggestion-option';

export const SEARCH_PLACEHOLDER = 'Search for articles by title or ids (DOI, PMC5502336, arXiv:1511.04078)';

export interface SearchBoxProps {
  /** The query shown (text plus `c:ID` badges), e.g. from the URL; the box follows its changes. */
  value: string;
  /** Called with the query (`c:ID` per badge, where it sits, and the text) when the user submits it. */
  onSubmit: (query: string) => void;
  /** A message to show under the box and block submission, or null when the query may go. */
  validate?: (query: string) => string | null;
  /** An error from elsewhere (the server's), shown under the box until the user edits the query. */
  error?: string | null;
  /**
   * What the list offers: `all` (articles, concepts, authors, a search entry) or only
   * `concepts`. A `#` typed in the text always starts a concept lookup.
   */
  suggestions?: 'all' | 'concepts';
  placeholder?: string;
  /** Accessible name of the text field. */
  label?: string;
  /** Text of the submit button. */
  submitLabel?: string;
}

type AnySuggestion = Suggestion | ConceptSuggestion;

/** The badges of the box, before and after its text. */
type Badges = Pick<BoxQuery, 'leadingIds' | 'trailingIds'>;

function badgesOf({ leadingIds, trailingIds }: BoxQuery): Badges {
  return { leadingIds, trailingIds };
}

/**
 * The search box of spec 01 section 2: a text field with concept badges and an ARIA
 * combobox of suggestions. A badge shows where it was picked, before or after the text, and the
 * query keeps that order. Arrows move through the list, Enter picks the highlighted entry or
 * submits, Escape closes the list, Backspace at the start of the field removes the badge before it.
 */
export function SearchBox({
  value,
  onSubmit,
  validate,
  error = null,
  suggestions: suggestionsKind = 'all',
  placeholder = SEARCH_PLACEHOLDER,
  label = 'Search query',
  submitLabel = 'Search',
}: SearchBoxProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const pendingCaret = useRef<number | null>(null);

  const [text, setText] = useState(() => splitQuery(value).text);
  const [badges, setBadges] = useState<Badges>(() => badgesOf(splitQuery(value)));
  const box: BoxQuery = { ...badges, text };
  const badgeCount = badges.leadingIds.length + badges.trailingIds.length;
  const [caret, setCaret] = useState(0);
  const [focused, setFocused] = useState(false);
  const [wantOpen, setWantOpen] = useState(false);
  const [localError, setLocalError] = useState<string | null>(null);
  const [edited, setEdited] = useState(false);

  // Follow the query from outside (back/forward, a link) and forget edits when it changes.
  const [syncedValue, setSyncedValue] = useState(value);
  if (value !== syncedValue) {
    const next = splitQuery(value);
    setSyncedValue(value);
    setText(next.text);
    setBadges(badgesOf(next));
    setLocalError(null);
    setEdited(false);
  }
  const [syncedError, setSyncedError] = useState(error);
  if (error !== syncedError) {
    setSyncedError(error);
    setEdited(false);
  }

  const lookup = conceptLookupAt(text, caret);
  const source = lookup || suggestionsKind === 'concepts' ? 'concepts' : 'all';
  const lookupText = lookup ? lookup.query : text;
  const result = useSuggestions({ text: lookupText, source, enabled: focused && wantOpen });
  const options: AnySuggestion[] = visibleSuggestions(result.suggestions);

  const combobox = useCombobox({
    opened: wantOpen && focused && options.length > 0,
    onOpenedChange: setWantOpen,
  });

  // A `#` lookup highlights its first concept so Enter takes it; elsewhere Enter submits the
  // text unless the user moved to an entry with the arrows.
  const optionsKey = options.map((option) => `${option.type}${option.id}`).join(',');
  const { dropdownOpened, selectFirstOption, resetSelectedOption } = combobox;
  useEffect(() => {
    if (source === 'concepts' && dropdownOpened) selectFirstOption();
    else resetSelectedOption();
  }, [optionsKey, source, dropdownOpened, selectFirstOption, resetSelectedOption]);

  // A caret placed by code (after a badge replaced a lookup) reaches the field once it shows the new text.
  useLayoutEffect(() => {
    const position = pendingCaret.current;
    if (position === null || !inputRef.current) return;
    pendingCaret.current = null;
    inputRef.current.setSelectionRange(position, position);
  });

  const shownError = localError ?? (edited ? null : error);

  const changeText = (next: string, nextCaret: number | null = null) => {
    setText(next);
    setEdited(true);
    setLocalError(null);
    setWantOpen(true);
    if (nextCaret !== null) {
      pendingCaret.current = nextCaret;
      setCaret(nextCaret);
    }
  };

  const submit = (query: string) => {
    const problem = validate ? validate(query) : null;
    setLocalError(problem);
    setWantOpen(false);
    if (problem) return;
    setEdited(false);
    onSubmit(query);
  };

  const pick = (suggestion: AnySuggestion) => {
    setWantOpen(false);
    if (suggestion.type === 'concept') {
      rememberConceptNames(queryClient, [{ conceptId: suggestion.id, name: suggestion.value }]);
      // The badge goes where its lookup was typed; the typed words were the way to the concept,
      // so the badge takes their place.
      const textBefore = lookup ? text.slice(0, lookup.start) : '';
      setBadges((current) => badgesOf(addConcept({ ...current, text }, suggestion.id, { textBefore })));
      if (lookup) {
        const rest = removeLookup(text, lookup);
        changeText(rest.text, rest.caret);
      } else {
        changeText('', 0);
      }
      setWantOpen(false);
      return;
    }
    if (suggestion.type === 'ui') {
      submit(composeQuery(box));
      return;
    }
    // Authors lead to their page, articles to their own search.
    if (suggestion.url.startsWith('/')) void navigate(suggestion.url);
    else window.location.assign(suggestion.url);
  };

  const removeConcept = (conceptId: number) => {
    setBadges(({ leadingIds, trailingIds }) => ({
      leadingIds: leadingIds.filter((id) => id !== conceptId),
      trailingIds: trailingIds.filter((id) => id !== conceptId),
    }));
    setEdited(true);
    setLocalError(null);
    inputRef.current?.focus();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    if (event.key !== 'Backspace' || input.selectionStart !== 0 || input.selectionEnd !== 0) return;
    // The badge just before the field; in an empty field, the last one after it.
    const { leadingIds, trailingIds } = badges;
    const target = leadingIds.at(-1) ?? (text === '' ? trailingIds.at(-1) : undefined);
    if (target === undefined) return;
    event.preventDefault();
    removeConcept(target);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text/plain');
    if (!/[\r\n]/.test(pasted)) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? text.length;
    const end = input.selectionEnd ?? start;
    const clean = removeLineBreaks(pasted);
    changeText(`${text.slice(0, start)}${clean}${text.slice(end)}`, start + clean.length);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(composeQuery(box));
  };

  return (
    <form role="search" aria-label="Articles" onSubmit={handleSubmit} noValidate>
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <Combobox
          store={combobox}
          onOptionSubmit={(optionValue) => {
            const suggestion = options[Number(optionValue)];
            if (suggestion) pick(suggestion);
          }}
          withinPortal={false}
        >
          <Combobox.DropdownTarget>
            <PillsInput
              flex={1}
              size="md"
              error={shownError}
              errorProps={{ id: errorId, role: 'alert' }}
              onClick={() => inputRef.current?.focus()}
            >
              <Pill.Group>
                {badges.leadingIds.map((conceptId) => (
                  <ConceptPill key={conceptId} conceptId={conceptId} onRemove={() => removeConcept(conceptId)} />
                ))}
                <Combobox.EventsTarget withExpandedAttribute>
                  <PillsInput.Field
                    ref={inputRef}
                    value={text}
                    placeholder={badgeCount === 0 ? placeholder : undefined}
                    aria-label={label}
                    aria-invalid={shownError ? true : undefined}
                    aria-describedby={shownError ? errorId : undefined}
                    autoComplete="off"
                    spellCheck={false}
                    onChange={(event) => {
                      setCaret(event.currentTarget.selectionStart ?? event.currentTarget.value.length);
                      changeText(event.currentTarget.value);
                    }}
                    onSelect={(event) => setCaret(event.currentTarget.selectionStart ?? 0)}
                    onFocus={() => setFocused(true)}
                    onBlur={() => {
                      setFocused(false);
                      setWantOpen(false);
                    }}
                    onKeyDown={handleKeyDown}
                    onPaste={handlePaste}
                  />
                </Combobox.EventsTarget>
                {badges.trailingIds.map((conceptId) => (
                  <ConceptPill key={conceptId} conceptId={conceptId} onRemove={() => removeConcept(conceptId)} />
                ))}
              </Pill.Group>
            </PillsInput>
          </Combobox.DropdownTarget>
          <Combobox.Dropdown>
            <Combobox.Options aria-label={source === 'concepts' ? 'Concepts' : 'Suggestions'}>
              {options.map((suggestion, index) => (
                <SuggestionOption
                  key={`${suggestion.type}-${suggestion.id}-${index}`}
                  suggestion={suggestion}
                  value={String(index)}
                  conceptSearch={source === 'concepts'}
                />
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Button type="submit" size="md">
          {submitLabel}
        </Button>
      </Group>
    </form>
  );
}
