import { countViews as decide, type ViewEvent, viewsStream } from '../../domain/views/views.ts';
import { command } from '../command.ts';

/** A flushed count of a listing's views for a day (the views stream only ever grows, so any revision will do). */
export const countViews = command({
  stream: (c: { listingId: number }) => viewsStream(c.listingId),
  initial: () => null,
  evolve: (s: null, _e: ViewEvent) => s,
  attempts: 20,
  decide: (c: { listingId: number; day: string; count: number }) => decide(c),
});
