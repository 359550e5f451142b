/**
 * Failpoints: named places where a test can make the process die as abruptly as a power cut
 * (`kill -9`), to prove that work committed in batches survives a crash at that place.
 * `SCISCOPE_FAILPOINT=name` arms one (tests of the importer set it on the command they spawn);
 * unset, a failpoint costs one string comparison.
 */
const armed = process.env.SCISCOPE_FAILPOINT ?? '';

export function failpoint(name: string): void {
  if (armed !== '' && armed === name) process.kill(process.pid, 'SIGKILL');
}
