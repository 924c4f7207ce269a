import type { PageLine } from '../../../domain/draft/page.ts';

/** An address as a key's or a commit's identity writes it: a name, then the address in angle brackets ("Acme Developers <dev@acme.org>"). */
const IN_BRACKETS = /<\s*[^\s<>@]{1,64}@[^\s<>@]+\s*>/;
/** Words of signed releases and their keys, in the languages seen most. */
const SIGNING =
  /(?<![\p{L}])(gpg|gnupg|pgp|openpgp|signing key|signed|signature|fingerprint|key id|public key|signiert|signatur|schlüssel|fingerabdruck|signée?s?|clé|empreinte|firmad[oa]s?|firma|clave|huella|assinad[oa]s?|assinatura|chave|firmat[oi]|chiave|impronta|ondertekend|handtekening|sleutel|署名|鍵)(?![\p{L}])/iu;

/**
 * The lines that give an address as the identity of a release-signing key ("Releases are signed with GnuPG" / "The Acme Developers
 * <dev@acme.org>" / "Fingerprint: …"): the key's owner, written for checking a download, not an address to write to. The bracketed
 * address and a signing word on its line or the lines around it tell it.
 */
export function keyIdentityLines(lines: PageLine[]): Set<PageLine> {
  const out = new Set<PageLine>();
  for (const [i, line] of lines.entries()) {
    if (!IN_BRACKETS.test(line.text)) continue;
    if (lines.slice(Math.max(0, i - 2), i + 3).some((l) => SIGNING.test(l.text))) out.add(line);
  }
  return out;
}
