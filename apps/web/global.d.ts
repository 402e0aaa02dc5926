import type { formats } from "./i18n/request";
import type messages from "./messages/en.json";
import type { Locale } from "./i18n/locales";

// next-intl's keys, arguments and formats checked by tsc: a key English lacks does not compile.
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
    Formats: typeof formats;
  }
}
