import { authorPath, type Profile } from '@sciscope/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** The author page linked to the account, or the way to find it (as in the user menu). */
export function LinkedAuthor({ profile }: { profile: Profile }) {
  if (profile.linkedAuthor) {
    return (
      <Text size="sm">
        Your account is linked to the author{' '}
        <Anchor component={Link} to={authorPath(profile.linkedAuthor.id, profile.linkedAuthor.name)}>
          {profile.linkedAuthor.name}
        </Anchor>
        .
      </Text>
    );
  }
  if (profile.authorId !== null) {
    return (
      <Text size="sm">
        Your account is linked to{' '}
        <Anchor component={Link} to={authorPath(profile.authorId)}>
          your author page
        </Anchor>
        .
      </Text>
    );
  }
  return (
    <Text size="sm">
      No author page is linked to your account.{' '}
      <Anchor component={Link} to="/find-authors">
        Find my author page
      </Anchor>
    </Text>
  );
}
