/**
 * A section's heading that says its marks are other companies': partners, clients, customers, sponsors, "trusted by", "in the press", a
 * project's "Who's using Acme", in the languages seen.
 */
const PARTNERS_HEADING =
  /^(our |meet our |some of our |proud )?(partners?|clients?|customers|sponsors?|investors|backers|supporters)(?![\p{L}])|^(trusted by|loved by|used by|who(['’]s| is| are)? using|who uses|(companies|organi[sz]ations|projects|teams) (using|that use|who use)|(used |running )?in production (at|by)|as seen (on|in)|in the press|featured (in|on)|they trust us|brands we('ve| have)? worked with|nasi (partnerzy|klienci|sponsorzy)|zaufali nam|наши (партн[её]ры|клиенты|спонсоры)|нам доверяют|наші (партнери|клієнти)|нам довіряють|referanslarımız|[iİ]\u0307?ş ortaklarımız|müşterilerimiz|naši (partneři|klienti|zákazníci)|partnerit|asiakkaamme|yhteistyökumppanit|våra (partners|partner|kunder)|vores (partnere|kunder)|våre (partnere|kunder)|partnereink|ügyfeleink|partenerii noștri|clienții noștri|đối tác|khách hàng của chúng tôi|mitra kami|klien kami|οι συνεργάτες μας|οι πελάτες μας|شركاؤنا|عملاؤنا|השותפים שלנו|הלקוחות שלנו|파트너|고객사|合作伙伴|我们的客户|取引先|導入企業|unsere (partner|kunden|sponsoren)|nos (partenaires|clients)|ils nous font confiance|nuestros (clientes|socios|partners|patrocinadores)|nossos (parceiros|clientes)|i nostri (partner|clienti)|onze (partners|klanten))(?![\p{L}])/iu;

/** A section's heading about the tools a product works with or the sites built with it: "Works with your tools", "Integrations", "Built with it". */
const WORKS_WITH_HEADING =
  /^((it )?works with( your( favou?rite)?)?( tools| apps| stack)?|integrations?|integrates with( your)?( tools| apps)?|connects? (with|to) (your )?(tools|apps)|built with it|made with it|sites built with it|showcase|who uses it|funktioniert mit|integrationen|intégrations|integraciones|integrações|integrazioni|integraties)[.!:]?$/iu;

/**
 * Whether a section's heading says what follows is about others: their marks (a wall of partners' or customers' logos) and their
 * links (the tools it works with, the sites built with it), never the site's own.
 */
export const aboutOthers = (heading: string) => PARTNERS_HEADING.test(heading) || WORKS_WITH_HEADING.test(heading);
