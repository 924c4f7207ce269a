import type * as cheerio from 'cheerio';

/**
 * A directory's or review site's invitation to the business it lists: "Claim this business", "Is this your business?",
 * "Unternehmen beanspruchen", "Revendiquer cet établissement", "Reclamar este negocio", "Rivendica questa attività",
 * "Claim dit bedrijf", "このお店の関係者の方へ". The business's own site never asks whether it is its own.
 */
const CLAIM =
  /^(claim (this|your) (business|listing|page|profile|place)|is this your (business|listing|company|restaurant|place)\??|own (or manage )?this business\??|unternehmen beanspruchen|eintrag beanspruchen|ist das ihr unternehmen\??|revendiquer (cet|cette|votre) (établissement|entreprise|fiche|page)|c'est votre (entreprise|établissement) ?\??|reclamar (este|esta|tu) (negocio|empresa|ficha|perfil)|¿es (tu|su) (negocio|empresa)\??|rivendica (questa|la tua) (attività|scheda)|è la tua attività\??|reivindicar (este|esta) (negócio|empresa|perfil)|claim dit bedrijf|is dit uw bedrijf\??|この(お店|店舗)の関係者の方へ|店舗オーナーの方へ)$/iu;

/** Whether the page asks the business it shows to claim its listing: a directory's or a review site's page about it. */
export function claimsAsked($: cheerio.CheerioAPI): boolean {
  return $('a, button').filter((_, el) => CLAIM.test($(el).text().replace(/\s+/g, ' ').trim())).length > 0;
}
