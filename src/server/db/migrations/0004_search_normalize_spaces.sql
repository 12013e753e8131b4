-- spey_normalize, second version: the same result as normalizeSearchText in
-- src/shared/domain/search-normalize.ts for every character.
-- * Whitespace is the set JavaScript's \s matches, written out, instead of the regex class \s, whose
--   members depend on the server's locale and version: the first version left the no-break space
--   (U+00A0), U+2007, U+202F and U+FEFF (and, on some servers, U+1680) inside words, and folded
--   U+0085, which JavaScript keeps. The set: U+0009-000D, U+0020, U+00A0, U+1680, U+2000-200A,
--   U+2028, U+2029, U+202F, U+205F, U+3000, U+FEFF.
-- * Capital I with dot (U+0130) lower-cases to i + combining dot (U+0307), as in JavaScript;
--   PostgreSQL's lower() would drop the dot.
-- Khmer digits, zero-width space and zero-width non-joiner are handled as before.
CREATE OR REPLACE FUNCTION spey_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT btrim(
    regexp_replace(
      lower(replace(
        translate(input, U&'\17E0\17E1\17E2\17E3\17E4\17E5\17E6\17E7\17E8\17E9\200B\200C', '0123456789'),
        U&'\0130', U&'i\0307')),
      U&'[\0009-\000D\0020\00A0\1680\2000-\200A\2028\2029\202F\205F\3000\FEFF]+', ' ', 'g'),
    ' ')
$$;
--> statement-breakpoint
-- Stored generated columns keep the value computed when the row was written; replacing the function
-- does not recompute them. Writing a source column back to itself does, so only the rows whose
-- search text changes are rewritten (updated_at is left alone: the data the user sees is unchanged).
UPDATE "restaurants" SET "name" = "name"
WHERE "search_text" IS DISTINCT FROM spey_normalize(name || ' ' || coalesce(name_km, '') || ' ' || cuisine);
--> statement-breakpoint
UPDATE "reviews" SET "comment" = "comment"
WHERE "search_text" IS DISTINCT FROM spey_normalize(comment);
