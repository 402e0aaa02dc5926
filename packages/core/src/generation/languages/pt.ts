import { capitalize, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const the = (label: Label) => `${label.gender === "f" ? "a" : "o"} ${label.word}`;
const a = (label: Label) => `${label.gender === "f" ? "uma" : "um"} ${label.word}`;
const score = (value: string, best: string, reviews: string | null) =>
  `uma avaliação de ${value} em ${best}${reviews ? ` (${reviews})` : ""}`;

export const pt: LanguagePack = {
  locale: "pt",
  lowercaseValues: true,
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
  headings: {
    details: "Detalhes do produto",
    faq: "Perguntas frequentes",
    brand: "marca",
    category: "categoria",
    glance: "Em resumo",
  },
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
    measure: (key, value) =>
      (
        ({
          dimensions: `mede ${value}`,
          weight: `pesa ${value}`,
          storage: `oferece ${value} de armazenamento`,
          memory: `conta com ${value} de RAM`,
          screen: `tem um ecrã de ${value}`,
          battery: `integra uma bateria de ${value}`,
          battery_life: `oferece uma autonomia de ${value}`,
          age: `é indicado a partir de ${value}`,
        }) as Record<string, string>
      )[key],
    dimension: (label, value) => `${a(label)} de ${value}`,
    runsOn: (system) => `funciona com ${system}`,
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
    category: (name, leaf) => qa(`A que categoria pertence ${name}?`, `${name} pertence à categoria ${leaf}.`),
    dimensions: (name, value) => qa(`Quais são as dimensões de ${name}?`, `${name} mede ${value}.`),
    compatibility: (name, list) => qa(`Com que é compatível ${name}?`, `${name} é compatível com ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones: {
    neutral: {
      callToAction: (name, variant) => [`Encomende ${name} hoje mesmo.`, `Adicione ${name} ao seu carrinho.`][variant % 2]!,
    },
  },
};
