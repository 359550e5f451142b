import { Text } from '@mantine/core';
import { PageTitle } from '../components/ui/page-title';

interface ComingSoonPageProps {
  /** The module's name, used as the heading. */
  title: string;
  /** One plain sentence; defaults to "{title} is being built." */
  description?: string;
}

/** The place of a module whose screens arrive in a later issue. It shows no made-up data. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Text c="dimmed">{description ?? `${title} is being built.`}</Text>
    </>
  );
}
