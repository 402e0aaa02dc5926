"use client";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";

/**
 * A 3D model in Google's <model-viewer> (drag to turn, scroll to zoom). The web component touches
 * `window` when it loads, so it is imported in the browser only, bundled with the console.
 */
export function ModelViewer({ src, label }: { src: string; label: string }) {
  const t = useTranslations("Gallery");
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  useEffect(() => {
    let viewer: HTMLElement | undefined;
    let cancelled = false;
    setState("loading");
    import("@google/model-viewer").then(
      () => {
        if (cancelled || !container.current) return;
        viewer = document.createElement("model-viewer");
        viewer.setAttribute("src", src);
        viewer.setAttribute("alt", label);
        viewer.setAttribute("camera-controls", "");
        viewer.setAttribute("touch-action", "pan-y");
        viewer.addEventListener("load", () => setState("loaded"));
        viewer.addEventListener("error", () => setState("failed"));
        container.current.append(viewer);
      },
      () => setState("failed"),
    );
    return () => {
      cancelled = true;
      viewer?.remove();
    };
  }, [src, label]);
  return (
    <div className="model-viewer" data-state={state}>
      <div ref={container} />
      {state === "failed" ? (
        <p role="alert" className="error">
          {t("modelFailed")}
        </p>
      ) : null}
    </div>
  );
}
