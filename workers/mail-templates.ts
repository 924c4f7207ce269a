/** The words of each mail the service sends: plain text, no tracking. */

export const cofounderInviteMail = (p: { product: string; inviter: string; link: string }) => ({
  subject: `${p.inviter} invites you to add your founder profile to ${p.product}`,
  text: `You were invited to add your own founder profile to the Launch Directory listing of ${p.product}.

Sign in (or create an account) with this address, then open:
${p.link}

Afterwards you can edit your own entry: name, role and bio.
`,
});

export const passwordResetMail = (p: { link: string }) => ({
  subject: 'Reset your Launch Directory password',
  text: `Someone asked to reset the password of this account. If it was you, open this link within an hour:

${p.link}

If it was not you, ignore this email.
`,
});

export const listingUpdateMail = (p: { listing: string; title: string; body: string; link: string }) => ({
  subject: `${p.listing}: ${p.title}`,
  text: `${p.listing} posted an update on Launch Directory.

${p.title}

${p.body}

${p.link}

You get this because you follow ${p.listing}. To stop, open the link above and choose Unfollow.
`,
});
