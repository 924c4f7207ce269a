import { Counter, Histogram, type Registry } from 'prom-client';
import type { Drafter } from '../../domain/ports/drafter.ts';
import type { SiteReader } from '../../domain/ports/site-reader.ts';

/** Every site read counted by outcome (`read`, or why not), with its time. */
export function observedSiteReader(reader: SiteReader, registry: Registry): SiteReader {
  const outcomes = new Counter({
    name: 'crawl_outcomes_total',
    help: 'Sites read for drafts, by outcome: read, or the kind of failure',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'crawl_duration_seconds',
    help: 'Time to read a site (robots.txt and up to a few pages)',
    buckets: [0.05, 0.25, 1, 2.5, 5, 10, 30, 60],
    registers: [registry],
  });
  return {
    async read(url) {
      const end = duration.startTimer();
      try {
        const result = await reader.read(url);
        outcomes.inc({ outcome: result.ok ? 'read' : result.failure });
        return result;
      } catch (error) {
        outcomes.inc({ outcome: 'error' });
        throw error;
      } finally {
        end();
      }
    },
  };
}

/** Every drafting call counted by drafter and outcome, with its time. */
export function observedDrafter(drafter: Drafter, registry: Registry): Drafter {
  const outcomes = new Counter({
    name: 'draft_outcomes_total',
    help: 'Profiles drafted from read sites, by drafter and outcome (drafted, error)',
    labelNames: ['drafter', 'outcome'],
    registers: [registry],
  });
  const fields = new Counter({
    name: 'draft_fields_proposed_total',
    help: 'Field values the drafter proposed, before the evidence check keeps or drops them',
    labelNames: ['drafter'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'draft_duration_seconds',
    help: 'Time to draft a profile, by drafter',
    labelNames: ['drafter'],
    buckets: [0.005, 0.025, 0.1, 0.5, 2.5, 10, 30, 60],
    registers: [registry],
  });
  const labels = { drafter: drafter.name };
  return {
    name: drafter.name,
    async draft(request) {
      const end = duration.startTimer(labels);
      try {
        const proposal = await drafter.draft(request);
        outcomes.inc({ ...labels, outcome: 'drafted' });
        fields.inc(labels, Object.keys(proposal.fields).length);
        return proposal;
      } catch (error) {
        outcomes.inc({ ...labels, outcome: 'error' });
        throw error;
      } finally {
        end();
      }
    },
  };
}
