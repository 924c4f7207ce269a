import type { AwardEvent } from '../../domain/award/award.ts';
import type { FollowEvent } from '../../domain/follow/follow.ts';
import type { ListingEvent } from '../../domain/listing/events.ts';
import type { MetricEvent } from '../../domain/metrics/metrics.ts';
import type { ReviewEvent } from '../../domain/review/review.ts';
import type { TrafficEvent } from '../../domain/traffic/traffic.ts';
import type { VoteEvent } from '../../domain/vote/vote.ts';
import type { ListingDoc } from '../listing-doc.ts';

/** Every event the listings projection reads. */
export type ListingsEvent = ListingEvent | VoteEvent | MetricEvent | AwardEvent | FollowEvent | ReviewEvent | TrafficEvent;

/**
 * What one event changes in a listing's document: only fields of the document, each with its type (the
 * projection moves updated_at); undefined for an event of another group.
 */
export type ListingChange = Partial<ListingDoc> | undefined;
