import type { Mail } from '../../lib/mailer';

/**
 * The review's emails to the practitioner (docs/product/practice.md#admin-review): live with a link
 * to the public page, or not approved with the admin's reason. Plain text.
 */

export function approvedMail(input: {
  to: string;
  firstName: string;
  publicUrl: string;
  appUrl: string;
}): Mail {
  return {
    to: input.to,
    subject: 'Your practitioner profile is live on Infinite Wellness',
    text: [
      `Hello ${input.firstName},`,
      '',
      'Good news: we reviewed your practitioner profile and approved it. Patients can now find you in the practitioner directory.',
      '',
      `Your public profile: ${input.publicUrl}`,
      '',
      `Any later change to your profile is reviewed again before it shows; your approved profile stays visible meanwhile. Your dashboard: ${input.appUrl}/provider-dashboard`,
    ].join('\n'),
  };
}

export function rejectedMail(input: { to: string; firstName: string; reason: string; appUrl: string }): Mail {
  return {
    to: input.to,
    subject: 'Your practitioner profile needs changes',
    text: [
      `Hello ${input.firstName},`,
      '',
      'We reviewed your practitioner profile and could not approve it yet. The reviewer wrote:',
      '',
      input.reason,
      '',
      `Edit your profile and submit it again: ${input.appUrl}/practitioner-profile`,
    ].join('\n'),
  };
}
