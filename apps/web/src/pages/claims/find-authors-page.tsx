import { useParams } from 'react-router';
import { FindAuthorsModal } from '../../features/claims/components/find-authors-modal';
import { useAdvisorByAttorney } from '../../features/claims/queries/use-claims';
import { NotFoundPage } from '../not-found-page';
import { badAttorneyLinkMessage } from './attorney-link-error';

/**
 * /find-authors (logged in) and /find-authors/{attorneyToken} (anyone holding the link): the
 * find-authors modal over an empty page. A bad link shows the server's text instead, on the
 * not-found page (the modal alerts other failures itself).
 */
export function FindAuthorsPage() {
  const { token } = useParams();
  const advisor = useAdvisorByAttorney(token);
  const badLink = token !== undefined ? badAttorneyLinkMessage(advisor.error) : null;
  if (badLink !== null) return <NotFoundPage message={badLink} />;
  return <FindAuthorsModal key={token ?? ''} token={token} />;
}
