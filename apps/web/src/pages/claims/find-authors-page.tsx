import { useParams } from 'react-router';
import { FindAuthorsModal } from '../../features/claims/components/find-authors-modal';

/**
 * /find-authors (logged in) and /find-authors/{attorneyToken} (anyone holding the link): the
 * find-authors modal over an empty page.
 */
export function FindAuthorsPage() {
  const { token } = useParams();
  return <FindAuthorsModal key={token ?? ''} token={token} />;
}
