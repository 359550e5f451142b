import type { ReactNode } from 'react';
import { Skeleton, Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ErrorState } from '../components/ui/error-state';
import { PageTitle } from '../components/ui/page-title';
import { ACCOUNT_DELETED_PATH, DeleteAccount } from '../features/profile/components/delete-account';
import { EmailForm } from '../features/profile/components/email-form';
import { LinkedAuthor } from '../features/profile/components/linked-author';
import { NameForm } from '../features/profile/components/name-form';
import { PasswordForm } from '../features/profile/components/password-form';
import { SessionsTable } from '../features/profile/components/sessions-table';
import { useProfile } from '../features/profile/queries/use-profile';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      {children}
    </section>
  );
}

/** /profile/: name, e-mail, password, active sessions, the linked author, and deleting the account. */
export function ProfilePage() {
  const profile = useProfile();
  const navigate = useNavigate();
  return (
    <Stack gap="xl" maw={880}>
      <PageTitle>Profile</PageTitle>
      {profile.isError ? (
        <ErrorState message={profile.error.message} />
      ) : !profile.data ? (
        <Skeleton height={240} />
      ) : (
        <>
          <Section id="name-heading" title="Name">
            <NameForm key={profile.data.id} name={profile.data.name} />
          </Section>
          <Section id="author-heading" title="Author page">
            <LinkedAuthor profile={profile.data} />
          </Section>
          <Section id="email-heading" title="E-mail">
            <EmailForm email={profile.data.email} />
          </Section>
          <Section id="password-heading" title="Password">
            <PasswordForm />
          </Section>
          <Section id="sessions-heading" title="Active sessions">
            <SessionsTable />
          </Section>
          <Section id="delete-account-heading" title="Delete account">
            <DeleteAccount
              email={profile.data.email}
              onDeleted={(deleted) => void navigate(ACCOUNT_DELETED_PATH, { replace: true, state: deleted })}
            />
          </Section>
        </>
      )}
    </Stack>
  );
}
