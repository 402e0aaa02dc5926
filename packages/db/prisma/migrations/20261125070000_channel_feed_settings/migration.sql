-- A channel's feed settings (docs/contract.md "Channels and export"): link template, seller, countries,
-- currency, flags and the imported attributes that hold price, availability and identifiers.
ALTER TABLE "ChannelSetting" ADD COLUMN "settings" JSONB NOT NULL DEFAULT '{}';

-- An amount as shops write it: 129, 129.00, 129,00, 1.299,00, 1,299.00 (a separator followed by one or
-- two digits at the end is the decimal one, followed by groups of three, thousands). NULL otherwise.
-- The functions that feed_price calls are single expressions, which PostgreSQL inlines: it plans a SQL
-- function that it cannot inline anew at each call from another one (a few hundred microseconds).
CREATE FUNCTION feed_amount(raw text) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN btrim(COALESCE(raw, '')) ~ '^[0-9]+$' THEN btrim(raw)::numeric
    WHEN btrim(COALESCE(raw, '')) ~ '^[0-9]{1,3}(\.[0-9]{3})*,[0-9]{1,2}$|^[0-9]+,[0-9]{1,2}$'
      THEN replace(replace(btrim(raw), '.', ''), ',', '.')::numeric
    WHEN btrim(COALESCE(raw, '')) ~ '^[0-9]{1,3}(,[0-9]{3})*\.[0-9]{1,2}$|^[0-9]+\.[0-9]{1,2}$' THEN replace(btrim(raw), ',', '')::numeric
    WHEN btrim(COALESCE(raw, '')) ~ '^[0-9]{1,3}(\.[0-9]{3})+$|^[0-9]{1,3}(,[0-9]{3})+$'
      THEN replace(replace(btrim(raw), '.', ''), ',', '')::numeric
  END
$$;

-- The digits after the decimal point of a currency's amounts (ISO 4217 minor unit), 2 unless listed.
CREATE FUNCTION feed_minor_units(currency text) RETURNS int LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN currency IN ('BIF', 'CLP', 'DJF', 'GNF', 'ISK', 'JPY', 'KMF', 'KRW', 'PYG', 'RWF', 'UGX', 'UYI', 'VND', 'VUV', 'XAF', 'XOF', 'XPF') THEN 0
    WHEN currency IN ('BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND') THEN 3
    WHEN currency IN ('CLF', 'UYW') THEN 4
    ELSE 2 END
$$;

-- A price in the feeds' form ("129.00 EUR", "129 JPY") in `currency`, '' when there is no amount, it is
-- not positive once rounded to the currency's minor unit, or another currency is named.
CREATE FUNCTION feed_money(amount numeric, named_currency text, currency text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN currency IS NULL OR currency !~ '^[A-Z]{3}$' OR amount IS NULL THEN ''
    WHEN named_currency IS NOT NULL AND upper(btrim(named_currency)) <> currency THEN ''
    WHEN round(amount, feed_minor_units(currency)) > 0 THEN round(amount, feed_minor_units(currency))::text || ' ' || currency
    ELSE ''
  END
$$;

-- A price value as the feeds write it, '' without one: one price or the first of a list of prices that
-- is one (Akeneo's price collection: the one in `currency`). A price is a JSON number (read as it is), a
-- text with an optional currency code or sign before or after the amount ("129,00 €", "€129.00",
-- "1,299.00 USD", read by feed_amount), or an object {amount, currency}. The amounts are columns of
-- subqueries kept apart (OFFSET 0) so that feed_amount and feed_money inline on them. A text's parts
-- (sign or code, amount, sign or code) are read by patterns without groups once the whole matches:
-- regexp_match with three optional groups costs tens of microseconds.
CREATE FUNCTION feed_price(value jsonb, currency text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE((
    SELECT price.price
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(value) = 'array' THEN value ELSE jsonb_build_array(value) END)
        WITH ORDINALITY AS item(value, position),
      LATERAL (SELECT CASE WHEN jsonb_typeof(item.value) = 'string'
          AND item.value #>> '{}' ~ '^\s*(€|\$|£|[A-Za-z]{3})?\s*[0-9][0-9.,]*\s*(€|\$|£|[A-Za-z]{3})?\s*$'
        THEN ARRAY[substring(item.value #>> '{}' FROM '^\s*(€|\$|£|[A-Za-z]{3})'), substring(item.value #>> '{}' FROM '[0-9][0-9.,]*'),
          substring(item.value #>> '{}' FROM '(€|\$|£|[A-Za-z]{3})\s*$')] END AS parts OFFSET 0) text_price,
      LATERAL (SELECT CASE jsonb_typeof(item.value)
          WHEN 'number' THEN (item.value #>> '{}')::numeric
          WHEN 'object' THEN CASE jsonb_typeof(item.value -> 'amount')
            WHEN 'number' THEN (item.value ->> 'amount')::numeric WHEN 'string' THEN feed_amount(item.value ->> 'amount') END
          WHEN 'string' THEN CASE WHEN parts[1] IS NULL OR parts[3] IS NULL THEN feed_amount(parts[2]) END
        END AS amount,
        CASE jsonb_typeof(item.value)
          WHEN 'object' THEN item.value ->> 'currency'
          WHEN 'string' THEN CASE COALESCE(parts[1], parts[3]) WHEN '€' THEN 'EUR' WHEN '$' THEN 'USD' WHEN '£' THEN 'GBP'
            ELSE COALESCE(parts[1], parts[3]) END
        END AS named_currency OFFSET 0) amount,
      LATERAL (SELECT feed_money(amount.amount, amount.named_currency, currency) AS price) price
    WHERE price.price <> '' ORDER BY item.position LIMIT 1), '')
$$;

-- A sale price as the feeds write it: `sale` when below `price` (both from feed_price), '' otherwise.
-- A function so that each price is read once (arguments are evaluated once).
CREATE FUNCTION feed_sale_price(sale text, price text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN sale <> '' AND price <> '' AND split_part(sale, ' ', 1)::numeric < split_part(price, ' ', 1)::numeric
    THEN sale ELSE '' END
$$;

-- A GTIN (8, 12, 13 or 14 digits, spaces and dashes ignored) whose GS1 check digit is right: weights 1
-- (the check digit), 3, 1, 3… from the right, the sum divisible by 10. '' otherwise, and '' for numbers
-- Google refuses (docs/channels.md): all zeros, and in the 13-digit form (a UPC with a leading 0, a
-- GTIN-14 without its indicator digit) the in-store prefixes 02, 04 and 2 and the coupon ones 05, 98, 99.
-- The digits are summed padded to 14 with zeros, so that the weights fall on fixed positions.
CREATE FUNCTION feed_gtin(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN digits ~ '^([0-9]{8}|[0-9]{12,14})$' AND digits !~ '^0+$'
    AND (length(digits) = 8 OR right(lpad(digits, 14, '0'), 13) !~ '^(02|04|05|2|98|99)')
    AND (3 * (d[1] + d[3] + d[5] + d[7] + d[9] + d[11] + d[13]) + d[2] + d[4] + d[6] + d[8] + d[10] + d[12] + d[14]) % 10 = 0
    THEN digits ELSE '' END
  FROM (SELECT regexp_replace(COALESCE(raw, ''), '[[:space:]-]', '', 'g') AS digits) gtin,
    LATERAL (SELECT CASE WHEN digits ~ '^[0-9]{1,14}$' THEN string_to_array(lpad(digits, 14, '0'), NULL)::int[] END AS d OFFSET 0) padded
$$;

-- A date or date and time in ISO 8601 as the feeds write it (2026-12-01, 2026-12-01T09:00:00+01:00,
-- 2026-12-01T08:00Z), '' for anything else.
CREATE FUNCTION feed_date(value jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(value) = 'string' AND btrim(value #>> '{}')
      ~ '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])(T([01][0-9]|2[0-3]):[0-5][0-9](:[0-5][0-9])?(Z|[+-]([01][0-9]|2[0-3]):?[0-5][0-9])?)?$'
    THEN btrim(value #>> '{}') ELSE '' END
$$;

-- A stock value as the feeds' availability (in_stock, out_of_stock, preorder, backorder): a quantity,
-- true/false, or a status text as shops write it ("instock", "In stock", "onbackorder"…), '' otherwise.
CREATE FUNCTION feed_availability(value jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN jsonb_typeof(value) = 'number' THEN CASE WHEN (value #>> '{}')::numeric > 0 THEN 'in_stock' ELSE 'out_of_stock' END
    WHEN jsonb_typeof(value) = 'boolean' THEN CASE WHEN value = 'true'::jsonb THEN 'in_stock' ELSE 'out_of_stock' END
    WHEN jsonb_typeof(value) = 'string' THEN CASE regexp_replace(lower(value #>> '{}'), '[^a-z0-9]', '', 'g')
      WHEN 'instock' THEN 'in_stock' WHEN 'available' THEN 'in_stock' WHEN 'true' THEN 'in_stock' WHEN 'yes' THEN 'in_stock' WHEN '1' THEN 'in_stock'
      WHEN 'outofstock' THEN 'out_of_stock' WHEN 'soldout' THEN 'out_of_stock' WHEN 'false' THEN 'out_of_stock' WHEN 'no' THEN 'out_of_stock' WHEN '0' THEN 'out_of_stock'
      WHEN 'preorder' THEN 'preorder'
      WHEN 'backorder' THEN 'backorder' WHEN 'onbackorder' THEN 'backorder'
      ELSE '' END
    ELSE ''
  END
$$;

-- Text as one URL path segment: every byte but unreserved characters (RFC 3986) percent-encoded.
CREATE FUNCTION feed_url_part(raw text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT COALESCE(string_agg(CASE WHEN ch ~ '^[A-Za-z0-9._~-]$' THEN ch
      ELSE upper(regexp_replace(encode(convert_to(ch, 'UTF8'), 'hex'), '(..)', '%\1', 'g')) END, '' ORDER BY position), '')
  FROM regexp_split_to_table(COALESCE(raw, ''), '') WITH ORDINALITY AS part(ch, position)
$$;
