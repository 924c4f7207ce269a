import express from 'express';
import { faviconIco } from './favicon.ts';
import { brandMarkSvg } from './kit/brand-mark.ts';
import { CSS, STYLESHEET } from './kit/stylesheet.ts';

// Drawn at the first request for it (each pixel sampled sixteen times: tens of milliseconds), once a process.
let ico: Buffer | undefined;

/** The site's own files: its stylesheet and its icon, as SVG and as the /favicon.ico browsers ask for unbidden. */
export function assetRoutes() {
  const router = express.Router();
  const svg = brandMarkSvg(' width="32" height="32"');
  const versioned = new URL(STYLESHEET, 'http://x').searchParams.get('v');
  router.get('/assets/site.css', (req, res) => {
    // The address names the content: kept for a year when it carries the current version, an hour otherwise.
    res.setHeader('Cache-Control', req.query.v === versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    res.type('text/css').send(CSS);
  });
  router.get('/favicon.ico', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    ico ??= faviconIco();
    res.type('image/x-icon').send(ico);
  });
  router.get('/favicon.svg', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(svg);
  });
  return router;
}
