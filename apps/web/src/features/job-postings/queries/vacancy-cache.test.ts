import { describe, expect, it } from 'vitest';
import { testQueryClient } from '../../../testing/render-static';
import { vacancyFixture } from '../testing/vacancy.fixture';
import { jobKeys } from './job-keys';
import { applicationSaved, vacancySaved } from './vacancy-cache';

describe('the vacancy cache after a save', () => {
  it('holds a vacancy just published as published, and fetches it again', () => {
    const client = testQueryClient();
    client.setQueryData(jobKeys.vacancy(5), vacancyFixture({ status: 'draft' }));
    vacancySaved(client, { id: 5, status: 'published' });
    expect(client.getQueryData<{ status: string }>(jobKeys.vacancy(5))?.status).toBe('published');
    expect(client.getQueryState(jobKeys.vacancy(5))?.isInvalidated).toBe(true);
  });

  it('holds a vacancy once published as published before, and keeps the date of its first publication', () => {
    const client = testQueryClient();
    client.setQueryData(jobKeys.vacancy(5), vacancyFixture({ status: 'draft', publishedAt: null }));
    vacancySaved(client, { id: 5, status: 'published' });
    expect(client.getQueryData<{ publishedAt: string | null }>(jobKeys.vacancy(5))?.publishedAt).not.toBeNull();
    client.setQueryData(jobKeys.vacancy(6), vacancyFixture({ id: 6, status: 'published', publishedAt: '2026-01-02' }));
    vacancySaved(client, { id: 6, status: 'draft' });
    expect(client.getQueryData<{ publishedAt: string | null }>(jobKeys.vacancy(6))?.publishedAt).toBe('2026-01-02');
  });

  it('marks the lists of vacancies out of date and leaves other vacancies alone', () => {
    const client = testQueryClient();
    client.setQueryData([...jobKeys.vacancies(), 'mine'], { vacancies: [] });
    client.setQueryData(jobKeys.vacancy(6), vacancyFixture({ id: 6 }));
    vacancySaved(client, { id: 5, status: 'published' });
    expect(client.getQueryState([...jobKeys.vacancies(), 'mine'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(jobKeys.vacancy(6))?.isInvalidated).toBe(false);
    expect(client.getQueryData(jobKeys.vacancy(5))).toBeUndefined();
  });

  it("records the caller's new application on the vacancy, so /apply leads to it", () => {
    const client = testQueryClient();
    client.setQueryData(jobKeys.vacancy(5), vacancyFixture({ ownApplicationId: null }));
    applicationSaved(client, { vacancyId: 5, applicationId: 42 });
    expect(client.getQueryData<{ ownApplicationId: number }>(jobKeys.vacancy(5))?.ownApplicationId).toBe(42);
    expect(client.getQueryState(jobKeys.vacancy(5))?.isInvalidated).toBe(true);
  });
});
