import type { Faq } from '../catalog/events.ts';

/** What a listing says about its product, as published. Blank facts are absent, never invented. */
export type FounderEntry = { name: string; title?: string; bio?: string; founderSlug?: string; /** Set when the founder joined by invite and edits this entry themselves. */ accountId?: string };
export type Milestone = { id: number; date: string; title: string; description?: string; url?: string };
export type Story = Partial<Record<'title' | 'story' | 'why_started' | 'problem' | 'journey' | 'challenges' | 'achievements' | 'lessons' | 'whats_next', string>>;

export type ListingProfile = {
  name: string;
  tagline?: string;
  short_description?: string;
  description?: string;
  stage?: string;
  categories: string[];
  tags?: string[];
  pricing_model?: string;
  pricing_summary?: string;
  country?: string;
  city?: string;
  founded_year?: number;
  features?: string[];
  usps?: string[];
  keywords?: string[];
  contact_email?: string;
  demo_video_url?: string;
  logo_url?: string;
  faqs?: Faq[];
  founders?: FounderEntry[];
  socials?: Record<string, string>;
  story?: Story;
  milestones?: Milestone[];
  /** Facts the company's own site did not state. */
  not_found_on_website?: string[];
};

export const PROFILE_FACTS = [
  'tagline',
  'short_description',
  'description',
  'stage',
  'pricing_model',
  'pricing_summary',
  'country',
  'city',
  'founded_year',
  'features',
  'contact_email',
] as const;
