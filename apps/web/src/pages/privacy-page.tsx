import { Skeleton, Stack } from '@mantine/core';
import { ErrorState } from '../components/ui/error-state';
import { PageTitle } from '../components/ui/page-title';
import { PolicyText } from '../features/site/components/policy-text';
import { useSiteInfo } from '../features/site/queries/use-site-info';

/**
 * The privacy policy linked from the footer: the operator's own (SCISCOPE_PRIVACY_POLICY_FILE)
 * or the default one, which says what sciscope stores about its users, why, and how long.
 */
export function PrivacyPage() {
  const { data: site, error } = useSiteInfo();
  return (
    <>
      <PageTitle>Privacy policy</PageTitle>
      <Stack gap="md" maw={760}>
        {site ? (
          <PolicyText policy={site.privacyPolicy} />
        ) : error ? (
          <ErrorState message={error.message} />
        ) : (
          <Stack gap="sm" aria-busy="true" aria-label="Loading the privacy policy">
            <Skeleton height={16} />
            <Skeleton height={16} width="90%" />
            <Skeleton height={16} width="70%" />
          </Stack>
        )}
      </Stack>
    </>
  );
}
