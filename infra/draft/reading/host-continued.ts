import { hostLabels, letters, wordsAfter } from './text.ts';

/** Two spellings of one word: the same letters, or one the start of the other by three letters or more ("Optics" and "optika", "Estación" and "estaci"). */
function sameWord(written: string, hosted: string): boolean {
  if (!written || !hosted) return false;
  if (written === hosted) return true;
  const [short, long] = written.length <= hosted.length ? [written, hosted] : [hosted, written];
  return short.length >= 3 && long.startsWith(short.slice(0, Math.max(3, short.length - 1)));
}

/**
 * The name a host's hyphenated words spell on past the run that matched some of them: "ADC" on adc-optika is "ADC Optics" in
 * "ADC Optics — Syzet e tua", "Forn" on forn-nou-la-vileta is "Forn Nou" in "Forn Nou de la Vileta". Each next word of the title
 * part must be capitalised and spell the host's next word; the run as it was when none does.
 */
export function hostContinued(part: string, run: string, url: string): string {
  const after = wordsAfter(part, run);
  if (!after) return run;
  const target = letters(run);
  for (const label of hostLabels(url)) {
    const words = label.split('-').filter(Boolean);
    for (let i = 0; i < words.length; i++)
      for (let k = i + 1; k <= words.length; k++) {
        if (letters(words.slice(i, k).join('')) !== target) continue;
        let out = run;
        let j = k;
        for (const w of after) {
          if (j >= words.length || !/^[\p{Lu}\d]/u.test(w) || !sameWord(letters(w), letters(words[j]))) break;
          out = `${out} ${w.replace(/[^\p{L}\p{N}]+$/u, '')}`;
          j++;
        }
        if (out !== run) return out;
      }
  }
  return run;
}
