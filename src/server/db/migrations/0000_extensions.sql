CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Normalises text for Khmer-aware search; the same rules live in src/shared/domain/search-normalize.ts.
-- Khmer digits become ASCII digits, zero-width space and zero-width non-joiner are removed,
-- Latin letters are lower-cased and runs of whitespace collapse to one space.
CREATE OR REPLACE FUNCTION spey_normalize(input text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT btrim(regexp_replace(lower(translate(input, U&'\17E0\17E1\17E2\17E3\17E4\17E5\17E6\17E7\17E8\17E9\200B\200C', '0123456789')), '\s+', ' ', 'g'))
$$;
