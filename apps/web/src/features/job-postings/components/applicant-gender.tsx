import type { Applicant, ManualGender } from '@sciscope/contracts';
import { useMutation } from '@tanstack/react-query';
import { setAuthorGender } from '../../authors/api/authors-api';
import { GenderIndicator } from '../../authors/components/author-gender';

/**
 * An applicant's gender indicator (spec 04 section 6), with F / M to set by hand (set-gender
 * -100 or 100) when the applicant is a corpus author. Render it only for holders of the
 * gender_info quota.
 */
export function ApplicantGender({
  applicant,
  onChange,
}: {
  applicant: Pick<Applicant, 'authorId' | 'authorName' | 'gender' | 'manualGender'>;
  onChange: () => void;
}) {
  const authorId = applicant.authorId;
  const set = useMutation({
    mutationFn: (gender: ManualGender) => setAuthorGender({ authorId: authorId!, gender }),
    onSuccess: onChange,
  });
  return (
    <GenderIndicator
      gender={applicant.gender}
      manualGender={applicant.manualGender}
      onSet={authorId === null ? undefined : (value) => set.mutate(value)}
      setting={set.isPending ? (set.variables ?? null) : null}
      who={applicant.authorName}
      compact
      error={set.error?.message ?? null}
    />
  );
}
