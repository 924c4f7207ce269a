/**
 * Guarded writes applied in order leave, for each document, the one with the highest position (the
 * first of equals): one row per document, since a single upsert may not touch a row twice.
 */
export function winningWrites<W extends { op: 'put'; doc: { id: string }; position: number } | { op: 'delete'; id: string; position: number }>(
  writes: W[],
): Map<string, W> {
  const winners = new Map<string, W>();
  for (const w of writes) {
    const id = w.op === 'put' ? w.doc.id : w.id;
    const held = winners.get(id);
    if (!held || w.position > held.position) winners.set(id, w);
  }
  return winners;
}
