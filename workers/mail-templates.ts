/** The words of each mail the service sends: plain text, no tracking. */

export const cofounderInviteMail = (p: { product: string; inviter: string; link: string }) => ({
  subject: `${p.inviter} invites you to add your founder profile to ${p.product}`,
  text: `You were invited to add your own founder profile to the Launch Directory listing of ${p.product}.

Sign in (or create an account) with this address, then open:
${p.link}

Afterwards you can edit your own entry: name, role and bio.
`,
});

export const confirmEmailMail = (p: { link: string }) => ({
  subject: 'Confirm your email address for Launch Directory',
  text: `Open this link to confirm that this address is yours:

${p.link}

Once it is confirmed you can vote for launches and write reviews. If you did not create an account, ignore this email.
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

export const listingLiveMail = (p: { listing: string; tagline: string | null; link: string }) => ({
  subject: `${p.listing} is live`,
  text: `${p.listing} has launched on Launch Directory${p.tagline ? `: ${p.tagline}` : '.'}

See it, vote for it and ask its makers a question:
${p.link}

You get this once because you asked to be told when ${p.listing} launches. You will also get its updates while you follow it; to stop, open the link above and choose Unfollow.
`,
});

export const claimEmailMail = (p: { listing: string; domain: string; account: string; link: string; expiresAt: string }) => ({
  subject: `Confirm that you run ${p.listing}`,
  text: `Someone signed in as ${p.account} claimed the Launch Directory listing of ${p.listing} and gave this address at ${p.domain} as proof.

If that was you, open this link while signed in as ${p.account} and confirm:
${p.link}

The link works until ${p.expiresAt.slice(0, 16).replace('T', ' ')} UTC. If it was not you, ignore this email: nothing changes.
`,
});

export const badgeFlaggedMail = (p: { listing: string; homepage: string; listingUrl: string; reason: string }) => ({
  subject: `The Launch Directory badge is missing from ${p.homepage}`,
  text: `${p.listing} launched for free in exchange for our badge on its homepage, and the last two checks did not find it.

What we saw: ${p.reason}

Please put the badge back (get_badges gives the snippet; it links to ${p.listingUrl}). The listing is flagged for our team until it is found again.
`,
});

export const freeLaunchMissedMail = (p: { listing: string; week: string; listingUrl: string }) => ({
  subject: `${p.listing} missed its free launch week`,
  text: `The free launch of ${p.listing} was booked for the week of ${p.week}, but the badge was not found on its homepage before the week started, so it did not launch.

The listing is saved. Choose the free plan again for a new week (and put the badge up first), or buy a launch to pick any week: ${p.listingUrl}
`,
});

export const orderReceiptMail = (p: {
  number: string;
  lines: { description: string; totalCents: number }[];
  subtotalCents: number;
  vat: { rate: number | null; vatCents: number; note: string; mention: string | null };
  totalCents: number;
  receiptUrl: string;
}) => {
  const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  return {
    subject: `Receipt for order ${p.number}`,
    text: `Thank you. Order ${p.number} is paid.

${p.lines.map((l) => `${l.description}: ${money(l.totalCents)}`).join('\n')}

Subtotal: ${money(p.subtotalCents)}
VAT${p.vat.rate !== null ? ` ${p.vat.rate} %` : ''}: ${money(p.vat.vatCents)} (${p.vat.note})
Total: ${money(p.totalCents)} USD
${p.vat.mention ? `\n${p.vat.mention}\n` : ''}
Your receipt: ${p.receiptUrl}
`,
  };
};

export const webhookDisabledMail = (p: { url: string; reason: string; link: string }) => ({
  subject: 'A Launch Directory webhook was disabled',
  text: `We stopped sending events to your webhook at ${p.url}: ${p.reason}, for more than a day.

Every attempt, with the status your endpoint answered, is listed by list_webhook_deliveries. Once the endpoint works again, create the webhook anew (a new secret comes with it):
${p.link}
`,
});

/** One of the listing's comments in a mail: who, and the start of what they said. */
const excerpt = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

export const commentDigestMail = (p: { listing: string; comments: { author: string; text: string; link: string }[]; hourStart: string }) => ({
  subject: `${p.comments.length === 1 ? 'A new comment' : `${p.comments.length} new comments`} on ${p.listing}`,
  text: `People asked and said this under ${p.listing} in the hour from ${p.hourStart.slice(11, 16)} UTC on ${p.hourStart.slice(0, 10)}:

${p.comments.map((c) => `${c.author}:\n${excerpt(c.text)}\n${c.link}`).join('\n\n')}

Answer on the listing's page: your replies are marked "Maker". You get at most one of these mails an hour.
`,
});

export const makerReplyMail = (p: { listing: string; maker: string; text: string; link: string }) => ({
  subject: `${p.maker} of ${p.listing} replied to your comment`,
  text: `${p.maker}, one of the makers of ${p.listing}, replied to your comment:

${excerpt(p.text)}

Read the thread: ${p.link}
`,
});
