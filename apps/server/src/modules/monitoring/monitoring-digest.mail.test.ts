import { describe, expect, it } from 'vitest';
import { articleRow } from '@sciscope/contracts/testing';
import { composeDigestMail, type DigestEntry } from './monitoring-digest.mail';

const entry = (id: number): DigestEntry => {
  const article = articleRow({ id, title: `Grasping paper ${id}`, year: 2025 });
  return { article, matched: [{ topic: 'Topic 0', concepts: ['robotic grasping'] }] };
};

const digest = ({ matchedCount, shown }: { matchedCount: number; shown: number }) =>
  composeDigestMail({
    to: 'ada@example.org',
    monitoringId: 7,
    title: 'RL for robot grasping',
    entries: Array.from({ length: shown }, (_, i) => entry(i + 1)),
    matchedCount,
    publicUrl: 'https://sciscope.example.org',
    unsubscribeUrl: 'https://sciscope.example.org/monitoring-digest/unsubscribe?token=7.x',
    messageId: '<digest-7@sciscope.example.org>',
    date: new Date('2026-03-02T06:00:00.000Z'),
  });

describe('the monitoring digest e-mail', () => {
  it('writes large article counts with thousands separators, as the monitoring page does (walk: "5520 new articles")', () => {
    const mail = digest({ matchedCount: 5520, shown: 50 });
    expect(mail.subject).toBe('5,520 new articles for your monitoring “RL for robot grasping”');
    expect(mail.text).toContain('5,520 new articles match your monitoring “RL for robot grasping”.');
    expect(mail.text).toContain("…and 5,470 more on the monitoring's page.");
    expect(mail.html).toContain('<p>5,520 new articles match your monitoring “RL for robot grasping”.</p>');
    expect(mail.html).toContain('<p>…and 5,470 more on the monitoring&#39;s page.</p>');
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/5520|5470/);
  });

  it('keeps small counts as they are, singular for one article', () => {
    const one = digest({ matchedCount: 1, shown: 1 });
    expect(one.subject).toBe('1 new article for your monitoring “RL for robot grasping”');
    expect(one.text).not.toContain('more on the monitoring');
    expect(one.text).toContain('1 new article matches your monitoring');
    expect(one.html).toContain('1 new article matches your monitoring');
    const some = digest({ matchedCount: 52, shown: 50 });
    expect(some.text).toContain('52 new articles match your monitoring');
    expect(some.text).toContain("…and 2 more on the monitoring's page.");
  });
});
