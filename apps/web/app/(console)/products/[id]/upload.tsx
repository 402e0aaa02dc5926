"use client";
import { MAX_BODY_BYTES, MEDIA_ROLES, type MediaRoleName } from "@proseo/core/constants";
import { type FormEvent, useState } from "react";

/** The roles an image may take; a 3D model's is always model_3d. */
export type ImageRole = Exclude<MediaRoleName, "model_3d">;
const IMAGE_ROLES = MEDIA_ROLES.filter((role): role is ImageRole => role !== "model_3d");

export function RoleOptions() {
  return IMAGE_ROLES.map((role) => (
    <option key={role} value={role}>
      {role}
    </option>
  ));
}

const LIMIT_MB = MAX_BODY_BYTES / 2 ** 20;
const LIMIT = `Each upload may be at most ${LIMIT_MB} MB (a 3D model's GLB and USDZ together).`;

const megabytes = (bytes: number) => `${(bytes / 2 ** 20).toFixed(2)} MB`;

/** What the API's error body says, with the parts it names. */
function messageOf(status: number, body: unknown): string {
  if (status === 413) return `This upload is over the ${LIMIT_MB} MB limit and was refused. ${LIMIT}`;
  const error = (body as { error?: { message?: string; details?: { path: string; message: string }[] } } | null)?.error;
  if (!error?.message) return `The upload failed (status ${status}); retry later.`;
  const details = (error.details ?? []).map((detail) => `${detail.path} ${detail.message}`.trim());
  return [error.message, ...details].join(" ");
}

/** Sends the form through the console's upload route, reporting the bytes sent as they go. */
function send(productId: string, form: FormData, onProgress: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/products/${encodeURIComponent(productId)}/media`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => (request.status === 201 ? resolve() : reject(new Error(messageOf(request.status, request.response))));
    request.onerror = () => reject(new Error("The upload did not reach the console; check the connection and retry."));
    request.send(form);
  });
}

/** Upload an image (with its role) or a 3D model (GLB and USDZ); files over the limit are refused before sending. */
export function Upload({ productId, onUploaded }: { productId: string; onUploaded: () => void }) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>, what: string) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setError(null);
    setDone(null);
    const size = [...form.values()].reduce((total, value) => total + (value instanceof File ? value.size : 0), 0);
    if (size > MAX_BODY_BYTES) {
      setError(`The chosen files add up to ${megabytes(size)}, over the ${LIMIT_MB} MB limit: nothing was sent. ${LIMIT}`);
      return;
    }
    setProgress(0);
    try {
      await send(productId, form, setProgress);
      formElement.reset();
      setDone(`${what} uploaded.`);
      onUploaded();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setProgress(null);
    }
  }

  const busy = progress !== null;
  return (
    <section aria-labelledby="upload-title">
      <h3 id="upload-title">Upload</h3>
      <p className="help">{LIMIT} Images: PNG, JPEG or WebP.</p>
      <div className="uploads">
        <form className="stack card" onSubmit={(event) => submit(event, "Image")} aria-label="Upload an image">
          <label>
            Image
            <input type="file" name="file" accept="image/png,image/jpeg,image/webp" required />
          </label>
          <label>
            Role
            <select name="role" defaultValue="gallery">
              <RoleOptions />
            </select>
          </label>
          <button type="submit" disabled={busy}>
            Upload image
          </button>
        </form>
        <form className="stack card" onSubmit={(event) => submit(event, "3D model")} aria-label="Upload a 3D model">
          <label>
            GLB file
            <input type="file" name="glb" accept=".glb,model/gltf-binary" required />
          </label>
          <label>
            USDZ file
            <input type="file" name="usdz" accept=".usdz,model/vnd.usdz+zip" required />
          </label>
          <button type="submit" disabled={busy}>
            Upload 3D model
          </button>
        </form>
      </div>
      {busy ? (
        <label className="upload-progress">
          Uploading…
          <progress max={1} value={progress} />
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="error">
          {error}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
    </section>
  );
}
