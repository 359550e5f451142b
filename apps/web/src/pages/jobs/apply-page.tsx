import { NotFoundPage } from '../not-found-page';
import { routeId } from '../../app/route-id';
import { Alert, Anchor, Button, FileInput, Stack, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import {
  JOB_LIMITS,
  JOB_MESSAGES,
  REQUIREMENT_LABELS,
  VACANCY_REQUIREMENTS,
  type AdvisorInput,
} from '@sciscope/contracts';
import { fieldErrorsOf } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import {
  attachmentUrl,
  fetchApplication,
  fetchVacancy,
  saveApplication,
} from '../../features/job-postings/api/jobs-api';
import { ReferencesInput, referenceErrors } from '../../features/job-postings/components/references-input';
import {
  JOB_FILE_ACCEPT,
  formAlertOf,
  jobFileError,
  ownApplicationRedirect,
  phdAwardDateError,
} from '../../features/job-postings/job-form-rules';
import { jobKeys } from '../../features/job-postings/queries/job-keys';
import { applicationSaved } from '../../features/job-postings/queries/vacancy-cache';

/** /jobs/{id}/apply and /jobs/{id}/applications/edit/{applicationId}: the application form. */
export function ApplyPage() {
  const params = useParams();
  const vacancyId = routeId(params.id);
  const applicationId = params.applicationId === undefined ? null : routeId(params.applicationId);
  if (vacancyId === null || (params.applicationId !== undefined && applicationId === null)) return <NotFoundPage />;
  return <ApplyContent key={`${vacancyId}/${applicationId}`} vacancyId={vacancyId} applicationId={applicationId} />;
}

function ApplyContent({ vacancyId, applicationId }: { vacancyId: number; applicationId: number | null }) {
  const client = useQueryClient();
  const vacancy = useQuery({ queryKey: jobKeys.vacancy(vacancyId), queryFn: () => fetchVacancy(vacancyId) });
  // The form is the applicant's alone: their application is read only once the vacancy says it is theirs.
  const isOwn = applicationId !== null && vacancy.data?.ownApplicationId === applicationId;
  const application = useQuery({
    queryKey: jobKeys.application(applicationId),
    queryFn: () => fetchApplication(applicationId!),
    enabled: isOwn,
  });
  const [name, setName] = useState<string | null>(null);
  const [phd, setPhd] = useState<string | null>(null);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [advisors, setAdvisors] = useState<AdvisorInput[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  if (vacancy.error) return <ErrorState message={vacancy.error.message} />;
  if (application.error) return <ErrorState message={application.error.message} />;
  const v = vacancy.data;
  if (!v) return null;
  if (applicationId !== null && !isOwn)
    return v.canReview ? (
      <NotTheApplicant vacancyId={vacancyId} applicationId={applicationId} title={v.title} />
    ) : (
      <NotFoundPage what="application" />
    );
  const redirect = ownApplicationRedirect({
    vacancyId,
    applicationId,
    ownApplicationId: v.ownApplicationId,
    justApplied: saved !== null,
  });
  if (redirect) return <Navigate to={redirect} replace />;
  // The server refuses an application after the deadline (jobs.closed): say so instead of a form that cannot be sent.
  if (v.isClosed) return <ApplicationsClosed vacancyId={vacancyId} title={v.title} dateDeadline={v.dateDeadline} />;
  if (applicationId !== null && !application.data) return null;
  const current = application.data;
  const nameValue = name ?? current?.name ?? '';
  const phdValue = phd ?? current?.phdAwardDate ?? '';
  const required = new Set(['cv', ...v.requirements]);
  const blank = (): AdvisorInput => ({ name: '', email: '', isPhdAdvisor: false });
  const advisorsValue: AdvisorInput[] =
    advisors ??
    (current
      ? current.advisors.map((a) => ({ name: a.name, email: a.email, isPhdAdvisor: a.isPhdAdvisor }))
      : Array.from({ length: v.isAdvisorsRequired ? JOB_LIMITS.minReferences : 0 }, blank));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const phdError = phdAwardDateError(phdValue);
    if (phdError !== null) local.phdAwardDate = phdError;
    for (const [field, file] of Object.entries(files)) {
      const fileError = file && jobFileError(file);
      if (fileError) local[field] = fileError;
    }
    for (const r of required)
      if (!files[r] && !current?.attachments.some((a) => a.formatType === r)) local[r] = JOB_MESSAGES.required;
    Object.assign(local, referenceErrors(advisorsValue, v.isAdvisorsRequired));
    setErrors(local);
    if (Object.keys(local).length > 0) {
      setAlert(JOB_MESSAGES.formInvalid);
      return;
    }
    const form = new FormData();
    // Once applied on this page, saving again edits that application (one per user and vacancy).
    const editing = applicationId ?? saved;
    if (editing !== null) form.append('id', String(editing));
    form.append('vacancyId', String(vacancyId));
    form.append('name', nameValue);
    form.append('phdAwardDate', phdValue);
    form.append('advisors', JSON.stringify(advisorsValue.filter((a) => a.name.trim() !== '' || a.email.trim() !== '')));
    for (const [field, file] of Object.entries(files)) if (file) form.append(field, file, file.name);
    setSaving(true);
    setAlert(null);
    try {
      const result = await saveApplication(form);
      setSaved(result.application.applicationId);
      applicationSaved(client, { vacancyId, applicationId: result.application.applicationId });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(fields);
      setAlert(formAlertOf(error, fields));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <PageTitle>{`Apply: ${v.title}`}</PageTitle>
      <Stack maw={640}>
        {saved !== null && (
          <Alert color="green" role="status">
            Your application is saved. You can <Link to={`/jobs/${vacancyId}/applications/edit/${saved}`}>edit it</Link>{' '}
            until the deadline.
          </Alert>
        )}
        <TextInput label="Your name" value={nameValue} onChange={(e) => setName(e.currentTarget.value)} />
        <TextInput
          label="PhD award date"
          description="YYYY-MM (may be in the future)"
          placeholder="2021-06"
          required
          value={phdValue}
          error={errors.phdAwardDate}
          onChange={(e) => setPhd(e.currentTarget.value)}
        />
        {VACANCY_REQUIREMENTS.filter((r) => required.has(r) || r !== 'cv').map((r) => {
          const stored = current?.attachments.find((a) => a.formatType === r);
          return (
            <FileInput
              key={r}
              label={REQUIREMENT_LABELS[r]}
              required={required.has(r)}
              accept={JOB_FILE_ACCEPT}
              clearable
              placeholder={
                stored ? `${stored.filename} (uploaded)` : 'Choose a .pdf, .doc, .docx or .rtf file (at most 10 MB)'
              }
              // The file as stored, to check it; choosing another replaces it on save.
              description={
                stored ? (
                  <>
                    Uploaded:{' '}
                    <Anchor href={attachmentUrl(stored.id, stored.filename)} size="xs">
                      {stored.filename}
                    </Anchor>
                  </>
                ) : undefined
              }
              value={files[r] ?? null}
              error={errors[r]}
              onChange={(file) => {
                setFiles((f) => ({ ...f, [r]: file }));
                // Checked on choice: a file of another type is refused now, not after Apply.
                setErrors((current) => {
                  const next = { ...current };
                  delete next[r];
                  const fileError = file && jobFileError(file);
                  return fileError ? { ...next, [r]: fileError } : next;
                });
              }}
            />
          );
        })}
        <ReferencesInput
          value={advisorsValue}
          onChange={setAdvisors}
          errors={errors}
          isRequired={v.isAdvisorsRequired}
          newRow={blank}
          saved={current?.advisors}
        />
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Button type="submit" loading={saving}>
          {applicationId === null ? 'Apply' : 'Save application'}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * An application's edit address opened by someone other than the applicant who reviews the
 * vacancy (committee, owner, superuser): no form, the way to the application in review instead.
 */
function NotTheApplicant({
  vacancyId,
  applicationId,
  title,
}: {
  vacancyId: number;
  applicationId: number;
  title: string;
}) {
  return (
    <Stack maw={640}>
      <PageTitle>{`Application: ${title}`}</PageTitle>
      <Text>{JOB_MESSAGES.onlyApplicantEdits}</Text>
      <Anchor component={Link} to={`/jobs/${vacancyId}/applicant/${applicationId}`}>
        Open the application in review
      </Anchor>
    </Stack>
  );
}

/** What /jobs/{id}/apply shows once the deadline day has ended: the date, and the way back to the vacancy. */
function ApplicationsClosed({
  vacancyId,
  title,
  dateDeadline,
}: {
  vacancyId: number;
  title: string;
  dateDeadline: string;
}) {
  return (
    <Stack maw={640}>
      <PageTitle>{`Apply: ${title}`}</PageTitle>
      <Alert color="gray" role="status">
        {`Applications closed on ${dateDeadline}.`}
      </Alert>
      <Anchor component={Link} to={`/jobs/${vacancyId}`}>
        Back to the vacancy
      </Anchor>
    </Stack>
  );
}
