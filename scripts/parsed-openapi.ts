// The contract already parsed, as JSON: a process reads it in milliseconds where parsing the YAML took seconds.
import { readFileSync } from 'node:fs';
import { OPENAPI_PATH, parseOpenApi } from '../api/openapi-document.ts';

export async function generateParsedOpenApi(): Promise<string> {
  return `${JSON.stringify(parseOpenApi(readFileSync(OPENAPI_PATH, 'utf8')))}\n`;
}
