import { de } from "./de.js";
import { en } from "./en.js";
import { es } from "./es.js";
import { fr } from "./fr.js";
import { it } from "./it.js";
import { nl } from "./nl.js";
import type { LanguagePack } from "./pack.js";
import { pl } from "./pl.js";
import { pt } from "./pt.js";
import { sv } from "./sv.js";

const PACKS: Record<string, LanguagePack> = { en, de, fr, es, it, nl, pt, pl, sv };

/** The languages the built-in writer phrases natively. */
export const BUILTIN_LANGUAGES = Object.keys(PACKS);

/** The pack for a language code; pt-BR falls back to pt. */
export const packFor = (language: string): LanguagePack | undefined => PACKS[language] ?? PACKS[language.split("-")[0]!];
