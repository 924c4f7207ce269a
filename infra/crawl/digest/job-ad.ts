import type { PageLine } from '../../../domain/draft/page.ts';

/** A job's reference as job boards label it: "Job ID 108402", "Job ID:", "Requisition Number", "Stellen-ID", "Référence de l'offre". */
const JOB_REFERENCE =
  /^(job id|job number|job ref(erence)?( number)?|requisition( id| number)?|req\.? id|stellen-?id|stellennummer|stellen-?referenz|kennziffer|référence de l['’]offre|id de la oferta|referencia de la oferta|codice (annuncio|offerta)|vacaturenummer|numer oferty)(\s*[:#]?\s*[\w-]*)?$/i;

/** The ad's call to apply: "Apply for this job", "Apply for this job online", "Jetzt bewerben", "Postuler", "Aplicar", "Candidati". */
const APPLY =
  /^(apply( now| online)?|apply for this (job|position|role)( online)?|jetzt (online )?bewerben|online bewerben|postuler( maintenant| à cette offre)?|aplicar( ahora| a esta oferta)?|postularme|candidati( ora)?|candidatar-se|solliciteer( nu| direct)?|aplikuj( teraz)?)[.:!]?$/i;

/** The sections a job ad is written in: "Position Description", "Position Requirements", "Ihre Aufgaben", "Profil recherché". */
const AD_SECTION =
  /^((position|job) (description|requirements|summary|details|posting details)|preferred qualifications|minimum qualifications|ihre aufgaben|ihr profil|stellenbeschreibung|profil recherché|vos missions|descripción del puesto|requisitos del puesto|descrizione della posizione|functieomschrijving|functie-eisen)(?![\p{L}])/iu;

/**
 * A job's advertisement as a careers portal sets it out without job-board markup: its reference ("Job ID 108402") beside the call to
 * apply ("Apply for this job online") or the ad's own sections ("Position Description", "Position Requirements"). The employer's
 * hiring, not its product.
 */
export function jobAd(lines: readonly PageLine[]): boolean {
  const shown = lines.filter((l) => !l.hidden);
  if (!shown.some((l) => l.text.length <= 40 && JOB_REFERENCE.test(l.text.trim()))) return false;
  const sections = new Set(shown.map((l) => AD_SECTION.exec(l.text.trim())?.[1]?.toLowerCase()).filter(Boolean));
  return shown.some((l) => l.text.length <= 40 && APPLY.test(l.text.trim())) || sections.size >= 2;
}
