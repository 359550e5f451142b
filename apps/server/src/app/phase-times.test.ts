import { describe, expect, it } from 'vitest';
import { PhaseTimes } from './phase-times';

describe('PhaseTimes', () => {
  it('adds up the time of each phase, also when the work throws', async () => {
    const phases = new PhaseTimes();
    phases.add('read', 150);
    await phases.time('prepare', async () => {
      phases.add('prepare.authors', 1200);
      phases.timeSync('prepare.concepts', () => 1);
    });
    await expect(phases.time('write', () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    phases.add('read', 100);
    phases.add('authors.cluster', 400);
    const seconds = phases.seconds();
    expect(Object.keys(seconds)).toEqual([
      'read',
      'prepare',
      'write',
      'authors.cluster',
      'prepare.authors',
      'prepare.concepts',
    ]);
    expect(seconds.read).toBe(0.3);
    expect(seconds['prepare.authors']).toBe(1.2);
    expect(seconds.write).toBeGreaterThanOrEqual(0);
  });
});
