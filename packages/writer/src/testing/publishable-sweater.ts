// A text a shop would publish unread (grade A), per language, for the sweater the quality tests score: the checks
// must find nothing in it.
import type { GeneratedContent } from "../content.js";

export const sweater = {
  sku: "SW-1",
  name: "Merino sweater",
  brand: "Acme",
  category: "Apparel/Sweaters",
  sourceData: {
    color: "navy",
    material: "merino wool",
    weight_g: 320,
    certifications: ["Woolmark"],
    price: 89,
    currency: "EUR",
    gtin: "4006381333931",
  },
};

const jsonLd = (description: string) => ({
  "@context": "https://schema.org",
  "@type": "Product",
  name: "Merino sweater",
  sku: "SW-1",
  description,
  brand: { "@type": "Brand", name: "Acme" },
  gtin: "4006381333931",
  offers: { "@type": "Offer", price: 89, priceCurrency: "EUR" },
});

type Texts = Omit<GeneratedContent, "json_ld">;
const texts: Record<string, Texts> = {
  en: {
    title: "Acme Merino sweater in navy",
    meta_title: "Acme Merino sweater in navy, Woolmark certified",
    meta_description: "A navy Merino sweater by Acme: Woolmark certified wool at a light 320 g, easy to layer under a coat.",
    short_description: "Soft Merino wool in a classic navy, light enough at 320 g to wear all day.",
    description_html:
      "<p>The Merino sweater by Acme keeps you warm without bulk. At 320 g it layers easily under a coat, and the navy colour goes with jeans and chinos alike.</p><p>Its wool carries the Woolmark certification, a mark shoppers know from wool garments.</p>",
    bullets: ["Merino wool with the Woolmark certification", "Light at 320 g", "Classic navy colour"],
    faq: [
      {
        question: "Can I wear it under a jacket?",
        answer: "Yes: at 320 g it is thin enough to layer under a jacket or a coat without feeling tight.",
      },
      {
        question: "What does the Woolmark label tell me?",
        answer: "Woolmark certifies the wool itself, so you know what the sweater is knitted from before you buy it.",
      },
    ],
    keywords: ["merino sweater", "navy merino sweater", "acme sweater"],
  },
  de: {
    title: "Acme Merino sweater in Marineblau",
    meta_title: "Acme Merino sweater in Marineblau, Woolmark-zertifiziert",
    meta_description:
      "Der Merino sweater von Acme in Marineblau: Woolmark-zertifizierte Wolle, nur 320 g leicht und gut unter einer Jacke zu tragen.",
    short_description: "Weiche Merinowolle in klassischem Marineblau, mit 320 g leicht genug für den ganzen Tag.",
    description_html:
      "<p>Der Merino sweater von Acme wärmt, ohne aufzutragen. Mit 320 g lässt er sich gut unter einer Jacke tragen, und das Marineblau passt zu Jeans ebenso wie zu Chinos.</p><p>Die Wolle trägt das Woolmark-Siegel, das viele Kundinnen und Kunden von guten Pullovern kennen.</p>",
    bullets: ["Merinowolle mit Woolmark-Siegel", "Leicht mit 320 g", "Klassisches Marineblau"],
    faq: [
      {
        question: "Kann ich ihn unter einer Jacke tragen?",
        answer: "Ja, mit 320 g ist er dünn genug, um ihn bequem unter einer Jacke oder einem Mantel zu tragen.",
      },
      {
        question: "Was sagt das Woolmark-Siegel aus?",
        answer: "Woolmark prüft die Wolle selbst, so wissen Sie schon vor dem Kauf, woraus der Pullover gestrickt ist.",
      },
    ],
    keywords: ["merino pullover", "merino sweater marineblau", "acme pullover"],
  },
  fr: {
    title: "Merino sweater Acme bleu marine",
    meta_title: "Merino sweater Acme bleu marine, certifié Woolmark",
    meta_description:
      "Le Merino sweater d’Acme en bleu marine : une laine certifiée Woolmark, légère avec 320 g, facile à porter sous un manteau.",
    short_description: "Une laine mérinos douce dans un bleu marine classique, assez légère avec 320 g pour la journée entière.",
    description_html:
      "<p>Le Merino sweater d’Acme tient chaud sans épaissir la silhouette. Avec 320 g, il se glisse facilement sous un manteau, et son bleu marine s’accorde aussi bien avec un jean qu’avec un chino.</p><p>Sa laine porte le label Woolmark, que les amateurs de beaux pulls connaissent bien.</p>",
    bullets: ["Laine mérinos labellisée Woolmark", "Léger avec 320 g", "Bleu marine classique"],
    faq: [
      {
        question: "Peut-on le porter sous une veste ?",
        answer: "Oui, avec 320 g il est assez fin pour se porter sous une veste ou un manteau sans gêner les mouvements.",
      },
      {
        question: "Que garantit le label Woolmark ?",
        answer: "Woolmark contrôle la laine elle-même : vous savez avant l’achat de quoi le pull est tricoté.",
      },
    ],
    keywords: ["pull mérinos", "pull mérinos bleu marine", "pull acme"],
  },
  es: {
    title: "Merino sweater de Acme en azul marino",
    meta_title: "Merino sweater de Acme en azul marino, Woolmark",
    meta_description:
      "El Merino sweater de Acme en azul marino: lana con certificación Woolmark, ligera con 320 g y fácil de llevar bajo un abrigo.",
    short_description: "Lana merino suave en un azul marino clásico, tan ligera con 320 g que se lleva todo el día.",
    description_html:
      "<p>El Merino sweater de Acme abriga sin abultar. Con 320 g se lleva cómodamente bajo un abrigo, y su azul marino combina tanto con vaqueros como con chinos.</p><p>Su lana lleva el sello Woolmark, que quienes buscan buenos jerséis reconocen enseguida.</p>",
    bullets: ["Lana merino con sello Woolmark", "Ligero con 320 g", "Azul marino clásico"],
    faq: [
      {
        question: "¿Se puede llevar debajo de una chaqueta?",
        answer: "Sí, con 320 g es lo bastante fino para llevarlo bajo una chaqueta o un abrigo sin que apriete.",
      },
      {
        question: "¿Qué garantiza el sello Woolmark?",
        answer: "Woolmark certifica la propia lana, así sabes antes de comprar de qué está tejido el jersey.",
      },
    ],
    keywords: ["jersey merino", "jersey merino azul marino", "jersey acme"],
  },
  it: {
    title: "Merino sweater Acme blu navy",
    meta_title: "Merino sweater Acme blu navy, certificato Woolmark",
    meta_description:
      "Il Merino sweater di Acme in blu navy: lana certificata Woolmark, leggero con 320 g e facile da portare sotto un cappotto.",
    short_description: "Morbida lana merino in un classico blu navy, così leggera con 320 g da indossarla tutto il giorno.",
    description_html:
      "<p>Il Merino sweater di Acme scalda senza ingombrare. Con 320 g si indossa comodamente sotto un cappotto, e il blu navy si abbina sia ai jeans sia ai chino.</p><p>La sua lana porta il marchio Woolmark, che chi cerca maglioni di qualità conosce bene.</p>",
    bullets: ["Lana merino con marchio Woolmark", "Leggero con 320 g", "Classico blu navy"],
    faq: [
      {
        question: "Si può indossare sotto una giacca?",
        answer: "Sì, con 320 g è abbastanza sottile da portarlo sotto una giacca o un cappotto senza stringere.",
      },
      {
        question: "Che cosa garantisce il marchio Woolmark?",
        answer: "Woolmark certifica la lana stessa, così sai già prima dell’acquisto con che cosa è lavorato il maglione.",
      },
    ],
    keywords: ["maglione merino", "maglione merino blu navy", "maglione acme"],
  },
  nl: {
    title: "Acme Merino sweater in marineblauw",
    meta_title: "Acme Merino sweater in marineblauw, Woolmark",
    meta_description:
      "De Merino sweater van Acme in marineblauw: wol met het Woolmark-keurmerk, licht met 320 g en makkelijk onder een jas te dragen.",
    short_description: "Zachte merinowol in een klassiek marineblauw, met 320 g licht genoeg om de hele dag te dragen.",
    description_html:
      "<p>De Merino sweater van Acme houdt je warm zonder dik te dragen. Met 320 g past hij makkelijk onder een jas, en het marineblauw staat bij een spijkerbroek net zo goed als bij een chino.</p><p>De wol draagt het Woolmark-keurmerk, dat liefhebbers van goede truien meteen herkennen.</p>",
    bullets: ["Merinowol met Woolmark-keurmerk", "Licht met 320 g", "Klassiek marineblauw"],
    faq: [
      {
        question: "Kan ik hem onder een jas dragen?",
        answer: "Ja, met 320 g is hij dun genoeg om zonder knellen onder een jas of mantel te dragen.",
      },
      {
        question: "Wat zegt het Woolmark-keurmerk?",
        answer: "Woolmark keurt de wol zelf, zodat je voor de aankoop al weet waarvan de trui gebreid is.",
      },
    ],
    keywords: ["merino trui", "merino trui marineblauw", "acme trui"],
  },
  pt: {
    title: "Merino sweater da Acme em azul-marinho",
    meta_title: "Merino sweater da Acme em azul-marinho, Woolmark",
    meta_description:
      "O Merino sweater da Acme em azul-marinho: lã com certificação Woolmark, leve com 320 g e fácil de usar por baixo de um casaco.",
    short_description: "Lã merino macia num azul-marinho clássico, tão leve com 320 g que se usa o dia inteiro.",
    description_html:
      "<p>O Merino sweater da Acme aquece sem volume. Com 320 g usa-se confortavelmente por baixo de um casaco, e o azul-marinho combina tanto com calças clássicas como com chinos.</p><p>A sua lã tem o selo Woolmark, que quem procura boas camisolas reconhece de imediato.</p>",
    bullets: ["Lã merino com selo Woolmark", "Leve com 320 g", "Azul-marinho clássico"],
    faq: [
      {
        question: "Posso usá-lo por baixo de um blusão?",
        answer: "Sim, com 320 g é fino o suficiente para usar por baixo de um blusão ou de um casaco sem apertar.",
      },
      {
        question: "O que garante o selo Woolmark?",
        answer: "A Woolmark certifica a própria lã, por isso sabe antes da compra de que é feita a camisola.",
      },
    ],
    keywords: ["camisola merino", "camisola merino azul-marinho", "camisola acme"],
  },
  pl: {
    title: "Merino sweater Acme w kolorze granatowym",
    meta_title: "Merino sweater Acme, granatowy, z certyfikatem Woolmark",
    meta_description:
      "Merino sweater marki Acme w kolorze granatowym: wełna z certyfikatem Woolmark, lekki, bo waży 320 g, i wygodny pod płaszczem.",
    short_description: "Miękka wełna merino w klasycznym granacie, na tyle lekka przy 320 g, że nosi się ją cały dzień.",
    description_html:
      "<p>Merino sweater marki Acme grzeje, ale nie pogrubia sylwetki. Waży 320 g, więc bez trudu zmieścisz go pod płaszczem, a granatowy kolor pasuje zarówno do dżinsów, jak i do chinosów.</p><p>Wełna ma certyfikat Woolmark, który dobrze znają miłośnicy porządnych swetrów.</p>",
    bullets: ["Wełna merino z certyfikatem Woolmark", "Lekki: 320 g", "Klasyczny granat"],
    faq: [
      {
        question: "Czy można go nosić pod kurtką?",
        answer: "Tak, przy 320 g jest na tyle cienki, że wygodnie nosi się go pod kurtką lub płaszczem.",
      },
      {
        question: "Co oznacza certyfikat Woolmark?",
        answer: "Woolmark sprawdza samą wełnę, więc już przed zakupem wiesz, z czego sweter jest zrobiony.",
      },
    ],
    keywords: ["sweter merino", "granatowy sweter merino", "sweter acme"],
  },
  sv: {
    title: "Acme Merino sweater i marinblått",
    meta_title: "Acme Merino sweater i marinblått, Woolmark-certifierad",
    meta_description:
      "Merino sweater från Acme i marinblått: Woolmark-certifierad ull, lätt med 320 g och enkel att bära under en kappa.",
    short_description: "Mjuk merinoull i klassiskt marinblått, så lätt med 320 g att den går att bära hela dagen.",
    description_html:
      "<p>Merino sweater från Acme värmer utan att bli klumpig. Med 320 g ryms den lätt under en kappa, och den marinblå färgen passar lika bra till jeans som till chinos.</p><p>Ullen bär Woolmark-märket, som den som letar efter bra tröjor känner igen direkt.</p>",
    bullets: ["Merinoull med Woolmark-märket", "Lätt med 320 g", "Klassiskt marinblått"],
    faq: [
      {
        question: "Kan jag ha den under en jacka?",
        answer: "Ja, med 320 g är den tunn nog att bära under en jacka eller kappa utan att det stramar.",
      },
      {
        question: "Vad betyder Woolmark-märket?",
        answer: "Woolmark certifierar själva ullen, så du vet redan innan köpet vad tröjan är stickad av.",
      },
    ],
    keywords: ["merinotröja", "marinblå merinotröja", "acme tröja"],
  },
};

/** The publishable text of the sweater in each of the nine languages. */
export const publishableSweater: Record<string, GeneratedContent> = Object.fromEntries(
  Object.entries(texts).map(([language, text]) => [language, { ...text, json_ld: jsonLd(text.short_description) }]),
);
