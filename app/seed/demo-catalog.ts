import type { BlogPost, Category, Product, SiteSettings } from '../../domain/catalog/events.ts';

/** The demo site's admin data: what a fresh `npm start` shows. Prices are the demo admin's, not code constants. */
export const demoSite: SiteSettings = {
  name: 'Launch Directory',
  purpose: 'A directory of new software products: a weekly launch calendar, community-ranked boards, founder stories and embeddable badges.',
  freeQueueMinWeeks: 6,
  freeQueueMaxWeeks: 8,
  freeWeeklyCapacity: 10,
  paidWeeklyCapacity: 20,
  featuredWeeklyCapacity: 4,
  sellerCountry: 'DE',
};

const cat = (slug: string, name: string, description: string, parent: string | null = null, attributes: string[] = []): Category => ({
  slug,
  name,
  description,
  parent,
  attributes,
  faqs: parent
    ? []
    : [
        {
          question: `How are ${name} products ranked here?`,
          answer: 'By community votes from people on the site; paid placement is shown separately on the billboard and always marked as paid.',
        },
        {
          question: `Can I list my ${name.toLowerCase()} product for free?`,
          answer: 'Yes. The free plan queues your launch 6 to 8 weeks ahead and goes live once our badge is on your homepage.',
        },
      ],
});

const common = ['pricing_model', 'pricing_summary', 'stage', 'country', 'founded_year'];

export const demoCategories: Category[] = [
  cat('developer-tools', 'Developer Tools', 'Tools that help engineers write, test, ship and operate software.', null, [...common, 'features']),
  cat('ci-cd', 'CI/CD', 'Build, test and deployment pipelines.', 'developer-tools', common),
  cat('observability', 'Observability', 'Logs, metrics, traces and alerting.', 'developer-tools', common),
  cat('apis', 'APIs', 'Hosted APIs and API tooling.', 'developer-tools', common),
  cat('databases', 'Databases', 'Hosted databases, query tools and data pipelines.', 'developer-tools', common),
  cat('productivity', 'Productivity', 'Software that helps people and teams get work done.', null, [...common, 'features']),
  cat('note-taking', 'Note Taking', 'Notes, docs and personal knowledge bases.', 'productivity', common),
  cat('task-management', 'Task Management', 'To-do lists, projects and planning.', 'productivity', common),
  cat('design', 'Design', 'Tools for designers and the people who work with them.', null, [...common, 'features']),
  cat('prototyping', 'Prototyping', 'Interactive mock-ups and user flows.', 'design', common),
  cat('illustration', 'Illustration', 'Icons, illustrations and graphics.', 'design', common),
  cat('marketing', 'Marketing', 'Reach, convert and keep customers.', null, [...common, 'features']),
  cat('seo', 'SEO', 'Search engine optimisation and content ranking.', 'marketing', common),
  cat('email-marketing', 'Email Marketing', 'Newsletters, campaigns and automations.', 'marketing', common),
  cat('ai', 'Artificial Intelligence', 'Products built on machine learning and language models.', null, [...common, 'features']),
  cat('ai-writing', 'AI Writing', 'Drafting, editing and summarising text with AI.', 'ai', common),
  cat('ai-agents', 'AI Agents', 'Autonomous assistants that act on your behalf.', 'ai', common),
  cat('finance', 'Finance', 'Money, invoicing, accounting and payments.', null, [...common, 'features']),
  cat('invoicing', 'Invoicing', 'Quotes, invoices and getting paid.', 'finance', common),
  cat('personal-finance', 'Personal Finance', 'Budgets, savings and spending.', 'finance', common),
  cat('education', 'Education', 'Learning, teaching and training.', null, [...common, 'features']),
  cat('language-learning', 'Language Learning', 'Learn to speak and read new languages.', 'education', common),
  cat('health', 'Health & Fitness', 'Wellbeing, exercise, sleep and nutrition.', null, [...common, 'features']),
  cat('sleep', 'Sleep', 'Sleep tracking and better rest.', 'health', common),
  cat('e-commerce', 'E-commerce', 'Selling online: storefronts, checkout and fulfilment.', null, [...common, 'features']),
];

export const demoProducts: Product[] = [
  {
    id: 'launch',
    name: 'Paid launch',
    description: 'Go live at once or in the week you choose, skip the badge requirement, and unlock the story, milestones and media sections.',
    priceCents: 4900,
    needsListing: true,
  },
  {
    id: 'featured',
    name: 'Featured placement',
    description: 'A week in the featured row of the homepage and your category.',
    priceCents: 9900,
    needsListing: true,
  },
  {
    id: 'extra-category',
    name: 'Additional category',
    description: 'List a paid launch in one more category (up to 3 more).',
    priceCents: 1900,
    needsListing: true,
  },
  {
    id: 'billboard',
    name: 'Billboard contribution',
    description: 'Money contributed to the billboard, a ranking by money that is always shown as paid. Minimum 10 USD.',
    priceCents: 1000,
    needsListing: true,
  },
  {
    id: 'sections',
    name: 'Paid sections',
    description: 'Unlock the story, milestones and media sections of a listing launched for free.',
    priceCents: 2900,
    needsListing: true,
  },
  {
    id: 'newsletter-sponsor',
    name: 'Newsletter sponsorship',
    description: 'A sponsored slot in the weekly launch newsletter.',
    priceCents: 29900,
    needsListing: false,
  },
];

export const demoInterviewQuestions = [
  'What problem made you start this company?',
  'Who is your product for, and who is it not for?',
  'What was the hardest decision you made before launch?',
  'How did you find your first ten customers?',
  'What would you do differently if you started again?',
  'Which tool could your team not work without?',
  'What does success look like a year from now?',
  'What advice would you give a founder launching next week?',
];

const post = (slug: string, title: string, summary: string, daysAgo: number, sections: [string, string][], faqs: BlogPost['faqs']) => ({
  slug,
  title,
  summary,
  daysAgo,
  author: 'The Launch Directory team',
  tags: ['launching'],
  faqs,
  markdown: [`# ${title}`, '', summary, '', ...sections.flatMap(([h, p]) => [`## ${h}`, '', p, ''])].join('\n'),
});

export const demoBlogPosts = [
  post(
    'how-to-prepare-a-launch-week',
    'How to prepare for your launch week',
    'A checklist for the six weeks between choosing a launch week and going live.',
    3,
    [
      ['Six weeks out', 'Pick the week, put the badge on your homepage, and write down the one sentence that says what your product does.'],
      ['Two weeks out', 'Line up screenshots, a short demo video and answers to the questions people will ask in the comments.'],
      ['Launch day', 'Be there. Answer every comment, thank every voter, and post an update when you ship a fix.'],
    ],
    [{ question: 'When should I choose my launch week?', answer: 'As early as you can: free launches are queued 6 to 8 weeks ahead.' }],
  ),
  post(
    'free-or-paid-launch',
    'Free or paid launch: which one fits you?',
    'What each plan gives you, and when the paid one is worth it.',
    10,
    [
      ['The free plan', 'Your launch is queued 6 to 8 weeks ahead and goes live once our badge is on your homepage.'],
      ['The paid plan', 'Go live at once or in the week you choose, and unlock your founder story, milestones and media.'],
    ],
    [
      {
        question: 'Do paid launches get more votes?',
        answer: 'No. Votes come only from people on the site, and rankings by votes are the same for both plans.',
      },
    ],
  ),
  post(
    'writing-a-tagline',
    'Writing a tagline people remember',
    'Eight words that say what you do, for whom, and why it is better.',
    17,
    [
      ['Say what it is', 'A tagline is not a slogan. Name the thing and the person it is for.'],
      ['Cut the adjectives', 'Fast, simple and powerful describe every product. Say what is actually different.'],
    ],
    [],
  ),
  post(
    'reading-the-leaderboards',
    'Reading the leaderboards',
    'Community votes, the billboard, domain rating and revenue are different rankings for different questions.',
    31,
    [
      ['Community', 'Weekly and all-time rankings by votes from people on the site. Awards follow these only.'],
      ['Billboard', 'A paid ranking by money contributed, always presented as paid.'],
    ],
    [{ question: 'Can I buy votes?', answer: 'No. There is no voting through the API, and votes come only from people on the site.' }],
  ),
];
