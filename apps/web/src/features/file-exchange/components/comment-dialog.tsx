import { FILE_EXCHANGE_LIMITS, FILE_EXCHANGE_TEXTS, fileCommentSchema } from '@sciscope/contracts';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { formatExactCount } from '../../articles/format';

/**
 * The 'Edit comment' modal (spec 02): 'Comment' placeholder, Cancel and Save; Enter saves. The
 * limit is the contract's, as the server applies it: a counter shows it, and a longer comment is
 * kept in the field with the server's message under it, never cut and never sent.
 */
export function CommentDialog({
  filename,
  initialComment,
  pending,
  error,
  onSave,
  onClose,
}: {
  filename: string;
  initialComment: string;
  pending: boolean;
  error: string | null;
  /** Called with the new comment, only when it differs from `initialComment`. */
  onSave: (comment: string) => void;
  onClose: () => void;
}) {
  const [comment, setComment] = useState(initialComment);
  const checked = fileCommentSchema.safeParse(comment);
  const tooLong = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooLong) return;
    // Saved only if it changed (spec 02 §5): otherwise the dialog just closes.
    if (comment.trim() === initialComment.trim()) onClose();
    else onSave(comment);
  };
  return (
    <Modal opened onClose={onClose} title={FILE_EXCHANGE_TEXTS.editComment}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            aria-label={`Comment on ${filename}`}
            placeholder={FILE_EXCHANGE_TEXTS.commentPlaceholder}
            data-autofocus
            value={comment}
            description={`${formatExactCount(comment.trim().length)} / ${formatExactCount(FILE_EXCHANGE_LIMITS.comment)} characters`}
            error={tooLong}
            onChange={(event) => setComment(event.currentTarget.value)}
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending} disabled={tooLong !== null}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
