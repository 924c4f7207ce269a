// A baseline server answering one payload at one path (JSON, or a page when the file is .html): bare express, or bare node:http.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import express from 'express';

const [mode, payloadFile, port, path] = process.argv.slice(2);
const page = payloadFile.endsWith('.html') ? readFileSync(payloadFile, 'utf8') : null;
const payload = page === null ? JSON.parse(readFileSync(payloadFile, 'utf8')) : null;

if (mode === 'express') {
  const app = express();
  app.get(path, (_req, res) => {
    if (page !== null) res.type('html').send(page);
    else res.json(payload);
  });
  app.listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
} else {
  http
    .createServer((req, res) => {
      if (req.url !== path) {
        res.statusCode = 404;
        return res.end();
      }
      const body = JSON.stringify(payload);
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    })
    .listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
}
