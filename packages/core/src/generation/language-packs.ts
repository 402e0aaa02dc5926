// Native phrasing of the built-in writer, one pack per language. Sentences are built so
// that no grammatical gender or case of the product name is needed.

export interface LanguagePack {
  by(name: string, brand: string): string;
  inCategory(leaf: string): string;
  and: string;
  keyDetails(list: string): string;
  headings: { details: string; faq: string };
  closing: string;
  yes: string;
  no: string;
  brandQuestion(name: string): string;
  brandAnswer(name: string, brand: string): string;
  categoryQuestion(name: string): string;
  categoryAnswer(name: string, path: string): string;
  attributeQuestion(label: string, name: string): string;
  attributeAnswer(label: string, name: string, value: string): string;
}

const label = (en: string, de: string, fr: string, es: string, it: string, nl: string, pt: string, pl: string, sv: string) => ({
  en,
  de,
  fr,
  es,
  it,
  nl,
  pt,
  pl,
  sv,
});

const LABELS: Record<string, Record<string, string>> = {
  color: label("colour", "Farbe", "couleur", "color", "colore", "kleur", "cor", "kolor", "färg"),
  size: label("size", "Größe", "taille", "talla", "taglia", "maat", "tamanho", "rozmiar", "storlek"),
  material: label("material", "Material", "matière", "material", "materiale", "materiaal", "material", "materiał", "material"),
  weight: label("weight", "Gewicht", "poids", "peso", "peso", "gewicht", "peso", "waga", "vikt"),
  origin: label("origin", "Herkunft", "origine", "origen", "origine", "herkomst", "origem", "pochodzenie", "ursprung"),
  care: label("care", "Pflege", "entretien", "cuidado", "cura", "onderhoud", "cuidados", "pielęgnacja", "skötsel"),
  fit: label("fit", "Passform", "coupe", "corte", "vestibilità", "pasvorm", "corte", "krój", "passform"),
  features: label(
    "features",
    "Merkmale",
    "caractéristiques",
    "características",
    "caratteristiche",
    "kenmerken",
    "características",
    "cechy",
    "egenskaper",
  ),
  certifications: label(
    "certifications",
    "Zertifizierungen",
    "certifications",
    "certificaciones",
    "certificazioni",
    "certificeringen",
    "certificações",
    "certyfikaty",
    "certifieringar",
  ),
  season: label("season", "Saison", "saison", "temporada", "stagione", "seizoen", "estação", "sezon", "säsong"),
  pattern: label("pattern", "Muster", "motif", "estampado", "fantasia", "patroon", "padrão", "wzór", "mönster"),
  style: label("style", "Stil", "style", "estilo", "stile", "stijl", "estilo", "styl", "stil"),
  length: label("length", "Länge", "longueur", "longitud", "lunghezza", "lengte", "comprimento", "długość", "längd"),
  width: label("width", "Breite", "largeur", "anchura", "larghezza", "breedte", "largura", "szerokość", "bredd"),
  height: label("height", "Höhe", "hauteur", "altura", "altezza", "hoogte", "altura", "wysokość", "höjd"),
  capacity: label(
    "capacity",
    "Fassungsvermögen",
    "capacité",
    "capacidad",
    "capacità",
    "inhoud",
    "capacidade",
    "pojemność",
    "volym",
  ),
};
const ALIASES: Record<string, string> = { colour: "color", country_of_origin: "origin", made_in: "origin" };

/** The label of an imported column in a language: known columns are translated, others keep their name. */
export const labelFor = (key: string, language: string): string => {
  const canonical = ALIASES[key] ?? key;
  return LABELS[canonical]?.[language.split("-")[0]!] ?? key.replace(/[_-]+/g, " ").trim();
};

const PACKS: Record<string, LanguagePack> = {
  en: {
    by: (n, b) => `${n} by ${b}`,
    inCategory: (l) => `in the ${l} category`,
    and: "and",
    keyDetails: (list) => `Key details: ${list}.`,
    headings: { details: "Product details", faq: "Frequently asked questions" },
    closing: "See the details and answers to common questions.",
    yes: "yes",
    no: "no",
    brandQuestion: (n) => `Which brand makes the ${n}?`,
    brandAnswer: (n, b) => `The ${n} is a product of ${b}.`,
    categoryQuestion: (n) => `Which category does the ${n} belong to?`,
    categoryAnswer: (n, p) => `The ${n} belongs to ${p}.`,
    attributeQuestion: (l, n) => `What is the ${l} of the ${n}?`,
    attributeAnswer: (l, n, v) => `The ${l} of the ${n} is ${v}.`,
  },
  de: {
    by: (n, b) => `${n} von ${b}`,
    inCategory: (l) => `in der Kategorie ${l}`,
    and: "und",
    keyDetails: (list) => `Die wichtigsten Eigenschaften: ${list}.`,
    headings: { details: "Produktdetails", faq: "Häufige Fragen" },
    closing: "Alle Details und Antworten auf häufige Fragen.",
    yes: "ja",
    no: "nein",
    brandQuestion: (n) => `Von welcher Marke stammt ${n}?`,
    brandAnswer: (n, b) => `${n} stammt von ${b}.`,
    categoryQuestion: (n) => `Zu welcher Kategorie gehört ${n}?`,
    categoryAnswer: (n, p) => `${n} gehört zur Kategorie ${p}.`,
    attributeQuestion: (l, n) => `Was ist bei ${n} unter „${l}“ angegeben?`,
    attributeAnswer: (l, n, v) => `Bei ${n} ist unter „${l}“ ${v} angegeben.`,
  },
  fr: {
    by: (n, b) => `${n} de ${b}`,
    inCategory: (l) => `dans la catégorie ${l}`,
    and: "et",
    keyDetails: (list) => `Caractéristiques principales : ${list}.`,
    headings: { details: "Détails du produit", faq: "Questions fréquentes" },
    closing: "Tous les détails et les réponses aux questions fréquentes.",
    yes: "oui",
    no: "non",
    brandQuestion: (n) => `Quelle marque propose ${n} ?`,
    brandAnswer: (n, b) => `${b} propose ${n}.`,
    categoryQuestion: (n) => `À quelle catégorie appartient ${n} ?`,
    categoryAnswer: (n, p) => `${n} appartient à la catégorie ${p}.`,
    attributeQuestion: (l, n) => `Quelle est la valeur « ${l} » de ${n} ?`,
    attributeAnswer: (l, n, v) => `Pour ${n}, la valeur « ${l} » est ${v}.`,
  },
  es: {
    by: (n, b) => `${n} de ${b}`,
    inCategory: (l) => `en la categoría ${l}`,
    and: "y",
    keyDetails: (list) => `Características principales: ${list}.`,
    headings: { details: "Detalles del producto", faq: "Preguntas frecuentes" },
    closing: "Todos los detalles y respuestas a las preguntas frecuentes.",
    yes: "sí",
    no: "no",
    brandQuestion: (n) => `¿De qué marca es ${n}?`,
    brandAnswer: (n, b) => `${n} es de la marca ${b}.`,
    categoryQuestion: (n) => `¿A qué categoría pertenece ${n}?`,
    categoryAnswer: (n, p) => `${n} pertenece a la categoría ${p}.`,
    attributeQuestion: (l, n) => `¿Cuál es el valor «${l}» de ${n}?`,
    attributeAnswer: (l, n, v) => `Para ${n}, el valor «${l}» es ${v}.`,
  },
  it: {
    by: (n, b) => `${n} di ${b}`,
    inCategory: (l) => `nella categoria ${l}`,
    and: "e",
    keyDetails: (list) => `Caratteristiche principali: ${list}.`,
    headings: { details: "Dettagli del prodotto", faq: "Domande frequenti" },
    closing: "Tutti i dettagli e le risposte alle domande frequenti.",
    yes: "sì",
    no: "no",
    brandQuestion: (n) => `Di quale marca è ${n}?`,
    brandAnswer: (n, b) => `${n} è un prodotto ${b}.`,
    categoryQuestion: (n) => `A quale categoria appartiene ${n}?`,
    categoryAnswer: (n, p) => `${n} appartiene alla categoria ${p}.`,
    attributeQuestion: (l, n) => `Qual è il valore «${l}» di ${n}?`,
    attributeAnswer: (l, n, v) => `Per ${n}, il valore «${l}» è ${v}.`,
  },
  nl: {
    by: (n, b) => `${n} van ${b}`,
    inCategory: (l) => `in de categorie ${l}`,
    and: "en",
    keyDetails: (list) => `Belangrijkste kenmerken: ${list}.`,
    headings: { details: "Productdetails", faq: "Veelgestelde vragen" },
    closing: "Alle details en antwoorden op veelgestelde vragen.",
    yes: "ja",
    no: "nee",
    brandQuestion: (n) => `Van welk merk is ${n}?`,
    brandAnswer: (n, b) => `${n} is van het merk ${b}.`,
    categoryQuestion: (n) => `Tot welke categorie behoort ${n}?`,
    categoryAnswer: (n, p) => `${n} behoort tot de categorie ${p}.`,
    attributeQuestion: (l, n) => `Wat is de waarde „${l}” van ${n}?`,
    attributeAnswer: (l, n, v) => `Voor ${n} is de waarde „${l}” ${v}.`,
  },
  pt: {
    by: (n, b) => `${n} da marca ${b}`,
    inCategory: (l) => `na categoria ${l}`,
    and: "e",
    keyDetails: (list) => `Principais características: ${list}.`,
    headings: { details: "Detalhes do produto", faq: "Perguntas frequentes" },
    closing: "Todos os detalhes e respostas às perguntas frequentes.",
    yes: "sim",
    no: "não",
    brandQuestion: (n) => `De que marca é ${n}?`,
    brandAnswer: (n, b) => `${n} é da marca ${b}.`,
    categoryQuestion: (n) => `A que categoria pertence ${n}?`,
    categoryAnswer: (n, p) => `${n} pertence à categoria ${p}.`,
    attributeQuestion: (l, n) => `Qual é o valor «${l}» de ${n}?`,
    attributeAnswer: (l, n, v) => `Para ${n}, o valor «${l}» é ${v}.`,
  },
  pl: {
    by: (n, b) => `${n} marki ${b}`,
    inCategory: (l) => `w kategorii ${l}`,
    and: "i",
    keyDetails: (list) => `Najważniejsze cechy: ${list}.`,
    headings: { details: "Szczegóły produktu", faq: "Najczęściej zadawane pytania" },
    closing: "Wszystkie szczegóły i odpowiedzi na częste pytania.",
    yes: "tak",
    no: "nie",
    brandQuestion: (n) => `Jakiej marki jest produkt ${n}?`,
    brandAnswer: (n, b) => `Produkt ${n} pochodzi od marki ${b}.`,
    categoryQuestion: (n) => `Do jakiej kategorii należy produkt ${n}?`,
    categoryAnswer: (n, p) => `Produkt ${n} należy do kategorii ${p}.`,
    attributeQuestion: (l, n) => `Jaka jest wartość „${l}” dla produktu ${n}?`,
    attributeAnswer: (l, n, v) => `Dla produktu ${n} wartość „${l}” to ${v}.`,
  },
  sv: {
    by: (n, b) => `${n} från ${b}`,
    inCategory: (l) => `i kategorin ${l}`,
    and: "och",
    keyDetails: (list) => `Viktiga egenskaper: ${list}.`,
    headings: { details: "Produktinformation", faq: "Vanliga frågor" },
    closing: "Alla detaljer och svar på vanliga frågor.",
    yes: "ja",
    no: "nej",
    brandQuestion: (n) => `Från vilket märke kommer ${n}?`,
    brandAnswer: (n, b) => `${n} kommer från ${b}.`,
    categoryQuestion: (n) => `Vilken kategori tillhör ${n}?`,
    categoryAnswer: (n, p) => `${n} tillhör kategorin ${p}.`,
    attributeQuestion: (l, n) => `Vad är ”${l}” för ${n}?`,
    attributeAnswer: (l, n, v) => `För ${n} är ”${l}” ${v}.`,
  },
};

/** The pack for a language code; pt-BR falls back to pt. */
export const packFor = (language: string): LanguagePack | undefined => PACKS[language] ?? PACKS[language.split("-")[0]!];
