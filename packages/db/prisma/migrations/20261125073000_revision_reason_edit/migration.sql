-- A version written by a person editing generated content (PATCH /v1/products/{id}/content/{language}).
ALTER TYPE "RevisionReason" ADD VALUE 'edit';
