import {
  FIELD_REQUIRED_MESSAGE,
  HIDE_REASONS,
  HIDE_REASONS_NEEDING_COMMENT,
  type HideReason,
} from '@sciscope/contracts';
import { Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';

export const HIDE_REASON_LABELS: Record<HideReason, string> = {
  died_retired: 'Died or retired',
  conflict_of_interest: 'Conflict of interest',
  not_relevant: 'Not relevant',
  not_suitable_by_judgment: 'Not suitable by judgment',
  other: 'Other',
};

/**
 * Hide the selected candidates with a reason (spec 03 section 5): not_relevant and other need a
 * comment ('This field is required.'); Enter submits.
 */
export function HideModal({
  opened,
  count,
  onClose,
  onHide,
  pending,
  error,
}: {
  opened: boolean;
  count: number;
  onClose: () => void;
  onHide: (reason: HideReason, comment: string) => void;
  pending: boolean;
  error: string | null;
}) {
  const [reason, setReason] = useState<HideReason | null>(null);
  const [comment, setComment] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const needsComment = reason !== null && HIDE_REASONS_NEEDING_COMMENT.includes(reason);
  const commentError = submitted && needsComment && comment.trim() === '' ? FIELD_REQUIRED_MESSAGE : null;
  const reasonError = submitted && reason === null ? FIELD_REQUIRED_MESSAGE : null;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    if (reason === null || (needsComment && comment.trim() === '')) return;
    onHide(reason, comment.trim());
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Hide ${count === 1 ? 'the candidate' : `${count} candidates`}`}>
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
    </Modal>
  );
}
