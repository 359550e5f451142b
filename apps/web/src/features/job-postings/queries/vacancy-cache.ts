import type { QueryClient } from '@tanstack/react-query';
import type { Vacancy, VacancyStatus } from '@sciscope/contracts';
import { jobKeys } from './job-keys';

/**
 * After a vacancy is saved: the page the user lands on reads the vacancy from the cache, so its
 * status (and a first publication's date) is patched at once (no DRAFT badge under "Your vacancy is published") and everything the
 * server derives (rendered description, selection names) is fetched again.
 */
export function vacancySaved(client: QueryClient, saved: { id: number; status: VacancyStatus }): void {
  // Published once is published for good (the form then no longer speaks of the fee), even before the reload.
  const publishedAt = (old: Vacancy) =>
    old.publishedAt ?? (saved.status === 'published' ? new Date().toISOString() : null);
  client.setQueryData<Vacancy>(jobKeys.vacancy(saved.id), (old) =>
    old ? { ...old, status: saved.status, publishedAt: publishedAt(old) } : old,
  );
  void client.invalidateQueries({ queryKey: jobKeys.vacancy(saved.id) });
  void client.invalidateQueries({ queryKey: jobKeys.vacancies() });
}

/**
 * After an application is saved: the vacancy now has the caller's own application, which the
 * vacancy page ("Edit your application") and /jobs/{id}/apply (the redirect to it) read.
 */
export function applicationSaved(client: QueryClient, saved: { vacancyId: number; applicationId: number }): void {
  client.setQueryData<Vacancy>(jobKeys.vacancy(saved.vacancyId), (old) =>
    old ? { ...old, ownApplicationId: saved.applicationId } : old,
  );
  void client.invalidateQueries({ queryKey: jobKeys.vacancy(saved.vacancyId) });
  void client.invalidateQueries({ queryKey: jobKeys.application(saved.applicationId) });
}
