import { ForbiddenState } from './forbidden-state';
import { PageTitle } from './page-title';

/**
 * A page the user's role does not open: its own heading (also the tab title, so the tab and a
 * screen reader's heading list say where the user is) above the spec's refusal text.
 */
export function RefusedPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <ForbiddenState />
    </>
  );
}
