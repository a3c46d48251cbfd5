import { useEffect, useState } from "react";
import {
  fetchPrescriptionFile,
  fetchPrescriptionFileLink,
} from "#web/features/admin/api/prescription-file.ts";

export type Preview =
  | { state: "none" }
  | { state: "loading" }
  | { state: "missing" }
  | { state: "ready"; url: string; type: string };

/** Loads the prescription's file as a blob: URL for an inline preview; releases it on close. */
export function usePrescriptionPreview(id: number, hasFile: boolean): Preview {
  const [preview, setPreview] = useState<Preview>(hasFile ? { state: "loading" } : { state: "none" });

  useEffect(() => {
    if (!hasFile) {
      setPreview({ state: "none" });
      return;
    }
    let objectUrl: string | null = null;
    let cancelled = false;
    setPreview({ state: "loading" });
    (async () => {
      try {
        const blob = await fetchPrescriptionFile(await fetchPrescriptionFileLink(id));
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setPreview({ state: "ready", url: objectUrl, type: blob.type });
      } catch {
        if (!cancelled) setPreview({ state: "missing" });
      }
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [id, hasFile]);

  return preview;
}
