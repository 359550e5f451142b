import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiHeaders, createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

describeEachDatabase('login limit setting', (dialect) => {
  let limited: TestApp;
  let unlimited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ dialect, env: { SCISCOPE_LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
    unlimited = await createTestApp({ dialect, env: { SCISCOPE_LOGIN_RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await limited.close();
    await unlimited.close();
  });

  const attempts = async (t: TestApp, count: number, address: (i: number) => string, email: (i: number) => string) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: apiHeaders(),
        payload: { email: email(i), password: 'guess' },
        remoteAddress: address(i),
      });
      statuses.push(response.statusCode);
    }
    return statuses;
  };

  it('limits login attempts per address and per e-mail to SCISCOPE_LOGIN_RATE_LIMIT_PER_MINUTE', async () => {
    expect(
      await attempts(
        limited,
        4,
        () => '192.0.2.30',
        (i) => `a${i}@example.org`,
      ),
    ).toEqual([400, 400, 400, 429]);
    expect(
      await attempts(
        limited,
        4,
        (i) => `192.0.2.${40 + i}`,
        () => 'same@example.org',
      ),
    ).toEqual([400, 400, 400, 429]);
  });

  it('limits neither when the setting is 0', async () => {
    const statuses = await attempts(
      unlimited,
      12,
      () => '192.0.2.50',
      () => 'same@example.org',
    );
    expect(statuses).toEqual(statuses.map(() => 400));
  });
});
