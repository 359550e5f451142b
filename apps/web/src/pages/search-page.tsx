import { ComingSoonPage } from './coming-soon-page';

/** /search/: the article search arrives in a later issue. */
export function SearchPage() {
  return <ComingSoonPage title="Search" description="Article search is being built." />;
}
