import type { CurrentUser } from '@sciscope/contracts';
import { Group } from '@mantine/core';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { useArticleLabels } from '../queries/use-collections';
import { LabelChip } from './label-chip';
import { SaveToLabel } from './save-to-label';

/**
 * The labels part of an article row (every list built on `ArticleListItem`: search results,
 * author pages, monitoring results): the article's label chips for users with
 * has_labels_access, and 'Save to label' for those with has_editable_labels_access.
 */
export function ArticleLabels({ articleId, articleTitle }: { articleId: number; articleTitle: string }) {
  const { data: user } = useCurrentUser();
  if (!user?.has_labels_access) return null;
  return <ArticleLabelsContent articleId={articleId} articleTitle={articleTitle} user={user} />;
}

function ArticleLabelsContent({
  articleId,
  articleTitle,
  user,
}: {
  articleId: number;
  articleTitle: string;
  user: CurrentUser;
}) {
  const labels = useArticleLabels(articleId);
  const chips = labels.data ?? [];
  if (chips.length === 0 && !user.has_editable_labels_access) return null;
  return (
    <Group gap={4} wrap="wrap" component="span" role="group" aria-label="Labels">
      {chips.map((label) => (
        <LabelChip key={label.id} label={label} />
      ))}
      {user.has_editable_labels_access && (
        <SaveToLabel
          articleId={articleId}
          articleTitle={articleTitle}
          current={chips}
          canCreate={user.can_manage_collections}
        />
      )}
    </Group>
  );
}
