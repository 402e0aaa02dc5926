import { capitalize, contraction, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const the = (label: Label) => `${label.gender === "f" ? "la" : "el"} ${label.word}`;
const a = (label: Label) => `${label.gender === "f" ? "una" : "un"} ${label.word}`;
/** "de" and "a" before "el" are one word: "del Samsung Galaxy S7", "al bolso". */
const contract = contraction({ "de el": "del", "a el": "al" });
const score = (value: string, best: string, reviews: string | null) => `${value} sobre ${best}${reviews ? ` (${reviews})` : ""}`;

/** " de Summit Gear" after a name, or nothing. */
const of = (brand: string | null) => (brand ? ` de ${brand}` : "");
/** The category after a name; odd variants place it ("en Mochilas"), a shape without the word "categoría" (a rule may forbid it). */
const inCategory = (leaf: string | null, variant: number) =>
  leaf ? (variant % 2 ? `, en ${leaf}` : `, de la categoría ${leaf}`) : "";
/** "Categoría: Mochilas. Marca: Summit Gear." for the technical tone's labelled openings. */
const labelled = (brand: string | null, leaf: string | null, variant: number) =>
  [leaf && `${variant % 2 ? "Tipo de producto" : "Categoría"}: ${leaf}.`, brand && `Marca: ${brand}.`].filter(Boolean).join(" ");
const certifications = (verb: string, list: string, count: number) =>
  `${verb} ${count === 1 ? "la certificación" : "las certificaciones"} ${list}`;

// Neutral and premium address the reader as usted, friendly and playful as tú; technical writes as a data sheet.
const tones: LanguagePack["tones"] = {
  neutral: {
    callToAction: (_name, variant) =>
      [
        `Puede añadir este producto a su cesta para realizar su pedido.`,
        `Añada este producto a su cesta y finalice su pedido cuando lo desee.`,
      ][variant % 2]!,
  },
  friendly: {
    lead: (name, brand, leaf, variant) => `Te presentamos ${name}${of(brand)}${inCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      [`Te presentamos ${name}${of(brand)}: ${predicates}.`, `Así es ${name}${of(brand)}: ${predicates}.`][variant % 2]!,
    connectives: ["Además,", "", "También"],
    predicates: {
      warranty: (duration) => `te ofrece una garantía de ${duration.text}`,
      certified: (list, count) => certifications("tiene", list, count),
      list: (role, list, variant = 0) =>
        role === "included"
          ? `trae ${list}`
          : role === "variants"
            ? [`viene en ${list}`, `está disponible en ${list}`][variant % 2]
            : role === "materials"
              ? `está hecho de ${list}`
              : role === "compatibility"
                ? `funciona con ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `Los clientes le ponen un ${score(value, best, reviews)}.` },
    callToAction: (name, variant) =>
      [`Si te convence, añade ${name} a tu cesta y listo.`, `Añade ${name} a tu cesta y hazlo tuyo cuando te apetezca.`][
        variant % 2
      ]!,
  },
  premium: {
    lead: (name, brand, leaf, variant) =>
      brand
        ? `${brand} presenta ${name}${variant % 2 ? inCategory(leaf, variant) : leaf ? `, en la categoría ${leaf}` : ""}.`
        : `Le presentamos ${name}${inCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      brand
        ? [`Con la firma de ${brand}, ${name} ${predicates}.`, `${brand} presenta ${name}: ${predicates}.`][variant % 2]!
        : `Le presentamos ${name}: ${predicates}.`,
    connectives: ["Asimismo,", "", "Del mismo modo,"],
    predicates: {
      warranty: (duration) => `está respaldado por una garantía de ${duration.text}`,
      certified: (list, count) => certifications("ostenta", list, count),
      list: (role, list, variant = 0) =>
        role === "included"
          ? `se acompaña de ${list}`
          : role === "variants"
            ? [`se propone en ${list}`, `está disponible en ${list}`][variant % 2]
            : role === "materials"
              ? `está elaborado en ${list}`
              : role === "compatibility"
                ? `es compatible con ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `Los clientes le otorgan una valoración de ${score(value, best, reviews)}.` },
    callToAction: (name, variant) =>
      [`Añada ${name} a su cesta y hágalo suyo hoy mismo.`, `Le invitamos a hacer suyo ${name} añadiéndolo a su cesta.`][
        variant % 2
      ]!,
  },
  technical: {
    // Labelled lines open the data sheet; the facts follow in sentences of their own.
    lead: (name, brand, leaf, variant) =>
      [`${labelled(brand, leaf, variant)} Producto: ${name}.`, `Producto: ${name}. ${labelled(brand, leaf, variant)}`][
        variant % 2
      ]!.trim(),
    connectives: ["", "Adicionalmente,"],
    predicates: {
      measure: (key, value, variant) =>
        key === "weight" ? `presenta un peso de ${value}` : es.predicates.measure(key, value, variant),
      warranty: (duration) => `dispone de una garantía de ${duration.text}`,
      certified: (list) => `está certificado conforme a ${list}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `se suministra con ${list}`
          : role === "variants"
            ? [`se ofrece en ${list}`, `está disponible en ${list}`][variant % 2]
            : role === "materials"
              ? `está fabricado con ${list}`
              : role === "compatibility"
                ? `es compatible con ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `Valoración media de los clientes: ${value}/${best}${reviews ? ` (${reviews})` : ""}.`,
    },
    callToAction: (_name, variant) =>
      [
        `Para realizar el pedido, añada el producto a la cesta en la cantidad necesaria.`,
        `Pedido: añada el producto a la cesta e indique la cantidad.`,
      ][variant % 2]!,
  },
  playful: {
    lead: (name, brand, leaf, variant) => `¡Di hola ${contract("a", name)}${of(brand)}${inCategory(leaf, variant)}!`,
    introduce: (name, brand, predicates, variant) =>
      [
        `¡Di hola ${contract("a", name)}${of(brand)}, que ${predicates}!`,
        `Redoble de tambores para ${name}${of(brand)}: ${predicates}.`,
      ][variant % 2]!,
    connectives: ["Por cierto,", "Encima,", "Y ojo, que"],
    predicates: {
      warranty: (duration) => `te cubre las espaldas con una garantía de ${duration.text}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `llega acompañado de ${list}`
          : role === "variants"
            ? [`se deja ver en ${list}`, `está disponible en ${list}`][variant % 2]
            : role === "materials"
              ? `está hecho de ${list}`
              : role === "compatibility"
                ? `hace buenas migas con ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `El veredicto de los clientes: un ${score(value, best, reviews)}.` },
    callToAction: (name, variant) =>
      [`¡No lo pienses más y mete ${name} en tu cesta ya mismo!`, `¡Venga, que ${name} está deseando saltar a tu cesta!`][
        variant % 2
      ]!,
  },
};

export const es: LanguagePack = {
  locale: "es",
  lowercaseValues: true,
  namesByType: true,
  properties: {
    waterproof: "impermeable",
    water_resistant: "resistente al agua",
    windproof: "resistente al viento",
    breathable: "transpirable",
    machine_washable: "lavable a máquina",
    dishwasher_safe: "apto para lavavajillas",
    vegan: "vegano",
    organic: "ecológico",
    gluten_free: "sin gluten",
    recyclable: "reciclable",
    rechargeable: "recargable",
    wireless: "inalámbrico",
    foldable: "plegable",
    adjustable: "ajustable",
    handmade: "hecho a mano",
    bpa_free: "sin BPA",
    insulated: "aislante",
    cruelty_free: "no testado en animales",
  },
  yes: "sí",
  no: "no",
  headings: {
    details: "Detalles del producto",
    faq: "Preguntas frecuentes",
    brand: "marca",
    glance: "En resumen",
  },
  quoteMarks: ["«", "»"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "opinión" : "opiniones"}`,
  by: (name, brand) => `${name} de ${brand}`,
  // A product's name takes the article of what it is: "el Samsung Galaxy S7" (un smartphone), "la camiseta".
  definite: (name, type) => {
    const article = /^(un|una|unos|unas) (?!par\b)/u.exec(type)?.[1];
    return article && `${{ un: "el", una: "la", unos: "los", unas: "las" }[article]} ${name}`;
  },
  isA: (name, type, plural) => `${name} ${plural ? "son" : "es"} ${type}.`,
  allergens: { contains: (list) => `Contiene ${list}.`, traces: (list) => `Puede contener trazas de ${list}.` },
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? `${name} de ${brand} pertenece a la categoría ${leaf}.`
      : brand
        ? [`${name} es de la marca ${brand}.`, `${brand} presenta ${name}.`][variant % 2]!
        : leaf
          ? `${name} pertenece a la categoría ${leaf}.`
          : `Descubra ${name}.`,
  subjects: { named: (name) => name, later: [""], fallback: "Este producto" },
  predicates: {
    properties: (list) => `es ${list}`,
    measure: (key, value) =>
      (
        ({
          dimensions: `mide ${value}`,
          weight: `pesa ${value}`,
          storage: `ofrece ${value} de almacenamiento`,
          memory: `incorpora ${value} de RAM`,
          screen: `tiene una pantalla de ${value}`,
          battery: `integra una batería de ${value}`,
          battery_life: `ofrece una autonomía de ${value}`,
          age: `es apto a partir de ${value}`,
        }) as Record<string, string>
      )[key],
    resolution: (value) => `con una resolución de ${value}`,
    dimension: (label, value) => `${a(label)} de ${value}`,
    runsOn: (system) => `usa ${system}`,
    has: (list) => `tiene ${list}`,
    warranty: (duration) => `cuenta con una garantía de ${duration.text}`,
    certified: (list) => `está certificado según ${list}`,
    list: (role, list) =>
      role === "included"
        ? `incluye ${list}`
        : role === "variants"
          ? `está disponible en ${list}`
          : role === "materials"
            ? `está fabricado en ${list}`
            : role === "compatibility"
              ? `es compatible con ${list}`
              : undefined,
  },
  sentences: {
    rated: (value, best, reviews) => `Los clientes lo valoran con ${score(value, best, reviews)}.`,
    list: (_role, label, list) => `${capitalize(label.word)}: ${list}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} de ${value}`,
    warranty: (duration) => `garantía de ${duration.text}`,
    certified: (list) => `con certificación ${list}`,
    rated: (value, best) => `valorado con ${value}/${best}`,
  },
  faq: {
    measure: (name, label, value) =>
      qa(`¿Cuál es ${the(label)} ${contract("de", name)}?`, `${capitalize(the(label))} ${contract("de", name)} es de ${value}.`),
    scalar: (name, label, value) =>
      qa(`¿Cuál es ${the(label)} ${contract("de", name)}?`, `${capitalize(the(label))} ${contract("de", name)} es ${value}.`),
    property: (name, adjective) => qa(`¿Es ${name} ${adjective}?`, `Sí, ${name} es ${adjective}.`),
    warranty: (name, duration) => qa(`¿Qué garantía tiene ${name}?`, `${name} tiene una garantía de ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`¿Qué certificación tiene ${name}?`, `${name} cuenta con la certificación ${list}.`)
        : qa(`¿Qué certificaciones tiene ${name}?`, `${name} cuenta con las certificaciones ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`¿Cómo valoran los clientes ${name}?`, `Los clientes valoran ${name} con ${score(value, best, reviews)}.`),
    included: (name, list) => qa(`¿Qué incluye ${name}?`, `${name} incluye ${list}.`),
    variants: (name, label, list) => qa(`¿Qué opciones de ${label.word} tiene ${name}?`, `${name} está disponible en ${list}.`),
    ingredients: (name, list) => qa(`¿Qué ingredientes contiene ${name}?`, `${name} contiene ${list}.`),
    dimensions: (name, value) => qa(`¿Qué medidas tiene ${name}?`, `${name} mide ${value}.`),
    compatibility: (name, list) => qa(`¿Con qué es compatible ${name}?`, `${name} es compatible con ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones,
};
