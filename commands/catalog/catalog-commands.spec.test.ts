import { describe, it } from 'node:test';
import { blogPostStream, categoryStream, DEFAULT_SITE, INTERVIEW_QUESTIONS_STREAM, productStream, SITE_STREAM } from '../../domain/catalog/decide.ts';
import { as, commandSpec } from '../../test/support/command-spec.ts';
import { inStream } from '../../test/support/spec.ts';
import { at } from '../../test/support/spec-events.ts';

const spec = commandSpec();
const tools = { slug: 'developer-tools', name: 'Developer tools', description: 'Tools for developers', faqs: [], parent: null, attributes: [] };
const toolsDefined = inStream(categoryStream('developer-tools'), { type: 'CategoryDefined', data: tools });

describe('the catalog commands', () => {
  it('given the default settings, when the site team changes one, then the whole settings are recorded over the defaults', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.changeSiteSettings({ freeWeeklyCapacity: 12 }, as('admin')))
      .then(inStream(SITE_STREAM, { type: 'SiteSettingsChanged', data: { ...DEFAULT_SITE, freeWeeklyCapacity: 12 } }));
  });

  it('given a top-level category, when a subcategory is defined under it, then the subcategory is defined', async () => {
    const sub = { slug: 'cli-tools', name: 'CLI tools', description: 'Command lines', faqs: [], parent: 'developer-tools', attributes: [] };
    await spec
      .given(toolsDefined)
      .when(({ commands }) => commands.defineCategory(sub, as('admin')))
      .then(inStream(categoryStream('cli-tools'), { type: 'CategoryDefined', data: sub }));
  });

  it('given no parent category, when a subcategory names it, then it is refused naming parent', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.defineCategory({ ...tools, slug: 'cli-tools', parent: 'missing' }, as('admin')))
      .thenRefuses('invalid', /parent/);
  });

  it('given a category, when it is defined again with the same content, then nothing is recorded', async () => {
    await spec
      .given(toolsDefined)
      .when(({ commands }) => commands.defineCategory({ slug: 'developer-tools', name: 'Developer tools' }, as('admin')))
      .then();
  });

  it('given nothing, when a product is defined, then it is defined on its own stream', async () => {
    const product = { id: 'launch', name: 'Paid launch', description: 'Pick your week', priceCents: 4900, needsListing: true };
    await spec
      .given()
      .when(({ commands }) => commands.defineProduct(product, as('admin')))
      .then(inStream(productStream('launch'), { type: 'ProductDefined', data: product }));
  });

  it('given nothing, when a blog post is published, then it carries the time it was published', async () => {
    const post = { slug: 'hello', title: 'Hello', summary: 'Our first post', markdown: '# Hello', faqs: [], author: 'Ann', tags: ['news'] };
    await spec
      .given()
      .when(({ commands }) => commands.publishBlogPost(post, as('admin')))
      .then(inStream(blogPostStream('hello'), { type: 'BlogPostPublished', data: { ...post, publishedAt: at } }));
  });

  it('given one interview question, when another is defined, then it takes the next id', async () => {
    await spec
      .given(inStream(INTERVIEW_QUESTIONS_STREAM, { type: 'InterviewQuestionDefined', data: { id: 1, text: 'What do you build?', position: 1 } }))
      .when(({ commands }) => commands.defineInterviewQuestion({ text: ' Who is it for? ' }, as('admin')))
      .then(inStream(INTERVIEW_QUESTIONS_STREAM, { type: 'InterviewQuestionDefined', data: { id: 2, text: 'Who is it for?', position: 2 } }));
  });

  it('given no interview question 5, when it is changed, then it is not found', async () => {
    await spec
      .given()
      .when(({ commands }) => commands.defineInterviewQuestion({ id: 5, text: 'Changed?' }, as('admin')))
      .thenRefuses('not_found', /interview question 5/);
  });
});
