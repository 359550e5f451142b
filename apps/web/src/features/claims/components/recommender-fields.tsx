import { TextInput } from '@mantine/core';

/** A recommender's contact details as one form edits them. */
export interface RecommenderContact {
  name: string;
  email: string;
  affiliation: string;
}

/**
 * The name, e-mail and affiliation inputs of a recommender (the superusers' 'New recommender'
 * form and the recommender's own profile page), with the server's field errors under them.
 */
export function RecommenderFields({
  value,
  onChange,
  errors,
}: {
  value: RecommenderContact;
  onChange: (value: RecommenderContact) => void;
  errors: Partial<Record<string, string>>;
}) {
  const field = (key: keyof RecommenderContact) => ({
    value: value[key],
    onChange: (e: { currentTarget: HTMLInputElement }) => onChange({ ...value, [key]: e.currentTarget.value }),
    error: errors[key],
  });
  return (
    <>
      <TextInput label="Name" required {...field('name')} />
      <TextInput label="E-mail" required {...field('email')} />
      <TextInput label="Affiliation" {...field('affiliation')} />
    </>
  );
}
