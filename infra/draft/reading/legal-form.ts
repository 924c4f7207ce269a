import { squash } from './text.ts';

/**
 * A company's legal form before or after its name ("Acme s.r.o.", "Acme Sp. z o.o.", "Acme GmbH & Co. KG", "ООО «Acme»",
 * "PT Acme Indonesia"): the name as registered, nothing said of what it does.
 */
const LEGAL_FORM_AFTER =
  /(,?\s+(gmbh( & co\.? ?kg)?|ag|ug|kg|ohg|e\.\s?[vk]\.|ltd\.?|limited|llc|llp|inc\.?|plc|corp\.?|co\.,? ltd\.?|pty\.? ltd\.?|pvt\.? ltd\.?|s\.\s?a\.( de c\.\s?v\.)?|sa|s\.a\.s\.|sas|s\.a\.r\.l\.|sarl|s\.r\.l\.|srl|s\.p\.a\.|spa|s\.l\.u?\.?|s\.r\.o\.|spol\. s r\.o\.|a\.\s?s\.|sp\.\s?z\s?o\.\s?o\.|sp\.\s?j\.|s\.c\.|d\.o\.o\.|kft\.?|zrt\.?|nyrt\.?|bt\.|oü|a\/s|aps|ab|oy|oyj|b\.?v\.?|n\.?v\.?|ltda\.?|eireli|a\.ş\.|ltd\.? şti\.?|jsc|ead|eood|ood))+\s*$/iu;
const LEGAL_FORM_BEFORE = /^(ооо|оао|зао|пао|ао|ип|тов|пп|пт|ooo|pt\.?|cv\.?)\s+/iu;

/** A company's name without its legal form (and the quotation marks some write around it). */
export const withoutLegalForm = (text: string) =>
  squash(text)
    .replace(LEGAL_FORM_AFTER, '')
    .replace(LEGAL_FORM_BEFORE, '')
    .replace(/^["«„“](.*)["»“”]$/u, '$1');
