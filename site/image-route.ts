import express from 'express';
import type { ImageStore } from '../domain/ports/images.ts';

const ID = /^[0-9a-f]{64}$/;

/**
 * The images the service keeps (logos), served from our own origin under their digest: the
 * address never changes what it answers, so it is cached for a year. SVG can carry script, so
 * every image is sent with a policy that runs none and is sandboxed when opened on its own.
 */
export function imageRoute(images: ImageStore) {
  const router = express.Router();
  router.get('/images/:id', async (req, res, next) => {
    const id = String(req.params.id);
    if (!ID.test(id)) return next();
    if (req.headers['if-none-match'] === `"${id}"`) return res.status(304).end();
    const image = await images.get(id);
    if (!image) return next();
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${id}"`);
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.setHeader('Content-Disposition', 'inline');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.type(image.type).send(Buffer.from(image.bytes));
  });
  return router;
}
