import {
  FIELD_REQUIRED_MESSAGE,
  HIDE_REASONS,
  HIDE_REASONS_NEEDING_COMMENT,
  type HideReason,
} from '@sciscope/contracts';
import { Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';

export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  died_retired: 'Died or retired',
  conflict_of_interest: 'Conflict of interest',
  not_relevant: 'Not relevant',
  not_suitable_by_judgment: 'Not suitable by judgment',
  other: 'Other',
};

/** The question asked before hiding more than one candidate at once. */
export function hideConfirmText(count: number, scopeNote: string): string {
  return `Hide ${count.toLocaleString('en-US')} candidates? They leave the ranking ${scopeNote}.`;
}

/**
 * Hide the selected candidates with a reason (spec 03 section 5): not_relevant and other need a
 * comment ('This field is required.'); Enter submits. More than one candidate at once asks for
 * a confirmation naming the count first (a "select all" hides a whole page).
 */
export function HideModal({
  opened,
  count,
  onClose,
  onHide,
  pending,
  error,
  scopeNote,
}: {
  opened: boolean;
  count: number;
  onClose: () => void;
  onHide: (reason: HideReason, comment: string) => void;
  pending: boolean;
  error: string | null;
  /** Who the hide holds for ("for everyone in the folder"). */
  scopeNote: string;
}) {
  const [reason, setReason] = useState<HideReason | null>(null);
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // The question replaces the form: its answer takes the focus, so Enter confirms.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  const needsComment = reason !== null && HIDE_REASONS_NEEDING_COMMENT.includes(reason);
  const commentError = submitted && needsComment && comment.trim() === '' ? FIELD_REQUIRED_MESSAGE : null;
  const reasonError = submitted && reason === null ? FIELD_REQUIRED_MESSAGE : null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (reason === null || (needsComment && comment.trim() === '')) return;
    if (count > 1 && !confirming) {
      setConfirming(true);
      return;
    }
    onHide(reason, comment.trim());
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      returnFocus={false}
      title={`Hide ${count === 1 ? 'the candidate' : `${count} candidates`}`}
    >
      {confirming ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm" role="alert">
              {hideConfirmText(count, scopeNote)}
            </Text>
            {error && (
              <Text size="sm" c="red">
                {error}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setConfirming(false)}>
                Back
              </Button>
              <Button ref={confirmRef} type="submit" color="red" loading={pending}>
                {`Hide ${count.toLocaleString('en-US')} candidates`}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Radio.Group
              label="Reason"
              value={reason}
              error={reasonError}
              onChange={(value) => setReason(value as HideReason)}
              withAsterisk
            >
              <Stack gap={6} mt={4}>
                {HIDE_REASONS.map((value) => (
                  <Radio key={value} value={value} label={HIDE_REASON_LABELS[value]} />
                ))}
              </Stack>
            </Radio.Group>
            <Textarea
              label="Comment"
              value={comment}
              withAsterisk={needsComment}
              error={commentError ?? error}
              autosize
              minRows={2}
              onChange={(event) => setComment(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  submit();
                }
              }}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" color="red" loading={pending}>
                Hide
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
