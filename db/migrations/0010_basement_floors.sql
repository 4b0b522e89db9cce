-- Basements are floors (DESIGN §4, issue 15): the seeded global templates' "floor" number fields
-- take -10 and up, like the photo levels. Versions already filled keep their fields otherwise.
UPDATE "survey_template_versions" AS v
SET "fields" = (
  SELECT jsonb_agg(
    CASE
      WHEN f->>'name' = 'floor' AND f->>'type' = 'number' AND NOT (f ? 'min') THEN f || '{"min": -10}'::jsonb
      ELSE f
    END
    ORDER BY e.ord
  )
  FROM jsonb_array_elements(v."fields") WITH ORDINALITY AS e(f, ord)
)
WHERE jsonb_typeof(v."fields") = 'array'
  AND jsonb_array_length(v."fields") > 0
  AND v."template_id" IN (SELECT "id" FROM "survey_templates" WHERE "company_id" IS NULL);
