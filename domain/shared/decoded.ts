/**
 * Text with its percent escapes undone; where a '%' escapes nothing ("50%-off.png", a build tool's "%VITE_APP_URL%" left in a
 * page), the text as written: pages and addresses come from anywhere, and one stray '%' must not fail what reads them.
 */
export function decodedOrAsWritten(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
