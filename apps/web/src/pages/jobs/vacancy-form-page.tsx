import { NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';
import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  JOB_MESSAGES,
  REQUIREMENT_LABELS,
  VACANCY_REQUIREMENTS,
  type EditVacancyBody,
  type VacancyRequirement,
} from '@sciscope/contracts';
import { fieldErrorsOf } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { fetchVacancy, saveVacancy } from '../../features/job-postings/api/jobs-api';
import { ConceptPicker, IdListInput, LastArticles } from '../../features/job-postings/components/selection-inputs';
import {
  EMPTY_VACANCY,
  deadlinePlaceholder,
  maskDeadline,
  formAlertOf,
  vacancyFormErrors,
  vacancySavedPath,
} from '../../features/job-postings/job-form-rules';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { vacancySaved } from '../../features/job-postings/queries/vacancy-cache';

/** /jobs/new and /jobs/edit/{id}: the vacancy form (spec 04 section 5). */
export function VacancyFormPage() {
  const param = useParams().id;
  const id = param === undefined ? null : routeId(param);
  if (param !== undefined && id === null) return <NotFoundPage />;
  return <VacancyFormContent key={id ?? 'new'} id={id} />;
}

function VacancyFormContent({ id }: { id: number | null }) {
  const existing = useQuery({
    queryKey: jobKeys.vacancy(id),
    queryFn: () => fetchVacancy(id!),
    enabled: id !== null,
  });
  if (id === null)
    return <VacancyForm id={null} initial={EMPTY_VACANCY} initialConcepts={[]} publishedBefore={false} />;
  if (existing.error) return <ErrorState message={existing.error.message} />;
  const v = existing.data;
  if (!v) return null;
  if (!v.canEdit) return <ErrorState message={JOB_MESSAGES.cannotEdit} />;
  return (
    <VacancyForm
      key={v.id}
      id={v.id}
      initialConcepts={v.concepts}
      // Published once (even if a draft again since): the fee was asked for then, and only then.
      publishedBefore={v.publishedAt !== null}
      initial={{
        id: v.id,
        title: v.title,
        descriptionMarkdown: v.descriptionMarkdown,
        startInfo: v.startInfo,
        duration: v.duration,
        dateDeadline: v.dateDeadline,
        affiliation: v.affiliation,
        infoEmail: v.infoEmail,
        requirements: v.requirements,
        isAdvisorsRequired: v.isAdvisorsRequired,
        articlesIds: v.articles.map((a) => a.id),
        authorsIds: v.authors.map((a) => a.id),
        conceptsIds: v.concepts.map((c) => c.id),
        text: v.text,
        status: v.status,
      }}
    />
  );
}

/** The form itself (exported for its tests). */
export function VacancyForm({
  id,
  initial,
  initialConcepts,
  publishedBefore,
}: {
  id: number | null;
  initial: EditVacancyBody;
  initialConcepts: Array<{ id: number; name: string }>;
  /** The vacancy is published already: its fee was asked for then. */
  publishedBefore: boolean;
}) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const placeholder = useMemo(() => deadlinePlaceholder(), []);
  const [form, setForm] = useState<EditVacancyBody>(initial);
  // Bumped when a quick pick adds an article, so the ids field shows it.
  const [picked, setPicked] = useState(0);
  const [concepts, setConcepts] = useState(initialConcepts);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof EditVacancyBody>(key: K, value: EditVacancyBody[K]) =>
    setForm((f) => ({ ...f, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...form, conceptsIds: concepts.map((c) => c.id) };
    // Checked here first, by the server's rules: a refused form is not sent, and keeps what was typed.
    const local = vacancyFormErrors(body, { wasPublished: initial.status === 'published' });
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setAlert(JOB_MESSAGES.formInvalid);
      return;
    }
    setSaving(true);
    setAlert(null);
    try {
      const saved = await saveVacancy(body);
      vacancySaved(client, saved);
      navigate(vacancySavedPath({ saved, publishedBefore }));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setAlert(formAlertOf(error, fields));
    } finally {
      setSaving(false);
    }
  };
  // Publishing is what costs the fee: not said again for a vacancy already published.
  const feeApplies = form.status === 'published' && !publishedBefore;
  const requirement = (r: VacancyRequirement) => (form.requirements ?? []).includes(r);

  return (
    <form onSubmit={submit} noValidate>
      <PageTitle>{id === null ? 'Post a vacancy' : 'Edit vacancy'}</PageTitle>
      <Stack maw={760}>
        <TextInput
          label="Title"
          required
          value={form.title}
          error={errors.title}
          onChange={(e) => set('title', e.currentTarget.value)}
        />
        <Textarea
          label="Description (Markdown)"
          required
          autosize
          minRows={6}
          value={form.descriptionMarkdown}
          error={errors.descriptionMarkdown}
          onChange={(e) => set('descriptionMarkdown', e.currentTarget.value)}
        />
        <Group grow>
          <TextInput
            label="Start"
            value={form.startInfo}
            error={errors.startInfo}
            onChange={(e) => set('startInfo', e.currentTarget.value)}
          />
          <TextInput
            label="Duration"
            value={form.duration}
            error={errors.duration}
            onChange={(e) => set('duration', e.currentTarget.value)}
          />
        </Group>
        <Group grow>
          <TextInput
            label="Application deadline"
            description="YYYY-MM-DD; applications close at 23:59:59 that day"
            placeholder={placeholder}
            required
            value={form.dateDeadline}
            error={errors.dateDeadline}
            onChange={(e) => set('dateDeadline', maskDeadline(e.currentTarget.value))}
          />
          <TextInput
            label="Affiliation"
            required
            value={form.affiliation}
            error={errors.affiliation}
            onChange={(e) => set('affiliation', e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label="Info e-mail"
          required
          type="email"
          value={form.infoEmail}
          error={errors.infoEmail}
          onChange={(e) => set('infoEmail', e.currentTarget.value)}
        />
        <Stack gap={4}>
          {VACANCY_REQUIREMENTS.map((r) => (
            <Checkbox
              key={r}
              label={REQUIREMENT_LABELS[r]}
              checked={requirement(r)}
              disabled={r === 'cv'}
              onChange={(e) =>
                set(
                  'requirements',
                  e.currentTarget.checked
                    ? [...(form.requirements ?? []), r]
                    : (form.requirements ?? []).filter((x) => x !== r),
                )
              }
            />
          ))}
          <Checkbox
            label="Applicants must name at least 3 references"
            checked={form.isAdvisorsRequired ?? false}
            onChange={(e) => set('isAdvisorsRequired', e.currentTarget.checked)}
          />
        </Stack>
        <ConceptPicker value={concepts} onChange={setConcepts} />
        {/* Spec 04 section 5: the old searches are gone; where they were, the form says so. */}
        <Text size="xs" c="orange" role="note">
          {JOB_MESSAGES.oldAuthorSearch}
        </Text>
        <IdListInput label="Authors (ids)" value={form.authorsIds ?? []} onChange={(v) => set('authorsIds', v)} />
        <Text size="xs" c="orange" role="note">
          {JOB_MESSAGES.oldArticleSearch}
        </Text>
        <IdListInput
          key={picked}
          label="Articles (ids)"
          value={form.articlesIds ?? []}
          onChange={(v) => set('articlesIds', v)}
        />
        <LastArticles
          selected={form.articlesIds ?? []}
          onAdd={(articleId) => {
            set('articlesIds', [...(form.articlesIds ?? []), articleId]);
            setPicked((n) => n + 1);
          }}
        />
        <Textarea
          label="Text"
          description="Free text describing the expertise you look for"
          autosize
          minRows={2}
          value={form.text}
          error={errors.text}
          onChange={(e) => set('text', e.currentTarget.value)}
        />
        {errors.selection && (
          <Alert color="red" role="alert">
            {errors.selection}
          </Alert>
        )}
        <Select
          label="Status"
          data={[
            { value: 'draft', label: 'Draft' },
            { value: 'published', label: 'Published' },
          ]}
          value={form.status}
          onChange={(v) => set('status', (v ?? 'draft') as 'draft' | 'published')}
          allowDeselect={false}
          // The fee is said before publishing, as part of the choice (read out with it, too).
          description={
            feeApplies ? (
              <Text span inherit c="orange" fw={500}>
                {JOB_MESSAGES.feeNotice}
              </Text>
            ) : undefined
          }
        />
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
