-- Written by pnpm db:diff, then edited: an answer stored as a JSON string (its text, wrapped) is
-- unwrapped to that text, and an answer stored as a JSON object keeps its JSON as text.

-- AlterTable
ALTER TABLE "IdempotencyRecord" ALTER COLUMN "responseBody" SET DATA TYPE TEXT
  USING CASE WHEN jsonb_typeof("responseBody") = 'string' THEN "responseBody" #>> '{}' ELSE "responseBody"::text END;
