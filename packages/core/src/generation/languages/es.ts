import { capitalize, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const the = (label: Label) => `${label.gender === "f" ? "la" : "el"} ${label.word}`;
const a = (label: Label) => `${label.gender === "f" ? "una" : "un"} ${label.word}`;
const score = (value: string, best: string, reviews: string | null) => `${value} sobre ${best}${reviews ? ` (${reviews})` : ""}`;

export const es: LanguagePack = {
  locale: "es",
  lowercaseValues: true,
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
    category: "categoría",
    glance: "En resumen",
  },
  quoteMarks: ["«", "»"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "opinión" : "opiniones"}`,
  by: (name, brand) => `${name} de ${brand}`,
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `${name} de ${brand} pertenece a la categoría ${leaf}.`
      : brand
        ? `${name} es de la marca ${brand}.`
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
    dimension: (label, value) => `${a(label)} de ${value}`,
    runsOn: (system) => `funciona con ${system}`,
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
    brand: (name, brand) => qa(`¿De qué marca es ${name}?`, `${name} es de la marca ${brand}.`),
    measure: (name, label, value) =>
      qa(`¿Cuál es ${the(label)} de ${name}?`, `${capitalize(the(label))} de ${name} es de ${value}.`),
    scalar: (name, label, value) => qa(`¿Cuál es ${the(label)} de ${name}?`, `${capitalize(the(label))} de ${name} es ${value}.`),
    property: (name, adjective) => qa(`¿Es ${name} ${adjective}?`, `Sí, ${name} es ${adjective}.`),
    warranty: (name, duration) => qa(`¿Qué garantía tiene ${name}?`, `${name} tiene una garantía de ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`¿Qué certificación tiene ${name}?`, `${name} cuenta con la certificación ${list}.`)
        : qa(`¿Qué certificaciones tiene ${name}?`, `${name} cuenta con las certificaciones ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`¿Cómo valoran los clientes ${name}?`, `Los clientes valoran ${name} con ${score(value, best, reviews)}.`),
    included: (name, list) => qa(`¿Qué incluye ${name}?`, `${name} incluye ${list}.`),
    ingredients: (name, list) => qa(`¿Qué ingredientes contiene ${name}?`, `${name} contiene ${list}.`),
    category: (name, leaf) => qa(`¿A qué categoría pertenece ${name}?`, `${name} pertenece a la categoría ${leaf}.`),
    dimensions: (name, value) => qa(`¿Qué medidas tiene ${name}?`, `${name} mide ${value}.`),
    compatibility: (name, list) => qa(`¿Con qué es compatible ${name}?`, `${name} es compatible con ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: { neutral: { callToAction: (name, variant) => [`Pide ${name} hoy mismo.`, `Añade ${name} a tu cesta.`][variant % 2]! } },
};
