import { describe, expect, it } from 'vitest';
import { clientWithSite, renderStatic } from '../../testing/render-static';
import { PlanRequired, type PlanRequiredProps } from './plan-required';

function render(
  props: PlanRequiredProps,
  contactEmail: string | null = 'plans@example.org',
  contactAddress: string | null = contactEmail,
) {
  return renderStatic(<PlanRequired {...props} />, { client: clientWithSite(contactEmail, contactAddress) });
}

describe('PlanRequired', () => {
  it("keeps the spec's message and offers a plan request by mail to the operator", () => {
    const html = render({ message: 'A plan with monitoring is required.', subject: 'Monitoring plan' });
    expect(html).toContain('A plan with monitoring is required.');
    expect(html).toMatch(/<a[^>]*href="mailto:plans@example.org\?subject=Monitoring%20plan"[^>]*>Request a plan<\/a>/);
    expect(html).not.toContain('/superadmin/');
  });

  it("writes to the address the instance's e-mails name when the operator gave no mailbox (walk 20)", () => {
    const html = render({ message: 'A plan is required.', subject: 'Monitoring plan' }, null, 'team@lab.example');
    expect(html).toMatch(/<a[^>]*href="mailto:team@lab.example\?subject=Monitoring%20plan"[^>]*>Request a plan<\/a>/);
  });

  it('says whom to ask, by name, when no address may be shown', () => {
    const html = render({ message: 'A plan with monitoring is required.', subject: 'Monitoring plan' }, null);
    expect(html).toContain('Request a plan from Operator.');
    expect(html).not.toContain('mailto:');
  });

  it('sends a superuser to the superadmin page, where quotas are granted, instead', () => {
    const html = render({
      message: 'The panel composer needs a plan.',
      subject: 'Panel composer plan',
      superuser: true,
    });
    expect(html).toMatch(/<a[^>]*href="\/superadmin\/"[^>]*>Superadmin<\/a>/);
    expect(html).not.toContain('Request a plan');
  });
});
