import { capitalize, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const the = (label: Label) => `${label.gender === "f" ? "a" : "o"} ${label.word}`;
const a = (label: Label) => `${label.gender === "f" ? "uma" : "um"} ${label.word}`;
const score = (value: string, best: string, reviews: string | null) =>
  `uma avaliação de ${value} em ${best}${reviews ? ` (${reviews})` : ""}`;

export const pt: LanguagePack = {
  locale: "pt",
  lowercaseValues: true,
  labels: {
    color: { word: "cor", gender: "f" },
    size: { word: "tamanho", gender: "m" },
    material: { word: "material", gender: "m" },
    weight: { word: "peso", gender: "m" },
    capacity: { word: "capacidade", gender: "f" },
    length: { word: "comprimento", gender: "m" },
    width: { word: "largura", gender: "f" },
    height: { word: "altura", gender: "f" },
    depth: { word: "profundidade", gender: "f" },
    diameter: { word: "diâmetro", gender: "m" },
    origin: { word: "país de origem", gender: "m" },
    care: { word: "cuidados", gender: "m" },
    fit: { word: "corte", gender: "m" },
    pattern: { word: "padrão", gender: "m" },
    style: { word: "estilo", gender: "m" },
    season: { word: "estação", gender: "f" },
    finish: { word: "acabamento", gender: "m" },
    scent: { word: "aroma", gender: "m" },
    flavor: { word: "sabor", gender: "m" },
    power: { word: "potência", gender: "f" },
    voltage: { word: "tensão", gender: "f" },
    battery: { word: "capacidade da bateria", gender: "f" },
    storage: { word: "armazenamento", gender: "m" },
    pieces: { word: "número de peças", gender: "m" },
    age: { word: "idade mínima", gender: "f" },
    features: { word: "equipamento" },
    included: { word: "conteúdo da embalagem" },
    ingredients: { word: "ingredientes" },
    allergens: { word: "alérgenos" },
    colors: { word: "cores" },
    sizes: { word: "tamanhos" },
    materials: { word: "materiais" },
    compatibility: { word: "compatível com" },
    certifications: { word: "certificações" },
    warranty: { word: "garantia", gender: "f" },
  },
  properties: {
    waterproof: "impermeável",
    water_resistant: "resistente à água",
    windproof: "corta-vento",
    breathable: "respirável",
    machine_washable: "lavável na máquina",
    dishwasher_safe: "lavável na máquina de lavar louça",
    vegan: "vegano",
    organic: "biológico",
    gluten_free: "sem glúten",
    recyclable: "reciclável",
    rechargeable: "recarregável",
    wireless: "sem fios",
    foldable: "dobrável",
    adjustable: "ajustável",
    handmade: "feito à mão",
    bpa_free: "sem BPA",
    insulated: "isolado termicamente",
    cruelty_free: "não testado em animais",
  },
  yes: "sim",
  no: "não",
  headings: { details: "Detalhes do produto", faq: "Perguntas frequentes" },
  quoteMarks: ["“", "”"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "avaliação" : "avaliações"}`,
  by: (name, brand) => `${name} da marca ${brand}`,
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf) =>
    brand && leaf
      ? `${name} da marca ${brand} pertence à categoria ${leaf}.`
      : brand
        ? `${name} é da marca ${brand}.`
        : leaf
          ? `${name} pertence à categoria ${leaf}.`
          : `Descubra ${name}.`,
  subjects: { named: (name) => name, later: [""], fallback: "Este produto" },
  predicates: {
    properties: (list) => `é ${list}`,
    measure: (key, value) => (key === "weight" ? `pesa ${value}` : undefined),
    dimension: (label, value) => `${a(label)} de ${value}`,
    has: (list) => `tem ${list}`,
    warranty: (duration) => `tem uma garantia de ${duration.text}`,
    certified: (list, count) => (count === 1 ? `possui a certificação ${list}` : `possui as certificações ${list}`),
    list: (role, list) =>
      role === "included"
        ? `inclui ${list}`
        : role === "variants"
          ? `está disponível em ${list}`
          : role === "materials"
            ? `é feito de ${list}`
            : role === "compatibility"
              ? `é compatível com ${list}`
              : undefined,
  },
  sentences: {
    rated: (value, best, reviews) => `Os clientes dão-lhe ${score(value, best, reviews)}.`,
    list: (_role, label, list) => `${capitalize(label.word)}: ${list}.`,
    details: (pairs) => `Outros dados: ${pairs}.`,
    text: (label, text) => sentence(`${capitalize(label.word)}: ${text}`),
  },
  highlights: {
    measure: (label, value) => `${label.word} de ${value}`,
    warranty: (duration) => `garantia de ${duration.text}`,
    certified: (list) => `com certificação ${list}`,
    rated: (value, best) => `avaliado com ${value}/${best}`,
  },
  faq: {
    brand: (name, brand) => qa(`De que marca é ${name}?`, `${name} é da marca ${brand}.`),
    measure: (name, label, value) =>
      qa(`Qual é ${the(label)} de ${name}?`, `${capitalize(the(label))} de ${name} é de ${value}.`),
    scalar: (name, label, value) => qa(`Qual é ${the(label)} de ${name}?`, `${capitalize(the(label))} de ${name} é ${value}.`),
    property: (name, adjective) => qa(`${name} é ${adjective}?`, `Sim, ${name} é ${adjective}.`),
    warranty: (name, duration) => qa(`Que garantia tem ${name}?`, `${name} tem uma garantia de ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`Que certificação tem ${name}?`, `${name} possui a certificação ${list}.`)
        : qa(`Que certificações tem ${name}?`, `${name} possui as certificações ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`Como avaliam os clientes ${name}?`, `Os clientes dão a ${name} ${score(value, best, reviews)}.`),
    included: (name, list) => qa(`O que inclui ${name}?`, `${name} inclui ${list}.`),
    ingredients: (name, list) => qa(`Que ingredientes contém ${name}?`, `${name} contém ${list}.`),
    compatibility: (name, list) => qa(`Com que é compatível ${name}?`, `${name} é compatível com ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
};
