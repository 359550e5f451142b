import { nameSlug } from '@sciscope/contracts';

/** The article page of spec 02/03: `/article/{id}-{slug}/`. */
export function articlePath(articleId: number, title: string): string {
  const slug = nameSlug(title);
  return `/article/${articleId}${slug ? `-${slug}` : ''}/`;
}
