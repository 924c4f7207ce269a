import type * as cheerio from 'cheerio';
import type { PageLine } from '../../../domain/draft/page.ts';
import { partsOfTitle } from './personal-site.ts';

/** A shop's button that puts an item in the cart, in the languages seen most ("Add to basket", "In den Warenkorb", "В корзину", "カートに入れる"). */
const ADD_TO_CART =
  /^(add to (cart|basket|bag|trolley)|in den (warenkorb|einkaufswagen)|(zum|in den) warenkorb (hinzufügen|legen)|ajouter au panier|añadir (al carrito|a la cesta)|agregar al carrito|aggiungi al carrello|adicionar (ao carrinho|à sacola|ao cesto)|in (de )?winkelwagen|in (het )?winkelmandje|toevoegen aan (de )?winkelwagen|dodaj do koszyka|в корзину|добавить в корзину|у кошик|додати в кошик|sepete ekle|カートに入れる|カートに追加|加入购物车|加入購物車|放入購物車)$/i;
/** A bare buy button, which a product's own landing page shows too: a shop's only beside a quantity field. */
const BUY =
  /^(buy|buy now|kaufen|jetzt kaufen|acheter|acheter maintenant|comprar|comprar ahora|comprar agora|acquista|acquista ora|kopen|nu kopen|kup|купить|satın al|購入|購入する|立即购买|立即購買)$/i;
/** A quantity field next to the buy button: what a shop's product page asks before the cart. */
const QUANTITY = 'input[name*=qty i], input[name*=quantity i], input[name*=menge i], input[name*=quantit i], input[name*=cantidad i], input[name*=aantal i]';
/** A price as a short line shows it: "12,99 € inkl. MwSt.", "From £5.29", "1,980円（税込）", "R$ 49,90", "44 890 тг.". */
const PRICE =
  /(?:[€$£¥₹₺]|\b(?:eur|usd|gbp|chf)\b|r\$)\s?\d|\d[\d.,]*\s?(?:€|円|元|zł|₽|₸|₴|(?:руб|тг|грн|kč|lei|tl)(?![\p{L}])|\b(?:eur|chf|kr|sek|nok|dkk|pln|czk|huf|ron|try)\b)/iu;

/** A retailer's reference price and saving ("RRP: £749.99 | You save: £170.00", "UVP 99 € · Sie sparen 20 %"). */
const WAS_PRICE =
  /(?<![\p{L}])(rrp|uvp|msrp|list price|was|you save|sie sparen|statt|prix conseillé|vous économisez|antes|ahorras|risparmi|u bespaart|van)(?![\p{L}])/iu;
/** When a shop sends it: "In stock | Usually dispatched within 24 hours", "Sofort lieferbar", "Expédié sous 48h". */
const DISPATCH =
  /(?<![\p{L}])(in stock|usually (dispatched|ships)|dispatched within|ships (with)?in|sofort lieferbar|lieferbar in|versandfertig|auf lager|en stock|expédié sous|en existencia|envío en|op voorraad|disponibile|em estoque)(?![\p{L}])|在庫あり/iu;

/** The shop's own name as the page gives it: its site name, or the last part of its title ("… | Tierbedarf Nord"). */
function shopName(title: string, meta: Record<string, string>): string {
  const parts = partsOfTitle(title);
  // "… - from Icône", "… bei Tierbedarf Nord": the shop's name after the word that says the item is sold there.
  return (meta['og:site_name'] ?? (parts.length >= 2 ? parts.at(-1) : '') ?? '')
    .trim()
    .replace(/^(from|at|von|bei|chez|de|da|van|bij)\s+/i, '')
    .toLowerCase();
}

/**
 * A shop's page of one item it sells, whatever its markup: a button to put it in the cart (or a quantity field beside a buy
 * button), its price right under its heading, the shop's words on stock or delivery, and a heading that is the item's, not
 * the shop's name. A maker's own page for its product names itself in that heading ("Bloom Kettle" on Bloom's site).
 */
export function shopItem(
  $: cheerio.CheerioAPI,
  k: { url: string; title: string; h1: string; meta: Record<string, string>; lines: PageLine[] },
  stock: boolean,
): boolean {
  if (!stock) return false;
  const words = (el: Parameters<typeof $>[0]) => `${$(el).text()} ${$(el).attr('value') ?? ''}`.replace(/\s+/g, ' ').trim();
  const toCart = $('button, a, input[type=submit]').filter((_, el) => ADD_TO_CART.test(words(el))).length > 0;
  const buy = () => $('button, input[type=submit]').filter((_, el) => BUY.test(words(el))).length > 0;
  const lines = k.lines.filter((l) => !l.hidden);
  const h1At = lines.findIndex((l) => l.tag === 'h1');
  // The item's block: its heading, the maker's name and the specifications a shop sets between the heading and the price.
  const block = h1At < 0 ? [] : lines.slice(h1At + 1, h1At + 13);
  const priced = block.some((l) => l.text.length <= 40 && PRICE.test(l.text));
  // A retailer's price facts without a button left in the saved page: the price it was, what is saved, and when it ships.
  const retail = block.some((l) => WAS_PRICE.test(l.text) && PRICE.test(l.text)) && block.some((l) => DISPATCH.test(l.text));
  if (!toCart && !($(QUANTITY).length > 0 && buy()) && !retail) return false;
  if (!priced) return false;
  const shop = shopName(k.title, k.meta);
  if (shop.length >= 2) return !k.h1.toLowerCase().includes(shop);
  return !headingNamesHost(k.h1, k.url);
}

/**
 * Whether a word of the heading is in the site's host name ("Bloom Kettle" on kettlebloom.com): with no shop name in the
 * title, the address is where a maker's own page shows it sells its own product. A word in common leaves the page a product's.
 */
function headingNamesHost(h1: string, url: string): boolean {
  let host = '';
  try {
    host = new URL(url).hostname.replace(/^www\./, '').split('.')[0] ?? '';
  } catch {
    return true;
  }
  const words = h1.toLowerCase().match(/[\p{L}\d]{4,}/gu) ?? [];
  return host === '' || words.some((w) => host.replace(/-/g, '').includes(w));
}

/** A shop's code for the item, right under its heading: "Product Code: 776029700046", "SKU: AB-1234", "Art.-Nr. 10023", "Артикул: 5521". */
const ITEM_CODE =
  /^(product code|item (code|no\.?|number|#)|sku|art\.?-?\s?nr\.?|artikelnummer|réf(érence)?\.?|código( de producto)?|codice articolo|артикул|商品コード|品番)\s*[:#]?\s*[\w-]{4,}$/iu;
/** A price by the unit ("$25.49 /UNIT", "2,99 € / Stück") or the links between a shop's items ("< Previous Product", "Next Product >"). */
const SHOP_FURNITURE = /\/\s?(unit|stück|pièce|unidad|pezzo|stuk)\b|^[<‹«]?\s*(previous|next) product\s*[>›»]?$/iu;

/**
 * A shop's page of one item, saved without its cart button: the shop's code for the item and its price right under the heading, and a
 * price by the unit or the links to the shop's previous and next items (a liquor board's "Alpine Lager 12 B", "Product Code:
 * 776029700046", "$25.49 /UNIT"). A maker's own product page gives neither a shop's code nor its neighbours.
 */
export function codedItem(lines: readonly PageLine[]): boolean {
  const shown = lines.filter((l) => !l.hidden);
  const h1At = shown.findIndex((l) => l.tag === 'h1');
  if (h1At < 0) return false;
  const block = shown.slice(h1At + 1, h1At + 13);
  const coded = block.some((l) => ITEM_CODE.test(l.text.trim()));
  const priced = block.some((l) => l.text.length <= 40 && PRICE.test(l.text));
  return coded && priced && shown.some((l) => l.text.length <= 40 && SHOP_FURNITURE.test(l.text.trim()));
}
