import { CLAIM_LIMITS, type ClaimResult } from '@sciscope/contracts';
import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Spoiler,
  Stack,
  Stepper,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../../app/api-client';
import { useOneAtATime } from '../../../components/ui/one-at-a-time';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { CLAIM_DRAFT_RESTORED_TEXT, claimDraftKey, useClaimDraft } from '../claim-draft';
import {
  CHOOSE_NAMES_PROMPT,
  DASHBOARD_PATH,
  articlesOfNames,
  claimCompletionPath,
  foundSummary,
  initialSelection,
  remainingSuggestions,
  stepTwoHint,
} from '../claim-rules';
import { useClaimArticles, useFindClaimArticles } from '../queries/use-claims';
import { ClaimArticleList } from './claim-article-list';

/** Spec 04 §8: no article matched the input. */
export const NO_MATCHES_TITLE = 'No matches';
export const NO_MATCHES_TEXT = "Unfortunately, we didn't find any articles using your input.";

/** The accessible name of the button that clears the chosen bibliography file. */
export const REMOVE_FILE_LABEL = 'Remove the file';

/** Step 1's file field; once a file is chosen, a button (named for screen readers) removes it. */
export function BibliographyFileInput({
  value,
  onChange,
  error,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | undefined;
}) {
  return (
    <FileInput
      label="Bibliography file"
      description="BibTeX, RIS or CSL-JSON (a text file with one reference a line works too), at most 10 MB."
      placeholder="Choose a file"
      accept=".bib,.bibtex,.ris,.json,.txt,text/plain,application/json"
      clearable
      clearButtonProps={{ 'aria-label': REMOVE_FILE_LABEL, title: REMOVE_FILE_LABEL }}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}

/** What the wizard's claim calls did so far: articles claimed, and articles sent to moderation. */
type ClaimCounts = { claimed: number; pending: number };

const toggled = <T,>(set: ReadonlySet<T>, value: T, on: boolean): Set<T> => {
  const next = new Set(set);
  if (on) next.add(value);
  else next.delete(value);
  return next;
};

/**
 * The three-step claim-articles wizard (spec 04 §2, §4): 1. a bibliography file or pasted
 * references; 2. the articles found, with the claimant's name clusters; 3. suggested articles
 * of same-name authors (skipped when none remain). It ends on /author/{id}?claimed_count=N
 * (with &pending_count=M when articles went to moderation).
 */
export function ClaimWizard({ token, profileAuthorId }: { token: string | undefined; profileAuthorId: number | null }) {
  const navigate = useNavigate();
  const find = useFindClaimArticles();
  const claim = useClaimArticles();
  // One request at a time: a double click on "Find articles" or a "Claim …" button sends one.
  const finding = useOneAtATime();
  const claiming = useOneAtATime();
  const { data: user } = useCurrentUser();
  // The pasted references survive a reload or a trip away and back, kept apart per attorney token
  // and per account.
  const draft = useClaimDraft(claimDraftKey({ token, accountId: user?.id }));
  const [step, setStep] = useState(0);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState(draft.restored);
  // Said while the restored text is there; emptying the text area ends it.
  const [restored, setRestored] = useState(draft.restored !== '');
  const [result, setResult] = useState<ClaimResult | null>(null);
  const [names, setNames] = useState<Set<string>>(new Set());
  const [articles, setArticles] = useState<Set<number>>(new Set());
  const [comment, setComment] = useState('');
  const [claimedIds, setClaimedIds] = useState<Set<number>>(new Set());
  const [claimedCount, setClaimedCount] = useState(0);
  const [pendingCount, setPendingCount] = useState(0);
  const [authorId, setAuthorId] = useState<number | null>(profileAuthorId);
  const [suggestedLeft, setSuggestedLeft] = useState<number[]>([]);

  const finish = (targetId: number | null, counts: ClaimCounts) => {
    // The claim is complete: a later visit starts from an empty text area.
    draft.clear();
    void navigate(
      targetId === null
        ? DASHBOARD_PATH
        : claimCompletionPath({
            authorId: targetId,
            claimedCount: counts.claimed,
            pendingCount: counts.pending,
            token,
          }),
    );
  };

  const submitInput = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    finding.run(async () => {
      const found = await find.mutateAsync({ file, text, token });
      const initial = initialSelection(found);
      setResult(found);
      setNames(new Set(initial.names));
      setArticles(new Set(initial.articleIds));
      setClaimedIds(new Set());
      setClaimedCount(0);
      setPendingCount(0);
      setStep(1);
    });
  };

  const toStepThree = (resultNow: ClaimResult, claimed: Set<number>, targetId: number | null, counts: ClaimCounts) => {
    const left = remainingSuggestions(resultNow, claimed, targetId);
    if (left.length === 0) finish(targetId, counts);
    else {
      setSuggestedLeft(left);
      setArticles(new Set());
      setStep(2);
    }
  };

  const submitClaim = (then: (claimed: Set<number>, targetId: number, counts: ClaimCounts) => void) => {
    if (!result) return;
    const shown = step === 1 ? result.articles_ids_found : suggestedLeft;
    const chosen = step === 1 ? stepTwoChosen : [...articles];
    claiming.run(async () => {
      const response = await claim.mutateAsync({
        articles_ids: chosen,
        all_articles_ids: shown,
        names: [...names],
        token: result.token,
        comment,
        ...(token ? { attorney_token: token } : {}),
      });
      const claimed = new Set([...claimedIds, ...chosen]);
      const counts = {
        claimed: claimedCount + response.stats.claimed_count,
        pending: pendingCount + response.stats.pending_count,
      };
      setClaimedIds(claimed);
      setClaimedCount(counts.claimed);
      setPendingCount(counts.pending);
      setAuthorId(response.stats.author_id);
      then(claimed, response.stats.author_id, counts);
    });
  };

  const countsSoFar: ClaimCounts = { claimed: claimedCount, pending: pendingCount };
  const inputError = fieldErrorsOf(find.error);
  const canFind = file !== null || text.trim() !== '';
  const byId = new Map((result?.articles ?? []).map((a) => [a.article_id, a]));
  // Step 2 claims only the checked articles that carry a selected name (the server refuses the others).
  const carrying = result ? articlesOfNames(result, names) : new Set<number>();
  const withoutNames = new Set((result?.articles_ids_found ?? []).filter((id) => !carrying.has(id)));
  const stepTwoChosen = [...articles].filter((id) => carrying.has(id));
  const ownedIds = new Set((result?.articles ?? []).filter((a) => a.owned).map((a) => a.article_id));
  const stepTwoHintText =
    result && result.articles_ids_found.length > 0
      ? stepTwoHint({
          namesSelected: names.size,
          articlesChecked: articles.size,
          claimable: stepTwoChosen.length,
          allOwned: result.articles_ids_found.every((id) => ownedIds.has(id)),
        })
      : null;

  return (
    <Stepper active={step} allowNextStepsSelect={false} size="sm">
      <Stepper.Step label="Bibliography" description="Upload or paste">
        <form onSubmit={submitInput} noValidate>
          <Stack gap="sm" mt="md">
            <BibliographyFileInput value={file} onChange={setFile} error={inputError.bibtex_file} />
            {restored && (
              <Text size="sm" c="dimmed" role="status">
                {CLAIM_DRAFT_RESTORED_TEXT}
              </Text>
            )}
            <Textarea
              label="Or paste your references, one a line"
              description="Any citation style; titles, authors, years and DOIs are read from each line."
              autosize
              minRows={5}
              maxRows={16}
              maxLength={CLAIM_LIMITS.plainTextMaxLength}
              value={text}
              disabled={file !== null}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setText(value);
                draft.update(value);
                if (value === '') setRestored(false);
              }}
              error={inputError.plain_text}
            />
            {find.error && !inputError.bibtex_file && !inputError.plain_text && (
              <Alert color="red" role="alert" title="Error">
                {find.error.message}
              </Alert>
            )}
            <Group>
              <Button type="submit" disabled={!canFind} loading={finding.busy || find.isPending}>
                Find articles
              </Button>
              {(finding.busy || find.isPending) && (
                <Text size="sm" c="dimmed">
                  Reading and matching the references…
                </Text>
              )}
            </Group>
          </Stack>
        </form>
      </Stepper.Step>

      <Stepper.Step label="Found articles" description="Confirm yours">
        {result && (
          <Stack gap="md" mt="md">
            <Text size="sm">{foundSummary(result)}</Text>
            {result.problems.length > 0 && (
              <Alert color="yellow" title="Parts of the input could not be read">
                <List size="sm">
                  {result.problems.map((problem, i) => (
                    <List.Item key={i}>{problem.message}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {result.articles_ids_found.length === 0 ? (
              <Alert color="gray" title={NO_MATCHES_TITLE}>
                {NO_MATCHES_TEXT}
              </Alert>
            ) : (
              <>
                {names.size === 0 && !result.name_clusters.some((cluster) => cluster.selected) && (
                  <Alert color="yellow" role="status" title="Choose your names">
                    {CHOOSE_NAMES_PROMPT}
                  </Alert>
                )}
                <Checkbox.Group
                  label="Names you published under"
                  description="Your articles are claimed under these names."
                  value={[...names]}
                  onChange={(values) => setNames(new Set(values))}
                >
                  <Stack gap={6} mt={4}>
                    {result.name_clusters.map((cluster) => (
                      <Group key={cluster.names.join('|')} gap="md" wrap="wrap">
                        {cluster.names.map((name) => (
                          <Checkbox key={name} value={name} label={name} />
                        ))}
                        <Text size="xs" c="dimmed">{`on ${cluster.articles_ids.length} of the articles found`}</Text>
                      </Group>
                    ))}
                  </Stack>
                </Checkbox.Group>
                <Title order={2} size="h5">
                  Articles found
                </Title>
                <ClaimArticleList
                  label="Articles found"
                  articles={result.articles_ids_found.flatMap((id) => byId.get(id) ?? [])}
                  selected={articles}
                  matches={result.matches}
                  withoutNames={withoutNames}
                  onToggle={(id, on) => setArticles((current) => toggled(current, id, on))}
                />
              </>
            )}
            {result.not_found.length > 0 && (
              <Spoiler maxHeight={80} showLabel="Show all" hideLabel="Hide">
                <Text size="sm" fw={600}>{`Not found (${result.not_found.length})`}</Text>
                <List size="sm">
                  {result.not_found.map((entry) => (
                    <List.Item key={entry.index}>{`${entry.index}. ${entry.text}`}</List.Item>
                  ))}
                </List>
              </Spoiler>
            )}
            <Textarea
              label="Comment (optional)"
              autosize
              minRows={1}
              maxLength={CLAIM_LIMITS.commentMaxLength}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
            />
            {claim.error && (
              <Alert color="red" role="alert" title="Error">
                {claim.error.message}
              </Alert>
            )}
            <Group>
              <Button variant="default" onClick={() => setStep(0)}>
                Back
              </Button>
              <Button
                disabled={names.size === 0 || stepTwoChosen.length === 0}
                loading={claiming.busy || claim.isPending}
                onClick={() =>
                  submitClaim((claimed, targetId, counts) => toStepThree(result, claimed, targetId, counts))
                }
              >
                {`Claim ${stepTwoChosen.length} ${stepTwoChosen.length === 1 ? 'article' : 'articles'}`}
              </Button>
              {result.articles_ids_found.length > 0 && (
                <Button variant="subtle" onClick={() => toStepThree(result, claimedIds, authorId, countsSoFar)}>
                  Skip
                </Button>
              )}
            </Group>
            {stepTwoHintText && (
              <Text size="sm" c="dimmed" role="status">
                {stepTwoHintText}
              </Text>
            )}
          </Stack>
        )}
      </Stepper.Step>

      <Stepper.Step label="Suggested articles" description="Same-name authors">
        {result && (
          <Stack gap="md" mt="md">
            <Text size="sm">
              These articles are by authors with your name but were not in your bibliography. Select those you wrote.
            </Text>
            <ClaimArticleList
              label="Suggested articles"
              articles={suggestedLeft.flatMap((id) => byId.get(id) ?? [])}
              selected={articles}
              onToggle={(id, on) => setArticles((current) => toggled(current, id, on))}
            />
            {claim.error && (
              <Alert color="red" role="alert" title="Error">
                {claim.error.message}
              </Alert>
            )}
            <Group>
              <Button
                disabled={names.size === 0 || articles.size === 0}
                loading={claiming.busy || claim.isPending}
                onClick={() => submitClaim((_claimed, targetId, counts) => finish(targetId, counts))}
              >
                {`Claim ${articles.size} suggested ${articles.size === 1 ? 'article' : 'articles'}`}
              </Button>
              <Button variant="default" onClick={() => finish(authorId, countsSoFar)}>
                Finish without them
              </Button>
            </Group>
          </Stack>
        )}
      </Stepper.Step>
    </Stepper>
  );
}
