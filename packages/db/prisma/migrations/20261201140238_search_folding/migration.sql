-- Search finds a name or brand however its letters are written: lower case, ß as ss ("Gießkanne" for
-- "Giesskanne"), and the accents of Latin letters dropped ("Café" for "Cafe", "Bewässerung" for "Bewasserung").
-- Both sides of the search go through the function, and its trigram indexes serve it. The capitals are in the
-- translation too: lower() leaves them as they are under the C locale.
CREATE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN translate(
    replace(replace(lower(value), 'ß', 'ss'), 'ẞ', 'ss'),
    'àáâãäåāăąçćĉċčďđèéêëēĕėęěĝğġģĥħìíîïĩīĭįıĵķĺļľŀłñńņňòóôõöøōŏőŕŗřśŝşšţťŧùúûüũūŭůűųŵýÿŷźżžÀÁÂÃÄÅĀĂĄÇĆĈĊČĎĐÈÉÊËĒĔĖĘĚĜĞĠĢĤĦÌÍÎÏĨĪĬĮĴĶĹĻĽĿŁÑŃŅŇÒÓÔÕÖØŌŎŐŔŖŘŚŜŞŠŢŤŦÙÚÛÜŨŪŬŮŰŲŴÝŸŶŹŻŽ',
    'aaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzzaaaaaaaaacccccddeeeeeeeeegggghhiiiiiiiijklllllnnnnooooooooorrrsssstttuuuuuuuuuuwyyyzzz'
  );

CREATE INDEX "Product_name_folded_idx" ON "Product" USING GIN (search_fold(name) gin_trgm_ops);
CREATE INDEX "Product_brand_folded_idx" ON "Product" USING GIN (search_fold(brand) gin_trgm_ops);

-- It replaces the trigram index of names. That of brands still serves the brand filter.
DROP INDEX "Product_name_idx";
