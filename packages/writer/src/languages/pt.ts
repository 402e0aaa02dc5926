import { capitalize, contraction, qa, sentence, type Label, type LanguagePack } from "./pack.js";

const the = (label: Label) => `${label.gender === "f" ? "a" : "o"} ${label.word}`;
const a = (label: Label) => `${label.gender === "f" ? "uma" : "um"} ${label.word}`;
/** "de" and "a" before an article are one word: "do Samsung Galaxy S7", "da bolsa", "ao V-Neck", "à bolsa". */
const contract = contraction({
  ...Object.fromEntries(["o", "a", "os", "as"].map((article) => [`de ${article}`, `d${article}`])),
  "a o": "ao",
  "a os": "aos",
  "a a": "à",
  "a as": "às",
});
const score = (value: string, best: string, reviews: string | null) =>
  `uma avaliação de ${value} em ${best}${reviews ? ` (${reviews})` : ""}`;

/** " da marca Summit Gear" after a name, or nothing. */
const of = (brand: string | null) => (brand ? ` da marca ${brand}` : "");
/** The category after a name; odd variants name its department, a shape without the word "categoria" (a rule may forbid it). */
const inCategory = (leaf: string | null, variant: number, words = "da categoria") =>
  leaf ? (variant % 2 ? `, na secção ${leaf}` : `, ${words} ${leaf}`) : "";
/** "Categoria: Mochilas. Marca: Summit Gear." for the technical tone's labelled openings. */
const labelled = (brand: string | null, leaf: string | null, variant: number) =>
  [leaf && `${variant % 2 ? "Tipo de produto" : "Categoria"}: ${leaf}.`, brand && `Marca: ${brand}.`].filter(Boolean).join(" ");
const certifications = (verb: string, list: string, count: number) =>
  `${verb} ${count === 1 ? "a certificação" : "as certificações"} ${list}`;

// Neutral and premium address the reader as você, friendly and playful as tu; technical writes as a data sheet.
const tones: LanguagePack["tones"] = {
  neutral: {
    callToAction: (_name, variant) =>
      [
        `Adicione este produto ao carrinho para concluir a sua encomenda.`,
        `Coloque este produto no carrinho e finalize a encomenda quando lhe for conveniente.`,
      ][variant % 2]!,
  },
  friendly: {
    lead: (name, brand, leaf, variant) => `Apresentamos-te ${name}${of(brand)}${inCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      [`Apresentamos-te ${name}${of(brand)}: ${predicates}.`, `Conhece ${name}${of(brand)}: ${predicates}.`][variant % 2]!,
    connectives: ["Além disso,", "", "E ainda"],
    predicates: {
      warranty: (duration) => `inclui uma garantia de ${duration.text}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `vem acompanhado de ${list}`
          : role === "variants"
            ? [`vem em ${list}`, `está disponível em ${list}`][variant % 2]
            : role === "materials"
              ? `é feito de ${list}`
              : role === "compatibility"
                ? `funciona com ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `Quem já o avaliou dá-lhe ${value} em ${best}${reviews ? ` (${reviews})` : ""}.`,
    },
    callToAction: (name, variant) =>
      [
        `Se te convencer, junta ${name} ao carrinho e está feito.`,
        `Adiciona ${name} ao carrinho e leva-o para casa quando quiseres.`,
      ][variant % 2]!,
  },
  premium: {
    lead: (name, brand, leaf, variant) =>
      brand
        ? `${brand} apresenta ${name}${inCategory(leaf, variant, "na categoria")}.`
        : `Apresentamos-lhe ${name}${inCategory(leaf, variant)}.`,
    introduce: (name, brand, predicates, variant) =>
      brand
        ? [`Com a assinatura de ${brand}, ${name} ${predicates}.`, `${brand} apresenta ${name}: ${predicates}.`][variant % 2]!
        : `Apresentamos-lhe ${name}: ${predicates}.`,
    connectives: ["", "De igual modo,", "Acresce que"],
    predicates: {
      warranty: (duration) => `beneficia de uma garantia de ${duration.text}`,
      certified: (list, count) => certifications("ostenta", list, count),
      list: (role, list, variant = 0) =>
        role === "included"
          ? `faz-se acompanhar de ${list}`
          : role === "variants"
            ? [`é proposto em ${list}`, `está disponível em ${list}`][variant % 2]
            : role === "materials"
              ? `é feito de ${list}`
              : role === "compatibility"
                ? `é compatível com ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `Os clientes atribuem-lhe ${score(value, best, reviews)}.` },
    callToAction: (name, variant) =>
      [`Adicione ${name} ao carrinho e faça-o seu ainda hoje.`, `Convidamo-lo a adicionar ${name} ao carrinho e a torná-lo seu.`][
        variant % 2
      ]!,
  },
  technical: {
    // Labelled lines open the data sheet; the facts follow in sentences of their own.
    lead: (name, brand, leaf, variant) =>
      [`${labelled(brand, leaf, variant)} Produto: ${name}.`, `Produto: ${name}. ${labelled(brand, leaf, variant)}`][
        variant % 2
      ]!.trim(),
    connectives: ["", "Adicionalmente,"],
    predicates: {
      measure: (key, value, variant) =>
        key === "weight" ? `apresenta um peso de ${value}` : pt.predicates.measure(key, value, variant),
      warranty: (duration) => `está coberto por uma garantia de ${duration.text}`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `é fornecido com ${list}`
          : role === "variants"
            ? [`existe em ${list}`, `está disponível em ${list}`][variant % 2]
            : role === "materials"
              ? `é fabricado em ${list}`
              : role === "compatibility"
                ? `é compatível com ${list}`
                : undefined,
    },
    sentences: {
      rated: (value, best, reviews) => `Avaliação média dos clientes: ${value}/${best}${reviews ? ` (${reviews})` : ""}.`,
    },
    callToAction: (_name, variant) =>
      [
        `Para encomendar, adicione o produto ao carrinho na quantidade pretendida.`,
        `Encomenda: coloque o produto no carrinho e indique a quantidade necessária.`,
      ][variant % 2]!,
  },
  playful: {
    lead: (name, brand, leaf, variant) =>
      `Diz olá ${contract("a", name)}${of(brand)}${inCategory(leaf, variant, "diretamente da categoria")}!`,
    introduce: (name, brand, predicates, variant) =>
      [`Diz olá ${contract("a", name)}${of(brand)} que ${predicates}!`, `Rufem os tambores: ${name}${of(brand)} ${predicates}.`][
        variant % 2
      ]!,
    connectives: ["Já agora,", "Ah, e", ""],
    predicates: {
      warranty: (duration) => `chega com uma garantia de ${duration.text} na bagagem`,
      list: (role, list, variant = 0) =>
        role === "included"
          ? `traz consigo ${list}`
          : role === "variants"
            ? [`aparece em ${list}`, `está disponível em ${list}`][variant % 2]
            : role === "materials"
              ? `é feito de ${list}`
              : role === "compatibility"
                ? `faz boa equipa com ${list}`
                : undefined,
    },
    sentences: { rated: (value, best, reviews) => `O veredicto dos clientes: ${score(value, best, reviews)}.` },
    callToAction: (name, variant) =>
      [
        `Sem pensar duas vezes: põe ${name} no carrinho e já está!`,
        `Vá lá, ${name} está mortinho por saltar para o teu carrinho!`,
      ][variant % 2]!,
  },
};

export const pt: LanguagePack = {
  locale: "pt",
  lowercaseValues: true,
  namesByType: true,
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
    glance: "Em resumo",
  },
  quoteMarks: ["“", "”"],
  reviews: (count, formatted) => `${formatted} ${count === 1 ? "avaliação" : "avaliações"}`,
  by: (name, brand) => `${name} da marca ${brand}`,
  // A product's name takes the article of what it is: "o Samsung Galaxy S7" (um smartphone), "a bolsa".
  definite: (name, type) => {
    const article = /^(um|uma|uns|umas) (?!par\b)/u.exec(type)?.[1];
    return article && `${{ um: "o", uma: "a", uns: "os", umas: "as" }[article]} ${name}`;
  },
  isA: (name, type, plural) => `${name} ${plural ? "são" : "é"} ${type}.`,
  allergens: { contains: (list) => `Contém ${list}.`, traces: (list) => `Pode conter vestígios de ${list}.` },
  summary: (subject, highlights) => `${subject}: ${highlights}.`,
  lead: (name, brand, leaf, variant) =>
    brand && leaf
      ? `${name} da marca ${brand} pertence à categoria ${leaf}.`
      : brand
        ? [`${name} é da marca ${brand}.`, `${brand} apresenta ${name}.`][variant % 2]!
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
    resolution: (value) => `com uma resolução de ${value}`,
    dimension: (label, value) => `${a(label)} de ${value}`,
    runsOn: (system) => `usa ${system}`,
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
    measure: (name, label, value) =>
      qa(`Qual é ${the(label)} ${contract("de", name)}?`, `${capitalize(the(label))} ${contract("de", name)} é de ${value}.`),
    scalar: (name, label, value) =>
      qa(`Qual é ${the(label)} ${contract("de", name)}?`, `${capitalize(the(label))} ${contract("de", name)} é ${value}.`),
    property: (name, adjective) => qa(`${name} é ${adjective}?`, `Sim, ${name} é ${adjective}.`),
    warranty: (name, duration) => qa(`Que garantia tem ${name}?`, `${name} tem uma garantia de ${duration.text}.`),
    certified: (name, list, count) =>
      count === 1
        ? qa(`Que certificação tem ${name}?`, `${name} possui a certificação ${list}.`)
        : qa(`Que certificações tem ${name}?`, `${name} possui as certificações ${list}.`),
    rated: (name, value, best, reviews) =>
      qa(`Como avaliam os clientes ${name}?`, `Os clientes dão ${contract("a", name)} ${score(value, best, reviews)}.`),
    included: (name, list) => qa(`O que inclui ${name}?`, `${name} inclui ${list}.`),
    variants: (name, label, list) => qa(`Que opções de ${label.word} tem ${name}?`, `${name} está disponível em ${list}.`),
    ingredients: (name, list) => qa(`Que ingredientes contém ${name}?`, `${name} contém ${list}.`),
    dimensions: (name, value) => qa(`Quais são as dimensões ${contract("de", name)}?`, `${name} mede ${value}.`),
    compatibility: (name, list) => qa(`Com que é compatível ${name}?`, `${name} é compatível com ${list}.`),
  },
  keyword: (productType, property) => `${productType} ${property}`,
  tones,
};
