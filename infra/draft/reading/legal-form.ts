import { squash } from './text.ts';

/**
 * A company's legal form before or after its name ("Acme s.r.o.", "Acme Sp. z o.o.", "Acme GmbH & Co. KG", "ООО «Acme»",
 * "PT Acme Indonesia"): the name as registered, nothing said of what it does.
 */
const LEGAL_FORM_AFTER =
  /(,?\s+(gmbh( & co\.? ?kg)?|ag|ug|kg|ohg|e\.\s?[vk]\.|ltd\.?|limited|llc|llp|inc\.?|plc|corp\.?|co\.,? ltd\.?|pty\.? ltd\.?|pvt\.? ltd\.?|s\.\s?a\.( de c\.\s?v\.)?|sa|s\.a\.s\.|sas|s\.a\.r\.l\.|sarl|s\.r\.l\.s\.?|srls|s\.r\.l\.|srl|s\.p\.a\.|spa|s\.l\.u?\.?|s\.r\.o\.|spol\. s r\.o\.|a\.\s?s\.|sp\.\s?z\s?o\.\s?o\.|sp\.\s?j\.|s\.c\.|d\.o\.o\.|kft\.?|zrt\.?|nyrt\.?|bt\.|oü|a\/s|aps|ab|oy|oyj|b\.?v\.?|n\.?v\.?|ltda\.?|eireli|(san\.? (ve )?)?(t[iİ]c\.? )?(a\.ş\.|ltd\.? ?ş[tT][iİ]\.?)|jsc|ead|eood|ood))+\s*$/iu;
const LEGAL_FORM_BEFORE = /^(ооо|оао|зао|пао|ао|ип|тов|пп|пт|ooo|pt\.?|cv\.?)\s+/iu;

/**
 * The same in Japanese, Korean and Chinese, written on to the name with or without a space ("株式会社タスカル", "ALL IN HOLDINGS株式会社",
 * "주식회사 어플라이", "冉暖科技有限公司"), associations' forms among them ("一般社団法人 …", "NPO法人 …").
 */
const CJK_FORM =
  '(株式会社|有限会社|合同会社|合資会社|合名会社|一般社団法人|一般財団法人|公益社団法人|公益財団法人|特定非営利活動法人|NPO法人|（株）|\\(株\\)|㈱|（有）|\\(有\\)|주식회사|유한회사|사단법인|재단법인|（주）|\\(주\\)|㈜)';
const CJK_FORM_BEFORE = new RegExp(`^${CJK_FORM}\\s*`, 'u');
const CJK_FORM_AFTER = new RegExp(`\\s*(${CJK_FORM.slice(1, -1)}|股份有限公司|有限责任公司|有限責任公司|有限公司)$`, 'u');

/** A company's name without its legal form (and the quotation marks some write around it). */
export const withoutLegalForm = (text: string) =>
  squash(text)
    .replace(LEGAL_FORM_AFTER, '')
    .replace(LEGAL_FORM_BEFORE, '')
    .replace(CJK_FORM_BEFORE, '')
    .replace(CJK_FORM_AFTER, '')
    .replace(/^["«„“](.*)["»“”]$/u, '$1');
