import { Alert, Button, FileInput, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { JOB_LIMITS, JOB_MESSAGES } from '@sciscope/contracts';
import { ApiError, fieldErrorsOf, notFoundText } from '../../app/api-client';
import { ErrorState } from '../../components/ui/error-state';
import { formatDate } from '../../components/ui/format';
import { PageTitle } from '../../components/ui/page-title';
import { fetchRecommendationRequest, uploadRecommendation } from '../../features/job-postings/api/jobs-api';
import { jobFileError } from '../../features/job-postings/job-form-rules';
import { NotFoundPage } from '../not-found-page';

const ACCEPT = JOB_LIMITS.fileExtensions.map((e) => `.${e}`).join(',');
/** The upload control's done state resets after 1.5 s (spec 04 section 9). */
const DONE_RESET_MS = 1500;

/**
 * Whether the recommendation link failed as a bad link: unknown, or its reference removed by the
 * applicant (404), or not even the shape of one (400), rather than for a passing reason.
 */
export function isBadRecommendationLink(error: unknown): boolean {
  return notFoundText(error) !== undefined || (error instanceof ApiError && error.status === 400);
}

/**
 * /jobs/recommendation/{advisorUuid}: the recommender's letter upload, open to anonymous visitors
 * holding the e-mailed link (and, by the advisor's numeric id, to superusers).
 */
export function RecommendationPage() {
  const { advisorId = '' } = useParams();
  const client = useQueryClient();
  const request = useQuery({
    queryKey: ['jobs', 'recommendation-request', advisorId],
    queryFn: () => fetchRecommendationRequest(advisorId),
    retry: false,
  });
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'uploading' | 'done'>('idle');
  useEffect(() => {
    if (state !== 'done') return;
    const timer = setTimeout(() => setState('idle'), DONE_RESET_MS);
    return () => clearTimeout(timer);
  }, [state]);
  // The recommender is an outsider, often logged out: a bad link says so in words, not "Not Found".
  if (request.error && isBadRecommendationLink(request.error))
    return <NotFoundPage message={JOB_MESSAGES.recommendationLinkInvalid} />;
  if (request.error) return <ErrorState message={request.error.message} />;
  const r = request.data;
  if (!r) return <Skeleton h={160} />;
  // The e-mailed link carries the advisor's uuid; a numeric id is the superusers' upload link.
  const onBehalf = /^\d+$/.test(advisorId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    if (!file) return setError(JOB_MESSAGES.required);
    const fileError = jobFileError(file);
    if (fileError) return setError(fileError);
    setError(null);
    const form = new FormData();
    form.append('advisorId', advisorId);
    form.append('recommendation', file, file.name);
    setState('uploading');
    try {
      await uploadRecommendation(form);
      setFile(null);
      setState('done');
      await client.invalidateQueries({ queryKey: ['jobs', 'recommendation-request', advisorId] });
    } catch (e) {
      setState('idle');
      const fields = fieldErrorsOf(e);
      if (fields.recommendation) setError(fields.recommendation);
      else setAlert(e instanceof ApiError ? e.message : String(e));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <PageTitle>{`Recommendation for ${r.applicantName}`}</PageTitle>
      <Stack maw={640}>
        {onBehalf ? (
          // A superuser's upload link (the advisor's numeric id): not addressed to them as the recommender (walk 22).
          <Text>
            {r.applicantName} has applied for <b>{r.vacancyTitle}</b> ({r.vacancyInstitution}) and named {r.advisorName}{' '}
            as a reference. You are uploading {r.advisorName}’s letter as a superuser. The applicant will not see it;
            only the hiring committee reads it.
          </Text>
        ) : (
          <Text>
            Dear {r.advisorName}, {r.applicantName} has applied for <b>{r.vacancyTitle}</b> ({r.vacancyInstitution}) and
            named you as a reference. The applicant will not see your letter; only the hiring committee reads it.
          </Text>
        )}
        {r.recommendation && r.filename && (
          <Alert color="green" role="status">
            {onBehalf ? 'The' : 'Your'} letter “{r.filename}” was received
            {r.uploadedAt ? ` on ${formatDate(r.uploadedAt)}` : ''}. You may replace it by uploading another file.
          </Alert>
        )}
        <FileInput
          label="Letter of recommendation"
          description="A .pdf, .doc, .docx or .rtf file of at most 10 MB"
          placeholder="Choose a file"
          accept={ACCEPT}
          clearable
          required
          value={file}
          error={error}
          onChange={(f) => {
            setFile(f);
            // Checked on choice: a file of another type is refused now, not after the upload.
            setError(f ? jobFileError(f) : null);
          }}
        />
        {alert && (
          <Alert color="red" role="alert">
            {alert}
          </Alert>
        )}
        <Button type="submit" loading={state === 'uploading'} color={state === 'done' ? 'green' : undefined}>
          {state === 'done' ? 'Uploaded' : 'Upload the letter'}
        </Button>
      </Stack>
    </form>
  );
}
