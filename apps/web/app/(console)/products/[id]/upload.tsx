"use client";
import { MAX_BODY_BYTES, MEDIA_ROLES, type MediaRoleName } from "@proseo/core/constants";
import { useFormatter, useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { SubmitButton } from "../../../submit-button";

/** The roles an image may take; a 3D model's is always model_3d. */
export type ImageRole = Exclude<MediaRoleName, "model_3d">;
const IMAGE_ROLES = MEDIA_ROLES.filter((role): role is ImageRole => role !== "model_3d");

export function RoleOptions() {
  const roles = useTranslations("MediaRoles");
  return IMAGE_ROLES.map((role) => (
    <option key={role} value={role}>
      {roles(role)}
    </option>
  ));
}

const LIMIT_MB = MAX_BODY_BYTES / 2 ** 20;

type Translate = ReturnType<typeof useTranslations<"Upload">>;

/** What the API's error body says, with the parts it names. */
function messageOf(t: Translate, status: number, body: unknown): string {
  if (status === 413) return `${t("tooLarge", { limit: LIMIT_MB })} ${t("limit", { limit: LIMIT_MB })}`;
  const error = (body as { error?: { message?: string; details?: { path: string; message: string }[] } } | null)?.error;
  if (!error?.message) return t("failed", { status });
  const details = (error.details ?? []).map((detail) => `${detail.path} ${detail.message}`.trim());
  return [error.message, ...details].join(" ");
}

/** Sends the form through the console's upload route, reporting the bytes sent as they go. */
function send(t: Translate, productId: string, form: FormData, onProgress: (sent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", `/api/products/${encodeURIComponent(productId)}/media`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status === 201 ? resolve() : reject(new Error(messageOf(t, request.status, request.response)));
    request.onerror = () => reject(new Error(t("unreached")));
    request.send(form);
  });
}

/** Upload an image (with its role) or a 3D model (GLB and USDZ); files over the limit are refused before sending. */
export function Upload({ productId, onUploaded }: { productId: string; onUploaded: () => void }) {
  const t = useTranslations("Upload");
  const format = useFormatter();
  const limit = t("limit", { limit: LIMIT_MB });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>, what: "image" | "model") {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    setError(null);
    setDone(null);
    const size = [...form.values()].reduce((total, value) => total + (value instanceof File ? value.size : 0), 0);
    if (size > MAX_BODY_BYTES) {
      const megabytes = format.number(size / 2 ** 20, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      setError(`${t("overLimit", { size: megabytes, limit: LIMIT_MB })} ${limit}`);
      return;
    }
    setProgress(0);
    try {
      await send(t, productId, form, setProgress);
      formElement.reset();
      setDone(t(what === "image" ? "imageUploaded" : "modelUploaded"));
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
      <h3 id="upload-title">{t("title")}</h3>
      <p className="help">
        {limit} {t("formats")}
      </p>
      <div className="uploads">
        <form className="stack card" onSubmit={(event) => submit(event, "image")} aria-label={t("imageForm")}>
          <label>
            {t("image")}
            <input type="file" name="file" accept="image/png,image/jpeg,image/webp" required />
          </label>
          <label>
            {t("role")}
            <select name="role" defaultValue="gallery">
              <RoleOptions />
            </select>
          </label>
          <SubmitButton disabled={busy}>{t("uploadImage")}</SubmitButton>
        </form>
        <form className="stack card" onSubmit={(event) => submit(event, "model")} aria-label={t("modelForm")}>
          <label>
            {t("glb")}
            <input type="file" name="glb" accept=".glb,model/gltf-binary" required />
          </label>
          <label>
            {t("usdz")}
            <input type="file" name="usdz" accept=".usdz,model/vnd.usdz+zip" required />
          </label>
          <SubmitButton disabled={busy}>{t("uploadModel")}</SubmitButton>
        </form>
      </div>
      {busy ? (
        <label className="upload-progress">
          {t("uploading")}
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
